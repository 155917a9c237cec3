package io.mutiny.http;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Route;
import io.vertx.ext.web.RoutingContext;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * One method and path of a {@link MutinyRoutes}, waiting for its handler. The terminal methods register a Vert.x
 * {@link Route} and return it, so that Vert.x settings stay at hand. Each terminal fixes, once, how the result is
 * written: the content type (also used for {@code Accept} negotiation: 406 when unacceptable), the JSON writer of
 * the declared type, and for streams the {@link StreamFormat}.
 *
 * <p>Handlers receive the {@link RoutingContext}: read path parameters with {@code rc.pathParam("id")}, query
 * parameters with {@code rc.queryParams().get("q")}, headers with {@code rc.request().getHeader("X-Name")}. Where
 * they run is described by the dispatch table of {@link MutinyRoutes}.
 */
public final class RouteDefinition {

    private final MutinyRoutes routes;
    private final HttpMethod method;
    private final String path;
    private boolean blocking;

    RouteDefinition(MutinyRoutes routes, HttpMethod method, String path) {
        this.routes = routes;
        this.method = method;
        this.path = path;
    }

    /**
     * Runs the handler on a Vert.x worker thread instead of the event loop: for handlers that block (JDBC, files,
     * {@code await()}). For a {@code Uni} or {@code Multi} handler, the subscription also happens on the worker; the
     * response is still written on the event loop.
     */
    public RouteDefinition blocking() {
        this.blocking = true;
        return this;
    }

    /**
     * Declares a request body read into memory (up to {@link MutinyHttpOptions#getBodyLimit()}, 413 beyond) and
     * decoded once per request into {@code type}: {@code String}, {@code Buffer} and {@code byte[]} as is,
     * {@code JsonObject}/{@code JsonArray} with Vert.x, anything else from JSON with Jackson (such routes require
     * {@code Content-Type: application/json}, 415 otherwise; malformed JSON answers 400 with the line and column).
     */
    public <B> BodyRouteDefinition<B> body(Class<B> type) {
        ParameterValidation.nonNull(type, "type");
        return new BodyRouteDefinition<>(
                this, BodyReader.forType(routes.options().getObjectMapper(), type));
    }

    /**
     * Declares a request body consumed as a {@code Multi<Buffer>}: the request stays paused and each request of the
     * subscriber lets that many chunks in, so an upload larger than memory is processed with back pressure. Chunks
     * arrive on the event loop. No size limit applies. The body can be subscribed to once.
     */
    public BodyRouteDefinition<Multi<Buffer>> bodyStream() {
        return new BodyRouteDefinition<>(this, BodyReader.stream());
    }

    /** Answers with the {@code String} the {@code Uni} emits, as {@code text/plain; charset=utf-8}. Event loop. */
    public Route text(Function<RoutingContext, Uni<String>> handler) {
        return withoutBody().text(ignoringBody(handler));
    }

    /**
     * Answers with the item the {@code Uni} emits, as JSON ({@code application/json}), whatever its type. Event
     * loop. A {@code null} item answers 204.
     */
    public <T> Route json(Class<T> type, Function<RoutingContext, Uni<T>> handler) {
        return withoutBody().json(type, ignoringBody(handler));
    }

    /**
     * Answers with the item the {@code Uni} emits, encoded according to {@code type}: {@code String} as text/plain,
     * {@code Buffer}/{@code byte[]} as application/octet-stream, {@code Void} (and any {@code null} item) as 204 No
     * Content, anything else as JSON. Event loop.
     */
    public <T> Route uni(Class<T> type, Function<RoutingContext, Uni<T>> handler) {
        return withoutBody().uni(type, ignoringBody(handler));
    }

    /**
     * Answers with a plain value computed by a handler that may block: it always runs on a worker thread and its
     * result is written on the event loop, encoded as for {@link #uni}. A {@code null} result answers 204.
     */
    public <T> Route value(Class<T> type, Function<RoutingContext, T> handler) {
        return withoutBody().value(type, ignoringBody(handler));
    }

    /** Streams the items as newline-delimited JSON ({@code application/x-ndjson}). Event loop. */
    public <T> Route ndjson(Class<T> type, Function<RoutingContext, Multi<T>> handler) {
        return withoutBody().ndjson(type, ignoringBody(handler));
    }

    /**
     * Streams the items as Server-Sent Events ({@code text/event-stream}); emit {@link ServerSentEvent}s to set
     * {@code id}, {@code event}, {@code retry} or comments. Event loop.
     */
    public <T> Route sse(Class<T> type, Function<RoutingContext, Multi<T>> handler) {
        return withoutBody().sse(type, ignoringBody(handler));
    }

    /** Streams the items as one JSON array, {@code [a,b,...]}. Event loop. */
    public <T> Route jsonArray(Class<T> type, Function<RoutingContext, Multi<T>> handler) {
        return withoutBody().jsonArray(type, ignoringBody(handler));
    }

    /**
     * Streams {@code String} (UTF-8 text/plain), {@code Buffer} or {@code byte[]} items (application/octet-stream) as
     * raw chunks. Event loop.
     *
     * @throws IllegalArgumentException if {@code type} is none of these
     */
    public <T> Route chunked(Class<T> type, Function<RoutingContext, Multi<T>> handler) {
        return withoutBody().chunked(type, ignoringBody(handler));
    }

    /** Streams the items with a {@link StreamFormat} of your choice. Event loop. */
    public <T> Route stream(StreamFormat<T> format, Function<RoutingContext, Multi<T>> handler) {
        return withoutBody().stream(format, ignoringBody(handler));
    }

    MutinyHttpOptions options() {
        return routes.options();
    }

    boolean isBlocking() {
        return blocking;
    }

    Route newRoute() {
        return routes.newRoute(method, path);
    }

    private BodyRouteDefinition<Void> withoutBody() {
        return new BodyRouteDefinition<>(this, BodyReader.none());
    }

    private static <R> BiFunction<RoutingContext, Void, R> ignoringBody(Function<RoutingContext, R> handler) {
        ParameterValidation.nonNull(handler, "handler");
        return (rc, none) -> handler.apply(rc);
    }
}
