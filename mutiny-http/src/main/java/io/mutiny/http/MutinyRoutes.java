package io.mutiny.http;

import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.vertx.core.Context;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Route;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Registers handlers returning {@code Uni}, {@code Multi} or plain values on a Vert.x {@link Router} you own.
 *
 * <pre>{@code
 * Router router = Router.router(vertx);
 * MutinyRoutes routes = MutinyRoutes.on(router);
 * routes.get("/hello/:name").text(rc -> Uni.createFrom().item("Hello " + rc.pathParam("name")));
 * routes.post("/people").body(Person.class).json(Person.class, (rc, person) -> repository.save(person));
 * routes.get("/people").ndjson(Person.class, rc -> repository.streamAll());
 * }</pre>
 *
 * <h2>Dispatch: where a handler runs</h2>
 *
 * <table>
 *   <caption>Threads per kind of handler</caption>
 *   <tr><th>Handler</th><th>Called on</th><th>Response written on</th></tr>
 *   <tr><td>returns {@code Uni} / {@code Multi} ({@code text}, {@code json}, {@code uni}, {@code ndjson},
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
 * <p>Creating a {@code MutinyRoutes} makes {@code await()} fail fast on event-loop threads
 * ({@link Infrastructure#setCanCallerThreadBeBlockedSupplier}): use {@code emitOn} or a blocking route instead.
 *
 * <h2>Errors</h2>
 *
 * Every error answer has a JSON body {@code {"status":..,"error":..,"message":..}} and no stack trace: 400 for a
 * malformed body (with the line and column), 404 for an unknown path, 405 with {@code Allow} for a known path and
 * the wrong method, 406 for an unacceptable {@code Accept}, 413 for a body over the limit, 415 for an unsupported
 * {@code Content-Type}, the status of an {@link HttpStatusException}, and 500 for any other handler failure (logged
 * once with an id that the body repeats).
 */
public final class MutinyRoutes {

    private static final int[] ROUTER_ERRORS = {400, 404, 406, 413, 415};

    private final Router router;
    private final MutinyHttpOptions options;
    private final Map<String, Set<HttpMethod>> methodsByPath = new LinkedHashMap<>();

    private MutinyRoutes(Router router, MutinyHttpOptions options) {
        this.router = router;
        this.options = options;
    }

    /** Plugs into {@code router} with the default {@link MutinyHttpOptions}. */
    public static MutinyRoutes on(Router router) {
        return on(router, new MutinyHttpOptions());
    }

    /**
     * Plugs into {@code router} (a root router or a sub-router mounted with
     * {@code parent.route("/prefix/*").subRouter(router)}) with a copy of {@code options}. Installs JSON error
     * handlers for the statuses Vert.x produces itself (400, 404, 406, 413, 415, 500) and the event-loop check of
     * {@code await()}.
     */
    public static MutinyRoutes on(Router router, MutinyHttpOptions options) {
        ParameterValidation.nonNull(router, "router");
        ParameterValidation.nonNull(options, "options");
        Infrastructure.setCanCallerThreadBeBlockedSupplier(() -> !Context.isOnEventLoopThread());
        long bodyLimit = options.getBodyLimit();
        for (int status : ROUTER_ERRORS) {
            router.errorHandler(status, rc -> answerRouterError(rc, status, bodyLimit));
        }
        router.errorHandler(500, MutinyRoutes::answerUnhandledFailure);
        return new MutinyRoutes(router, new MutinyHttpOptions(options));
    }

    /** The router the routes are registered on. */
    public Router router() {
        return router;
    }

    /** A {@code GET} route on {@code path} (a Vert.x path: {@code /people/:id}, {@code /static/*}). */
    public RouteDefinition get(String path) {
        return route(HttpMethod.GET, path);
    }

    /** A {@code POST} route on {@code path}. */
    public RouteDefinition post(String path) {
        return route(HttpMethod.POST, path);
    }

    /** A {@code PUT} route on {@code path}. */
    public RouteDefinition put(String path) {
        return route(HttpMethod.PUT, path);
    }

    /** A {@code PATCH} route on {@code path}. */
    public RouteDefinition patch(String path) {
        return route(HttpMethod.PATCH, path);
    }

    /** A {@code DELETE} route on {@code path}. */
    public RouteDefinition delete(String path) {
        return route(HttpMethod.DELETE, path);
    }

    /** A route for {@code method} on {@code path}. */
    public RouteDefinition route(HttpMethod method, String path) {
        ParameterValidation.nonNull(method, "method");
        ParameterValidation.nonNull(path, "path");
        return new RouteDefinition(this, method, path);
    }

    MutinyHttpOptions options() {
        return options;
    }

    /**
     * Creates the Vert.x route; the first route of a path also gets a last-resort route that answers 405 with the
     * {@code Allow} header when no method matched.
     */
    Route newRoute(HttpMethod method, String path) {
        Set<HttpMethod> methods = methodsByPath.get(path);
        if (methods == null) {
            Set<HttpMethod> allowed = new LinkedHashSet<>();
            methodsByPath.put(path, allowed);
            router.route(path).order(Integer.MAX_VALUE).handler(rc -> answerMethodNotAllowed(rc, allowed));
            methods = allowed;
        }
        methods.add(method);
        return router.route(method, path);
    }

    private static void answerMethodNotAllowed(RoutingContext rc, Set<HttpMethod> allowed) {
        if (allowed.contains(rc.request().method())) {
            // a handler of this path passed the request on: nothing else serves it
            rc.next();
            return;
        }
        String allow = allowed.stream().map(HttpMethod::name).collect(Collectors.joining(", "));
        rc.response().putHeader("Allow", allow);
        ErrorResponses.send(
                rc,
                405,
                "Method " + rc.request().method() + " is not allowed on "
                        + rc.request().path() + "; use " + allow);
    }

    private static void answerRouterError(RoutingContext rc, int status, long bodyLimit) {
        if (rc.response().headWritten()) {
            rc.response().reset();
            return;
        }
        if (rc.failure() != null) {
            ErrorResponses.fail(rc, rc.failure());
            return;
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
