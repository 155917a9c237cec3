package io.mutiny.http;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.groups.UniOnTimeout;
import io.mutiny.helpers.ParameterValidation;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Route;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * One method and path of a {@link MutinyRoutes}, waiting for its handler: the adapter's counterpart of Vert.x's
 * {@code Route#respond(rc -> Future)}, for handlers returning a {@code Uni}, a {@code Multi} or a plain value.
 * Immutable: {@link #blocking()}, {@link #consumes}, {@link #timeout}, {@link #body} and {@link #bodyStream()} return a new definition
 * and never change this one, so a definition can be shared.
 *
 * <p>Each terminal method adds one Vert.x {@link Route} and returns it, so that Vert.x settings stay at hand. The
 * terminal fixes, once, how the result is written: the content type (also the route's Vert.x
 * {@link Route#produces produces}: a request whose {@code Accept} refuses it goes on to the next route, and gets 406
 * when none matches), the encoder of the declared type, and for streams the {@link StreamFormat}. A declared body
 * type sets the route's {@link Route#consumes consumes} (JSON types: {@code application/json}; 415 when no route
 * matches).
 *
 * <p>Every terminal takes either a {@code Function<RoutingContext, R>} or, to receive the decoded body, a
 * {@code BiFunction<RoutingContext, B, R>}. Read path parameters with {@code rc.pathParam("id")}, query parameters
 * with {@code rc.queryParams().get("q")}, headers with {@code rc.request().getHeader("X-Name")}. Where handlers run
 * is described by the dispatch table of {@link MutinyRoutes}.
 *
 * @param <B> the type of the decoded request body, {@code Void} when the route declares none
 */
public final class RouteDefinition<B> {

    private final Router router;
    private final MutinyHttpOptions options;
    private final HttpMethod method;
    private final String path;
    private final BodyReader<B> reader;
    private final boolean blocking;
    private final List<String> consumes;
    private final Duration timeout;
    private final ScheduledExecutorService timeoutExecutor;

    private RouteDefinition(
            Router router,
            MutinyHttpOptions options,
            HttpMethod method,
            String path,
            BodyReader<B> reader,
            boolean blocking,
            List<String> consumes,
            Duration timeout,
            ScheduledExecutorService timeoutExecutor) {
        this.router = router;
        this.options = options;
        this.method = method;
        this.path = path;
        this.reader = reader;
        this.blocking = blocking;
        this.consumes = consumes;
        this.timeout = timeout;
        this.timeoutExecutor = timeoutExecutor;
    }

    static RouteDefinition<Void> create(Router router, MutinyHttpOptions options, HttpMethod method, String path) {
        return new RouteDefinition<>(router, options, method, path, BodyReader.none(), false, null, null, null);
    }

    /**
     * A copy whose handlers run on a Vert.x worker thread instead of the event loop: for handlers that block (JDBC,
     * files, {@code await()}). For a {@code Uni} or {@code Multi} handler, the subscription also happens on the
     * worker; the response is still written on the event loop.
     */
    public RouteDefinition<B> blocking() {
        return new RouteDefinition<>(router, options, method, path, reader, true, consumes, timeout, timeoutExecutor);
    }

    /**
     * A copy that matches only requests whose {@code Content-Type} is one of {@code mediaTypes} (Vert.x
     * {@link Route#consumes}), instead of the default of the body type ({@code application/json} for JSON types,
     * anything otherwise).
     */
    public RouteDefinition<B> consumes(String... mediaTypes) {
        ParameterValidation.nonNull(mediaTypes, "mediaTypes");
        if (mediaTypes.length == 0) {
            throw new IllegalArgumentException("`mediaTypes` must not be empty");
        }
        return new RouteDefinition<>(
                router, options, method, path, reader, blocking, List.of(mediaTypes), timeout, timeoutExecutor);
    }

    /**
     * A copy declaring a request body read into memory (up to {@link MutinyHttpOptions#getBodyLimit()}, 413 beyond)
     * and decoded once per request into {@code type}, passed to {@code BiFunction} handlers: {@code String},
     * {@code Buffer} and {@code byte[]} as is, {@code JsonObject}/{@code JsonArray} with Vert.x, anything else from
     * JSON with Jackson (such routes consume {@code application/json}; malformed JSON answers 400 with the line and
     * column).
     */
    public <N> RouteDefinition<N> body(Class<N> type) {
        ParameterValidation.nonNull(type, "type");
        return new RouteDefinition<>(
                router,
                options,
                method,
                path,
                BodyReader.forType(options.getObjectMapper(), type, options.getBodyLimit()),
                blocking,
                consumes,
                timeout,
                timeoutExecutor);
    }

    /**
     * A copy declaring a request body consumed as a {@code Multi<Buffer>}: the request stays paused and each request
     * of the subscriber lets that many chunks in, so an upload larger than memory is processed with back pressure.
     * Chunks arrive on the event loop. No size limit applies. The body can be subscribed to once. When a
     * {@code BodyHandler} set on the whole router read the body first, the stream is the one buffer it kept.
     */
    public RouteDefinition<Multi<Buffer>> bodyStream() {
        return new RouteDefinition<>(
                router, options, method, path, BodyReader.stream(), blocking, consumes, timeout, timeoutExecutor);
    }

    /**
     * A copy whose {@code Uni} handlers ({@link #text}, {@link #json}, {@link #respond}) answer
     * {@code 504 Gateway Timeout} when their {@code Uni} emits no outcome within {@code timeout} of the subscription;
     * the {@code Uni} is then cancelled, so whatever it waits on is released. The timer runs on Mutiny's default
     * worker pool; the answer is written on the event loop. Streams and {@link #value} handlers are not affected (a
     * blocking call cannot be interrupted; a stream is paced by its client).
     *
     * @throws IllegalArgumentException if {@code timeout} is {@code null}, zero or negative
     */
    public RouteDefinition<B> timeout(Duration timeout) {
        ParameterValidation.validate(timeout, "timeout");
        return new RouteDefinition<>(router, options, method, path, reader, blocking, consumes, timeout, null);
    }

    /**
     * {@link #timeout(Duration)} with the timer on {@code executor}.
     *
     * @throws IllegalArgumentException if {@code timeout} is {@code null}, zero or negative, or {@code executor} is
     *     {@code null}
     */
    public RouteDefinition<B> timeout(Duration timeout, ScheduledExecutorService executor) {
        ParameterValidation.validate(timeout, "timeout");
        ParameterValidation.nonNull(executor, "executor");
        return new RouteDefinition<>(router, options, method, path, reader, blocking, consumes, timeout, executor);
    }

    /** Answers with the {@code String} the {@code Uni} emits, as {@code text/plain; charset=utf-8}. Event loop. */
    public Route text(BiFunction<RoutingContext, B, Uni<String>> handler) {
        return respond(String.class, handler);
    }

    /** {@link #text(BiFunction)} for a handler that does not need the body. */
    public Route text(Function<RoutingContext, Uni<String>> handler) {
        return text(withoutBody(handler));
    }

    /**
     * Answers with the item the {@code Uni} emits, as JSON ({@code application/json}), whatever its type (a
     * {@code String} is quoted). Event loop. A {@code null} item answers 204.
     */
    public <T> Route json(Class<T> type, BiFunction<RoutingContext, B, Uni<T>> handler) {
        return register(
                Responder.uni(ValueWriter.json(options.getObjectMapper(), checkType(type))), withTimeout(handler));
    }

    /** {@link #json(Class, BiFunction)} for a handler that does not need the body. */
    public <T> Route json(Class<T> type, Function<RoutingContext, Uni<T>> handler) {
        return json(type, withoutBody(handler));
    }

    /**
     * Answers with the item the {@code Uni} emits, encoded according to {@code type}: {@code String} as text/plain,
     * {@code Buffer}/{@code byte[]} as application/octet-stream, {@code Void} (and any {@code null} item) as 204 No
     * Content, anything else as JSON. Event loop.
     */
    public <T> Route respond(Class<T> type, BiFunction<RoutingContext, B, Uni<T>> handler) {
        return register(
                Responder.uni(ValueWriter.forType(options.getObjectMapper(), checkType(type))), withTimeout(handler));
    }

    /** {@link #respond(Class, BiFunction)} for a handler that does not need the body. */
    public <T> Route respond(Class<T> type, Function<RoutingContext, Uni<T>> handler) {
        return respond(type, withoutBody(handler));
    }

    /**
     * Answers with a plain value computed by a handler that may block: it always runs on a worker thread and its
     * result is written on the event loop, encoded as for {@link #respond}. A {@code null} result answers 204.
     */
    public <T> Route value(Class<T> type, BiFunction<RoutingContext, B, T> handler) {
        return register(Responder.value(ValueWriter.forType(options.getObjectMapper(), checkType(type))), handler);
    }

    /** {@link #value(Class, BiFunction)} for a handler that does not need the body. */
    public <T> Route value(Class<T> type, Function<RoutingContext, T> handler) {
        return value(type, withoutBody(handler));
    }

    /** Streams the items as newline-delimited JSON ({@code application/x-ndjson}). Event loop. */
    public <T> Route ndjson(Class<T> type, BiFunction<RoutingContext, B, Multi<T>> handler) {
        return stream(StreamFormat.ndjson(options.getObjectMapper(), checkType(type)), handler);
    }

    /** {@link #ndjson(Class, BiFunction)} for a handler that does not need the body. */
    public <T> Route ndjson(Class<T> type, Function<RoutingContext, Multi<T>> handler) {
        return ndjson(type, withoutBody(handler));
    }

    /**
     * Streams the items as Server-Sent Events ({@code text/event-stream}); emit {@link ServerSentEvent}s to set
     * {@code id}, {@code event}, {@code retry} or comments. Event loop.
     */
    public <T> Route sse(Class<T> type, BiFunction<RoutingContext, B, Multi<T>> handler) {
        return stream(StreamFormat.sse(options.getObjectMapper(), checkType(type)), handler);
    }

    /** {@link #sse(Class, BiFunction)} for a handler that does not need the body. */
    public <T> Route sse(Class<T> type, Function<RoutingContext, Multi<T>> handler) {
        return sse(type, withoutBody(handler));
    }

    /** Streams the items as one JSON array, {@code [a,b,...]} ({@code application/json}). Event loop. */
    public <T> Route jsonArray(Class<T> type, BiFunction<RoutingContext, B, Multi<T>> handler) {
        return stream(StreamFormat.jsonArray(options.getObjectMapper(), checkType(type)), handler);
    }

    /** {@link #jsonArray(Class, BiFunction)} for a handler that does not need the body. */
    public <T> Route jsonArray(Class<T> type, Function<RoutingContext, Multi<T>> handler) {
        return jsonArray(type, withoutBody(handler));
    }

    /**
     * Streams {@code String} (UTF-8 text/plain), {@code Buffer} or {@code byte[]} items (application/octet-stream) as
     * raw chunks. Event loop.
     *
     * @throws IllegalArgumentException if {@code type} is none of these
     */
    public <T> Route chunked(Class<T> type, BiFunction<RoutingContext, B, Multi<T>> handler) {
        return stream(StreamFormat.chunked(checkType(type)), handler);
    }

    /** {@link #chunked(Class, BiFunction)} for a handler that does not need the body. */
    public <T> Route chunked(Class<T> type, Function<RoutingContext, Multi<T>> handler) {
        return chunked(type, withoutBody(handler));
    }

    /** Streams the items with a {@link StreamFormat} of your choice. Event loop. */
    public <T> Route stream(StreamFormat<T> format, BiFunction<RoutingContext, B, Multi<T>> handler) {
        ParameterValidation.nonNull(format, "format");
        return register(Responder.stream(format, options), handler);
    }

    /** {@link #stream(StreamFormat, BiFunction)} for a handler that does not need the body. */
    public <T> Route stream(StreamFormat<T> format, Function<RoutingContext, Multi<T>> handler) {
        return stream(format, withoutBody(handler));
    }

    private <R> Route register(Responder<R> responder, BiFunction<RoutingContext, B, R> handler) {
        ParameterValidation.nonNull(handler, "handler");
        Route route = router.route(method, path);
        if (responder.contentType() != null) {
            route.produces(ValueWriter.mediaType(responder.contentType()));
        }
        List<String> accepted = consumes != null ? consumes : reader.consumes();
        for (String mediaType : accepted) {
            route.consumes(mediaType);
        }
        if (reader.buffered()) {
            // sized by Content-Length: without it BodyHandler starts every body at 1 KiB and grows it by copies
            route.handler(BodyHandler.create(false)
                    .setBodyLimit(options.getBodyLimit())
                    .setPreallocateBodyBuffer(true));
        }
        return route.handler(new RouteInvoker<>(reader, handler, responder, blocking));
    }

    /** The handler itself without a timeout; with one, a handler whose {@code Uni} fails with 504 after it. */
    private <T> BiFunction<RoutingContext, B, Uni<T>> withTimeout(BiFunction<RoutingContext, B, Uni<T>> handler) {
        ParameterValidation.nonNull(handler, "handler");
        if (timeout == null) {
            return handler;
        }
        Duration after = timeout;
        ScheduledExecutorService executor = timeoutExecutor;
        return (rc, body) -> {
            Uni<T> uni = handler.apply(rc, body);
            if (uni == null) {
                return null; // reported by the invoker like any null Uni
            }
            UniOnTimeout<T> onTimeout = uni.ifNoItem().after(after);
            return (executor != null ? onTimeout.on(executor) : onTimeout)
                    .failWith(() -> new HttpStatusException(
                            504, "The answer did not arrive within " + after.toMillis() + " ms"));
        };
    }

    private static <X, R> BiFunction<RoutingContext, X, R> withoutBody(Function<RoutingContext, R> handler) {
        ParameterValidation.nonNull(handler, "handler");
        return (rc, ignored) -> handler.apply(rc);
    }

    private static <T> Class<T> checkType(Class<T> type) {
        return ParameterValidation.nonNull(type, "type");
    }
}
