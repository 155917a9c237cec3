package io.mutiny.http;

import io.mutiny.helpers.ParameterValidation;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.HttpException;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * Registers handlers returning {@code Uni}, {@code Multi} or plain values as routes of a Vert.x {@link Router} you
 * own. Each terminal method of {@link RouteDefinition} adds one ordinary Vert.x {@link io.vertx.ext.web.Route}, with
 * Vert.x's own {@code produces}/{@code consumes} matching: several routes may share a method and path and differ by
 * media type, and the router answers 405 (with {@code Allow}), 406 and 415 when none matches.
 *
 * <pre>{@code
 * Router router = Router.router(vertx);
 * MutinyRoutes routes = MutinyRoutes.on(router).installJsonErrorHandlers();
 * routes.get("/hello/:name").text(rc -> Uni.createFrom().item("Hello " + rc.pathParam("name")));
 * routes.post("/people").body(Person.class).json(Person.class, (rc, person) -> repository.save(person));
 * routes.get("/people").ndjson(Person.class, rc -> repository.streamAll());
 * }</pre>
 *
 * <p>{@link #on(Router)} changes nothing on the router or elsewhere. Two opt-in steps are explicit:
 * {@link #installJsonErrorHandlers()} (JSON bodies for the errors the router answers itself) and
 * {@link MutinyVertx#forbidAwaitOnEventLoop()} (make {@code await()} fail fast on event-loop threads).
 *
 * <h2>Dispatch: where a handler runs</h2>
 *
 * <table>
 *   <caption>Threads per kind of handler</caption>
 *   <tr><th>Handler</th><th>Called on</th><th>Response written on</th></tr>
 *   <tr><td>returns {@code Uni} / {@code Multi} ({@code text}, {@code json}, {@code respond}, {@code ndjson},
 *       {@code sse}, {@code jsonArray}, {@code chunked}, {@code stream})</td>
 *       <td>the request's event loop</td><td>the event loop</td></tr>
 *   <tr><td>returns a plain value ({@code value})</td><td>a Vert.x worker thread</td><td>the event loop</td></tr>
 *   <tr><td>any handler of a route marked {@link RouteDefinition#blocking() blocking()}</td>
 *       <td>a worker thread (and the {@code Uni}/{@code Multi} is subscribed there)</td><td>the event loop</td></tr>
 *   <tr><td>a chain that moves to another thread ({@code emitOn(executor)}, a client callback)</td>
 *       <td>-</td><td>the event loop: the adapter hops back to the request's context before touching the
 *       response</td></tr>
 * </table>
 *
 * <h2>Errors</h2>
 *
 * A failure of a handler of these routes is always answered with a JSON body
 * {@code {"status":..,"error":..,"message":..}} and no stack trace: 400 for a malformed body (with the line and
 * column), the status of an {@link HttpStatusException}, and 500 for any other failure (logged once with an id that
 * the body repeats). The statuses the router answers itself (404, 405, 406, 413, 415, and 400/500 for failures of
 * plain Vert.x handlers) are Vert.x's answers unless {@link #installJsonErrorHandlers()} was called.
 */
public final class MutinyRoutes {

    /** The statuses Vert.x Web answers itself; 405 is left to Vert.x, which alone knows the {@code Allow} list. */
    private static final int[] ROUTER_ERRORS = {400, 404, 406, 413, 415};

    /** The routers that already have the JSON error handlers, so that installing them twice is a no-op. */
    private static final Map<Router, Boolean> JSON_ERRORS_INSTALLED = Collections.synchronizedMap(new WeakHashMap<>());

    private final Router router;
    private final MutinyHttpOptions options;

    private MutinyRoutes(Router router, MutinyHttpOptions options) {
        this.router = router;
        this.options = options;
    }

    /** Registers routes on {@code router} with the default {@link MutinyHttpOptions}; changes nothing else. */
    public static MutinyRoutes on(Router router) {
        return on(router, new MutinyHttpOptions());
    }

    /**
     * Registers routes on {@code router} (a root router or a sub-router mounted with
     * {@code parent.route("/prefix/*").subRouter(router)}) with a copy of {@code options}. Changes nothing on the
     * router until a route is registered, and nothing global.
     */
    public static MutinyRoutes on(Router router, MutinyHttpOptions options) {
        ParameterValidation.nonNull(router, "router");
        ParameterValidation.nonNull(options, "options");
        return new MutinyRoutes(router, new MutinyHttpOptions(options));
    }

    /**
     * Sets the router's error handlers ({@link Router#errorHandler(int, io.vertx.core.Handler)}) for 400, 404, 406,
     * 413, 415 and 500 to handlers answering a JSON body {@code {"status":..,"error":..,"message":..}} (500: logged
     * once with an id that the body repeats). 405 stays Vert.x's own answer, with the {@code Allow} header listing the
     * methods of every route of the router on that path. Installs them once per router: a second call, from this or
     * another {@code MutinyRoutes} of the same router, changes nothing, so error handlers you set after the first
     * call stay yours. Handlers set before the first call are replaced: call it first.
     *
     * @return this
     */
    public MutinyRoutes installJsonErrorHandlers() {
        if (JSON_ERRORS_INSTALLED.putIfAbsent(router, Boolean.TRUE) != null) {
            return this;
        }
        long bodyLimit = options.getBodyLimit();
        for (int status : ROUTER_ERRORS) {
            router.errorHandler(status, rc -> answerRouterError(rc, status, bodyLimit));
        }
        router.errorHandler(500, MutinyRoutes::answerUnhandledFailure);
        return this;
    }

    /**
     * Registers routes on {@code subRouter} with the same options as these routes (body limit, mapper, streaming).
     * Use it for a sub-router mounted below this one: {@link #on(Router)} would give it the defaults instead.
     */
    public MutinyRoutes onSubRouter(Router subRouter) {
        return new MutinyRoutes(ParameterValidation.nonNull(subRouter, "subRouter"), options);
    }

    /** The router the routes are registered on. */
    public Router router() {
        return router;
    }

    /** A {@code GET} route on {@code path} (a Vert.x path: {@code /people/:id}, {@code /static/*}). */
    public RouteDefinition<Void> get(String path) {
        return route(HttpMethod.GET, path);
    }

    /** A {@code POST} route on {@code path}. */
    public RouteDefinition<Void> post(String path) {
        return route(HttpMethod.POST, path);
    }

    /** A {@code PUT} route on {@code path}. */
    public RouteDefinition<Void> put(String path) {
        return route(HttpMethod.PUT, path);
    }

    /** A {@code PATCH} route on {@code path}. */
    public RouteDefinition<Void> patch(String path) {
        return route(HttpMethod.PATCH, path);
    }

    /** A {@code DELETE} route on {@code path}. */
    public RouteDefinition<Void> delete(String path) {
        return route(HttpMethod.DELETE, path);
    }

    /** A route for {@code method} on {@code path}, without request body until {@link RouteDefinition#body}. */
    public RouteDefinition<Void> route(HttpMethod method, String path) {
        ParameterValidation.nonNull(method, "method");
        ParameterValidation.nonNull(path, "path");
        return RouteDefinition.create(router, options, method, path);
    }

    private static void answerRouterError(RoutingContext rc, int status, long bodyLimit) {
        if (rc.response().headWritten()) {
            rc.response().reset();
            return;
        }
        Throwable failure = rc.failure();
        if (failure != null) {
            Throwable cause = ErrorResponses.unwrap(failure);
            if (cause instanceof HttpStatusException || cause instanceof HttpException) {
                ErrorResponses.fail(rc, failure);
                return;
            }
            // a client error with the exception behind it (rc.fail(400, e), as BodyHandler does for a body it cannot
            // decode): the status stands, it is no server failure, and the exception's message may name internals
        }
        String message;
        switch (status) {
            case 404:
                message = "No route for " + rc.request().method() + " "
                        + rc.request().path();
                break;
            case 406:
                message = "None of the media types in Accept (" + rc.request().getHeader("Accept")
                        + ") can be produced by " + rc.request().path();
                break;
            case 413:
                message = "The request body is larger than the limit of " + bodyLimit + " bytes";
                break;
            case 415:
                message = "Content-Type " + rc.request().getHeader("Content-Type") + " is not supported by "
                        + rc.request().path();
                break;
            default:
                message = "The request is invalid";
        }
        ErrorResponses.send(rc, status, message);
    }

    private static void answerUnhandledFailure(RoutingContext rc) {
        Throwable failure = rc.failure();
        ErrorResponses.fail(
                rc, failure != null ? failure : new IllegalStateException("Request failed with status 500"));
    }
}
