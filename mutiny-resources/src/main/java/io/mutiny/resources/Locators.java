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
 * {@code Object}, except a {@code Class<?>} locator whose body is only {@code return Name.class;}, which the processor
 * resolves at build time into routes of the router itself. Public for the generated binders; not meant to be called by
 * hand.
 *
 * <p>A locator is mounted as a Vert.x route matching its path and everything below it. Per request the handler calls
 * the locator on the event loop and routes the rest of the request through the routes of the class it returned (or
 * of the instance it returned). Those routes are built once per locator, class and kind of result, from the class's
 * generated {@link ResourceBinder} (found by {@code ServiceLoader}), then cached: a request never rebuilds them.
 * The routes of a returned class create their instance themselves, when the request reaches a resource method (one
 * per request, as in Jakarta REST): only a returned instance is carried to them, in the request's data.
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
        /** The routes of the classes the locator returned, each creating its own instance per request. */
        private final Map<Class<?>, Router> classRoutes = new ConcurrentHashMap<>();
        /** The routes of the classes of the instances the locator returned, each calling the located instance. */
        private final Map<Class<?>, Router> instanceRoutes = new ConcurrentHashMap<>();

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
            Router router;
            try {
                Object located = locator.apply(rc);
                if (located == null) {
                    // Jakarta REST: a locator returning null means the resource does not exist
                    rc.fail(404);
                    return;
                }
                if (located instanceof Class<?> returnedClass) {
                    router = classRoutes.get(returnedClass);
                    if (router == null) {
                        router = classRoutes.computeIfAbsent(returnedClass, type -> classRoutes(rc, type));
                    }
                } else {
                    router = instanceRoutes.get(located.getClass());
                    if (router == null) {
                        router = instanceRoutes.computeIfAbsent(located.getClass(), type -> instanceRoutes(rc, type));
                    }
                    rc.put(LOCATED, located);
                }
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                rc.fail(failure);
                return;
            }
            router.handleContext(rc);
        }

        /** The routes of a class the locator returned: each request they serve gets a new instance of it. */
        private Router classRoutes(RoutingContext rc, Class<?> type) {
            ResourceBinder<?> binder = Resources.binderOf(type);
            Router router = Router.router(rc.vertx());
            bindNewInstances(binder, routes.onSubRouter(router));
            return router;
        }

        private static <R> void bindNewInstances(ResourceBinder<R> binder, MutinyRoutes subRoutes) {
            binder.bindSubResource(subRoutes, request -> binder.newInstance());
        }

        /** The routes of the class of an instance the locator returned: they call the instance of the request. */
        private Router instanceRoutes(RoutingContext rc, Class<?> type) {
            Router router = Router.router(rc.vertx());
            Resources.binderOf(type).bindSubResource(routes.onSubRouter(router), Locators::located);
            return router;
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
}
