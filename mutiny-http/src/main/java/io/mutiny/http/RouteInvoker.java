package io.mutiny.http;

import io.mutiny.helpers.Exceptions;
import io.vertx.core.Context;
import io.vertx.core.Handler;
import io.vertx.core.Vertx;
import io.vertx.ext.web.RoutingContext;
import java.util.function.BiFunction;
import java.util.function.Consumer;

/**
 * The Vert.x handler of one route: decodes the body, calls the user's handler on the event loop or a worker
 * thread, and passes its result to the route's {@link Responder}. One instance per route; on the event-loop path its
 * only allocation per request is the {@link DisconnectWatch} of a route streaming a {@code Multi} (and Vert.x Web's
 * end handler list that it starts).
 */
final class RouteInvoker<B, R> implements Handler<RoutingContext> {

    private final BodyReader<B> reader;
    private final BiFunction<RoutingContext, B, R> handler;
    private final Responder<R> responder;
    private final boolean blocking;

    RouteInvoker(
            BodyReader<B> reader, BiFunction<RoutingContext, B, R> handler, Responder<R> responder, boolean blocking) {
        this.reader = reader;
        this.handler = handler;
        this.responder = responder;
        this.blocking = blocking;
    }

    @Override
    public void handle(RoutingContext rc) {
        Context context = Vertx.currentContext();
        B body;
        try {
            body = reader.read(rc);
        } catch (RuntimeException e) {
            ErrorResponses.fail(rc, e);
            return;
        }
        // before the handler runs: a close handler that the handler sets on the response is then kept
        DisconnectWatch disconnection =
                responder.watchesDisconnectionFirst(blocking) ? DisconnectWatch.register(rc) : null;
        if (responder.onWorker()) {
            // one hop each way, like a raw executeBlocking: the future completes on the context
            context.executeBlocking(() -> call(rc, body), false).onComplete(outcome -> {
                if (outcome.succeeded()) {
                    responder.respond(rc, context, outcome.result(), disconnection);
                } else {
                    ErrorResponses.fail(rc, outcome.cause());
                }
            });
        } else if (blocking) {
            Consumer<R> answer;
            try {
                answer = responder.prepareForWorker(rc, context, disconnection);
            } catch (RuntimeException e) {
                ErrorResponses.fail(rc, e);
                return;
            }
            context.executeBlocking(
                            () -> {
                                answer.accept(call(rc, body));
                                return null;
                            },
                            false)
                    .onFailure(failure -> ErrorResponses.fail(rc, failure));
        } else {
            R result;
            try {
                result = call(rc, body);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                ErrorResponses.fail(rc, failure);
                return;
            }
            responder.respond(rc, context, result, disconnection);
        }
    }

    private R call(RoutingContext rc, B body) {
        R result = handler.apply(rc, body);
        if (result == null && !responder.acceptsNull()) {
            throw new NullPointerException("The handler of " + rc.currentRoute().getPath() + " returned `null`");
        }
        return result;
    }
}
