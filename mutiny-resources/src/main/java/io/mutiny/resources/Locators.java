package io.mutiny.resources;

import io.mutiny.helpers.Exceptions;
import io.mutiny.http.MutinyRoutes;
import io.vertx.core.Handler;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Sub-resource locators resolved at run time: those whose declared return type is {@code Class<?>} or
 * {@code Object}. Public for the generated binders; not meant to be called by hand.
 *
 * <p>A locator is mounted as a Vert.x route matching its path and everything below it. Per request the handler calls
 * the locator on the event loop, takes the returned instance (or a new instance of the returned class) and routes
 * the rest of the request through the routes of that class. Those routes are built once per class and locator, from
 * the class's generated {@link ResourceBinder} (found by {@code ServiceLoader}), then cached: a request never
 * rebuilds them.
 */
public final class Locators {

    /** The {@link RoutingContext} data key of the instance a locator resolved, read by the sub-resource's routes. */
    private static final String LOCATED = "io.mutiny.resources.located";

    private Locators() {}

    /**
     * Mounts the run-time locator {@code locator} at {@code vertxPath} (a Vert.x path, parameters as {@code :name}):
     * requests to that path and below it are served by the class the locator returns, or the class of the instance
     * it returns. A locator returning {@code null} answers 404; a class without a generated binder answers 500.
     */
    public static void mount(MutinyRoutes routes, String vertxPath, Function<RoutingContext, Object> locator) {
        // "path*" matches the path itself and below it ("path/*" would not match the path itself), and also longer
        // last segments ("/sub-classes" for "/sub-class"), which the handler passes on
        routes.router().route(vertxPath + "*").handler(new LocatorHandler(routes, vertxPath, locator));
    }

    /** The instance the locator of the current request resolved: the resource the sub-resource routes call. */
    @SuppressWarnings("unchecked")
    static <R> R located(RoutingContext rc) {
        return (R) rc.get(LOCATED);
    }

    /** The Vert.x handler of one run-time locator, with the routes of every class it returned so far. */
    private static final class LocatorHandler implements Handler<RoutingContext> {

        /** The routes of the mount point: sub-resources get their options (the body limit above all). */
        private final MutinyRoutes routes;

        private final Function<RoutingContext, Object> locator;
        /** The number of segments of the mount path, and its last segment when literal ({@code null} otherwise). */
        private final int segments;

        private final String lastLiteral;
        private final Map<Class<?>, SubResource> subResources = new ConcurrentHashMap<>();

        LocatorHandler(MutinyRoutes routes, String vertxPath, Function<RoutingContext, Object> locator) {
            this.routes = routes;
            this.locator = locator;
            String[] parts = vertxPath.substring(1).split("/", -1);
            this.segments = parts.length;
            String last = parts[parts.length - 1];
            this.lastLiteral = last.startsWith(":") ? null : last;
        }

        @Override
        public void handle(RoutingContext rc) {
            if (!endsAtSegment(rc)) {
                rc.next();
                return;
            }
            Object instance;
            Router router;
            try {
                Object located = locator.apply(rc);
                if (located == null) {
                    // Jakarta REST: a locator returning null means the resource does not exist
                    rc.fail(404);
                    return;
                }
                Class<?> type = located instanceof Class<?> returnedClass ? returnedClass : located.getClass();
                SubResource subResource = subResources.get(type);
                if (subResource == null) {
                    subResource =
                            subResources.computeIfAbsent(type, t -> SubResource.of(rc, routes, Resources.binderOf(t)));
                }
                router = subResource.router();
                instance = located instanceof Class<?> ? subResource.binder().newInstance() : located;
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                rc.fail(failure);
                return;
            }
            rc.put(LOCATED, instance);
            router.handleContext(rc);
        }

        /** Whether the request's path matched the mount path up to a segment's end, not a longer last segment. */
        private boolean endsAtSegment(RoutingContext rc) {
            if (lastLiteral == null) {
                return true; // a path parameter spans its whole segment
            }
            String path = rc.normalizedPath();
            String mountPoint = rc.mountPoint();
            int start = mountPoint == null ? 0 : mountPoint.length() - (mountPoint.endsWith("/") ? 1 : 0);
            for (int i = 0; i < segments; i++) {
                start = path.indexOf('/', start) + 1;
            }
            int end = path.indexOf('/', start);
            return (end < 0 ? path.length() : end) - start == lastLiteral.length();
        }
    }

    /** The routes of one class a locator returned, built once, and its binder (which instantiates the class). */
    private record SubResource(Router router, ResourceBinder<?> binder) {

        static <R> SubResource of(RoutingContext rc, MutinyRoutes mountRoutes, ResourceBinder<R> binder) {
            Router router = Router.router(rc.vertx());
            binder.bindSubResource(mountRoutes.onSubRouter(router), Locators::located);
            return new SubResource(router, binder);
        }
    }
}
