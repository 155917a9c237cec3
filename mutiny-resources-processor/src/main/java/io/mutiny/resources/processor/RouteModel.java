package io.mutiny.resources.processor;

import java.util.Comparator;
import javax.lang.model.element.ExecutableElement;

/**
 * One resource method compiled into one route registration.
 *
 * @param httpMethod {@code GET}, {@code POST}, ...
 * @param path the method's full path template
 * @param mediaTypes the {@code @Produces}/{@code @Consumes} that take part in matching, as text
 * @param method the resource method
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

    /**
     * JAX-RS precedence, which Vert.x (first registered route wins) needs as registration order: more literal
     * characters first, then more template variables; otherwise the declaration order.
     */
    static final Comparator<RouteModel> PRECEDENCE = Comparator.comparingInt(
                    (RouteModel route) -> -route.path().literalCharacters())
            .thenComparingInt(route -> -route.path().variables().size());

    /** Two routes with equal keys would match the same requests. */
    String matchingKey() {
        return httpMethod + " " + path.shape() + " " + mediaTypes;
    }
}
