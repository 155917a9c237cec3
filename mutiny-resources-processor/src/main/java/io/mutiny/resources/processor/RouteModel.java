package io.mutiny.resources.processor;

import java.util.Comparator;
import javax.lang.model.element.ExecutableElement;

/**
 * One resource method compiled into one route registration, or one sub-resource locator resolved at run time
 * compiled into a mount.
 *
 * @param httpMethod {@code GET}, {@code POST}, ..., or {@link #ANY_METHOD} for a run-time locator
 * @param path the method's full path template
 * @param mediaTypes the {@code @Produces}/{@code @Consumes} that take part in matching, as text
 * @param method the resource method or locator
 * @param description one line for the generated comment: method, path, what is called, thread
 * @param registration the Java statement registering the route on {@code routes}
 * @param unchecked whether the statement casts a class literal to a parameterized type
 */
record RouteModel(
        String httpMethod,
        PathTemplate path,
        String mediaTypes,
        ExecutableElement method,
        String description,
        String registration,
        boolean unchecked) {

    /** The HTTP method of a run-time locator's mount, which serves every method. */
    static final String ANY_METHOD = "*";

    /**
     * JAX-RS precedence, which Vert.x (first registered route wins) needs as registration order: more literal
     * characters first, then more template variables, then resource methods before locators (a locator's mount also
     * matches its own path); otherwise the declaration order.
     */
    static final Comparator<RouteModel> PRECEDENCE = Comparator.comparingInt(
                    (RouteModel route) -> -route.path().literalCharacters())
            .thenComparingInt(route -> -route.path().variables().size())
            .thenComparing(route -> route.httpMethod().equals(ANY_METHOD));

    /** Two routes with equal keys would match the same requests. */
    String matchingKey() {
        return httpMethod + " " + path.shape() + " " + mediaTypes;
    }
}
