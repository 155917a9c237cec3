package io.mutiny.resources;

import io.mutiny.http.MutinyRoutes;
import io.vertx.ext.web.RoutingContext;
import java.util.function.Function;

/**
 * The routes of one resource class, generated at build time by {@code mutiny-resources-processor} (as
 * {@code <Resource>_MutinyBinder}, listed in {@code META-INF/services/io.mutiny.resources.ResourceBinder}) for every
 * class with resource methods or sub-resource locators. Each route calls the resource method directly, with its
 * parameters converted by converters chosen at compile time.
 *
 * <p>A root resource (annotated {@code @Path}) is registered with {@link #bind}; any resource class can also be the
 * target of a sub-resource locator resolved at run time, which serves it through {@link #bindSubResource}.
 *
 * @param <R> the resource class
 */
public interface ResourceBinder<R> {

    /** The resource class whose routes this binder registers. */
    Class<R> resourceType();

    /** Whether the class is a root resource (annotated {@code @Path}), which {@link #bind} registers. */
    boolean isRoot();

    /**
     * Registers every route of the root resource class, under its {@code @Path}, on {@code routes}, each calling
     * {@code resource}.
     *
     * @throws UnsupportedOperationException if the class is not a root resource
     */
    void bind(MutinyRoutes routes, R resource);

    /**
     * Registers every route of the class as a sub-resource: paths relative to the locator that returned it (the
     * class's own {@code @Path} is ignored, as in Jakarta REST), each calling the instance that {@code resource}
     * reads from the request.
     */
    void bindSubResource(MutinyRoutes routes, Function<RoutingContext, R> resource);

    /**
     * A new instance of the class, for a sub-resource locator that returns the class rather than an instance.
     *
     * @throws UnsupportedOperationException if the class has no no-argument constructor the binder can call
     */
    R newInstance();
}
