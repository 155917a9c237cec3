package io.mutiny.http;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.operators.KnownOutcomes;
import io.vertx.core.Context;
import io.vertx.ext.web.RoutingContext;
import java.util.function.Consumer;

/**
 * How a route answers with its handler's result (a value, a {@code Uni} or a {@code Multi}), chosen once per route.
 */
interface Responder<R> {

    /** The content type of the answer (the route's {@code produces}), or {@code null} for a route answering 204. */
    String contentType();

    /** Whether the handler always runs on a worker thread, its result then answered on the request's context. */
    boolean onWorker();

    /** Whether the handler may return {@code null} (a plain value: 204); a {@code null} Uni or Multi is a bug. */
    boolean acceptsNull();

    /**
     * Whether the invoker registers a {@link DisconnectWatch} before the handler runs, so that a close handler the
     * handler sets on the response is kept: for a {@code Multi}, and for a {@code Uni} subscribed on a worker
     * ({@code blocking}). A {@code Uni} answered from the event loop keeps its path free of it (most outcomes arrive
     * during the subscription): its subscriber sets the response's close handler only if the outcome is pending.
     */
    boolean watchesDisconnectionFirst(boolean blocking);

    /**
     * Answers with {@code result}; called on the request's {@code context}. {@code disconnection} is the request's
     * watch when {@link #watchesDisconnectionFirst} said so, {@code null} otherwise.
     */
    void respond(RoutingContext rc, Context context, R result, DisconnectWatch disconnection);

    /**
     * Prepares, on the request's {@code context}, the answer of a handler dispatched to a worker thread, and returns
     * what the worker calls with the handler's result. {@code disconnection} as in {@link #respond}.
     */
    Consumer<R> prepareForWorker(RoutingContext rc, Context context, DisconnectWatch disconnection);

    static <T> Responder<T> value(ValueWriter<T> writer) {
        return new Responder<>() {
            @Override
            public String contentType() {
                return writer.contentType();
            }

            @Override
            public boolean onWorker() {
                return true;
            }

            @Override
            public boolean acceptsNull() {
                return true;
            }

            @Override
            public boolean watchesDisconnectionFirst(boolean blocking) {
                return false;
            }

            @Override
            public void respond(RoutingContext rc, Context context, T value, DisconnectWatch disconnection) {
                writer.answer(rc, value);
            }

            @Override
            public Consumer<T> prepareForWorker(RoutingContext rc, Context context, DisconnectWatch disconnection) {
                throw new UnsupportedOperationException("a value is always answered from the context");
            }
        };
    }

    static <T> Responder<Uni<T>> uni(ValueWriter<T> writer) {
        return new Responder<>() {
            @Override
            public String contentType() {
                return writer.contentType();
            }

            @Override
            public boolean onWorker() {
                return false;
            }

            @Override
            public boolean acceptsNull() {
                return false;
            }

            @Override
            public boolean watchesDisconnectionFirst(boolean blocking) {
                return blocking;
            }

            @Override
            @SuppressWarnings("unchecked")
            public void respond(RoutingContext rc, Context context, Uni<T> uni, DisconnectWatch disconnection) {
                if (uni instanceof KnownOutcome<?> known) {
                    // Uni.createFrom().item(..) and failure(..): the outcome is at hand, answered like a
                    // subscriber would receive it (on this thread) without a subscriber, subscription or close
                    // handler: nothing can arrive later, and there is nothing to cancel
                    Object outcome = KnownOutcomes.read(known, rc, ErrorResponses::fail);
                    if (outcome != KnownOutcomes.FAILED) {
                        writer.answer(rc, (T) outcome);
                    }
                    return;
                }
                UniResponseSubscriber<T> subscriber = new UniResponseSubscriber<>(rc, context, writer);
                uni.subscribe().withSubscriber(subscriber);
                subscriber.watchDisconnection(disconnection);
            }

            @Override
            public Consumer<Uni<T>> prepareForWorker(
                    RoutingContext rc, Context context, DisconnectWatch disconnection) {
                UniResponseSubscriber<T> subscriber = new UniResponseSubscriber<>(rc, context, writer);
                subscriber.watchDisconnection(disconnection);
                return uni -> uni.subscribe().withSubscriber(subscriber);
            }
        };
    }

    static <T> Responder<Multi<T>> stream(StreamFormat<T> format, MutinyHttpOptions options) {
        return new Responder<>() {
            @Override
            public String contentType() {
                return format.contentType();
            }

            @Override
            public boolean onWorker() {
                return false;
            }

            @Override
            public boolean acceptsNull() {
                return false;
            }

            @Override
            public boolean watchesDisconnectionFirst(boolean blocking) {
                return true;
            }

            @Override
            public void respond(RoutingContext rc, Context context, Multi<T> multi, DisconnectWatch disconnection) {
                multi.subscribe(subscriber(rc, context, disconnection));
            }

            @Override
            public Consumer<Multi<T>> prepareForWorker(
                    RoutingContext rc, Context context, DisconnectWatch disconnection) {
                ResponseStreamSubscriber<T> subscriber = subscriber(rc, context, disconnection);
                return multi -> multi.subscribe(subscriber);
            }

            private ResponseStreamSubscriber<T> subscriber(
                    RoutingContext rc, Context context, DisconnectWatch disconnection) {
                return new ResponseStreamSubscriber<>(
                        rc.response(),
                        context,
                        format,
                        options.getStreamBatchSize(),
                        options.getSseHeartbeat(),
                        rc.request(),
                        disconnection);
            }
        };
    }
}
