package io.mutiny.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.ext.web.Route;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import java.util.function.BiFunction;
import java.util.function.Consumer;

/**
 * A route whose handlers receive the decoded request body next to the {@link RoutingContext}. Obtained from
 * {@link RouteDefinition#body(Class)} or {@link RouteDefinition#bodyStream()}; the terminal methods are those of
 * {@link RouteDefinition}, with a {@link BiFunction} handler. The body is read and decoded on the event loop before
 * the handler is dispatched (see the dispatch table in {@link MutinyRoutes}): malformed JSON answers 400, a body
 * over the limit 413, a wrong {@code Content-Type} 415.
 *
 * @param <B> the body type
 */
public final class BodyRouteDefinition<B> {

    private final RouteDefinition definition;
    private final BodyReader<B> reader;

    BodyRouteDefinition(RouteDefinition definition, BodyReader<B> reader) {
        this.definition = definition;
        this.reader = reader;
    }

    /** Same as {@link RouteDefinition#blocking()}. */
    public BodyRouteDefinition<B> blocking() {
        definition.blocking();
        return this;
    }

    /** Same as {@link RouteDefinition#text}, with the body. */
    public Route text(BiFunction<RoutingContext, B, Uni<String>> handler) {
        return uni(String.class, handler);
    }

    /** Same as {@link RouteDefinition#json}, with the body. */
    public <T> Route json(Class<T> type, BiFunction<RoutingContext, B, Uni<T>> handler) {
        checkType(type);
        return register(Responder.uni(ValueWriter.json(mapper(), type)), "application/json", handler);
    }

    /** Same as {@link RouteDefinition#uni}, with the body. */
    public <T> Route uni(Class<T> type, BiFunction<RoutingContext, B, Uni<T>> handler) {
        ValueWriter<T> writer = ValueWriter.forType(mapper(), checkType(type));
        return register(Responder.uni(writer), writer.contentType(), handler);
    }

    /** Same as {@link RouteDefinition#value}, with the body. */
    public <T> Route value(Class<T> type, BiFunction<RoutingContext, B, T> handler) {
        ValueWriter<T> writer = ValueWriter.forType(mapper(), checkType(type));
        definition.blocking();
        return register(Responder.value(writer), writer.contentType(), handler);
    }

    /** Same as {@link RouteDefinition#ndjson}, with the body. */
    public <T> Route ndjson(Class<T> type, BiFunction<RoutingContext, B, Multi<T>> handler) {
        return stream(StreamFormat.ndjson(mapper(), checkType(type)), handler);
    }

    /** Same as {@link RouteDefinition#sse}, with the body. */
    public <T> Route sse(Class<T> type, BiFunction<RoutingContext, B, Multi<T>> handler) {
        return stream(StreamFormat.sse(mapper(), checkType(type)), handler);
    }

    /** Same as {@link RouteDefinition#jsonArray}, with the body. */
    public <T> Route jsonArray(Class<T> type, BiFunction<RoutingContext, B, Multi<T>> handler) {
        return stream(StreamFormat.jsonArray(mapper(), checkType(type)), handler);
    }

    /** Same as {@link RouteDefinition#chunked}, with the body. */
    public <T> Route chunked(Class<T> type, BiFunction<RoutingContext, B, Multi<T>> handler) {
        return stream(StreamFormat.chunked(checkType(type)), handler);
    }

    /** Same as {@link RouteDefinition#stream}, with the body. */
    public <T> Route stream(StreamFormat<T> format, BiFunction<RoutingContext, B, Multi<T>> handler) {
        ParameterValidation.nonNull(format, "format");
        return register(Responder.stream(format, definition.options()), format.contentType(), handler);
    }

    private <R> Route register(Responder<R> responder, String produces, BiFunction<RoutingContext, B, R> handler) {
        ParameterValidation.nonNull(handler, "handler");
        Route route = definition.newRoute();
        String consumes = reader.consumes();
        BodyHandler bodyHandler = reader.buffered()
                ? BodyHandler.create(false).setBodyLimit(definition.options().getBodyLimit())
                : null;
        // negotiation first, so that a wrong Content-Type is refused before any byte is buffered; the body handler
        // is called from here because Vert.x only accepts one before any user handler
        route.handler(rc -> {
            if (!ContentNegotiation.check(rc, consumes, produces)) {
                return;
            }
            if (bodyHandler != null) {
                bodyHandler.handle(rc);
            } else {
                rc.next();
            }
        });
        boolean blocking = definition.isBlocking();
        return route.handler(rc -> handle(rc, responder, handler, blocking));
    }

    private <R> void handle(
            RoutingContext rc, Responder<R> responder, BiFunction<RoutingContext, B, R> handler, boolean blocking) {
        Context context = Vertx.currentContext();
        B body;
        Consumer<R> respond;
        try {
            body = reader.read(rc);
            respond = responder.prepare(rc, context);
        } catch (RuntimeException e) {
            ErrorResponses.fail(rc, e);
            return;
        }
        Runnable call = () -> {
            R result = handler.apply(rc, body);
            if (result == null && !responder.acceptsNull()) {
                throw new NullPointerException(
                        "The handler of " + rc.currentRoute().getPath() + " returned `null`");
            }
            respond.accept(result);
        };
        if (blocking) {
            context.executeBlocking(
                            () -> {
                                call.run();
                                return null;
                            },
                            false)
                    .onFailure(failure -> ErrorResponses.fail(rc, failure));
        } else {
            try {
                call.run();
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                ErrorResponses.fail(rc, failure);
            }
        }
    }

    private ObjectMapper mapper() {
        return definition.options().getObjectMapper();
    }

    private static <T> Class<T> checkType(Class<T> type) {
        return ParameterValidation.nonNull(type, "type");
    }
}
