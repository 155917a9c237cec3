package io.mutiny.http;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.operators.AbstractUni;
import io.vertx.core.Context;
import io.vertx.ext.web.RoutingContext;
import java.util.function.Consumer;

/**
 * How a route answers with its handler's result (a value, a {@code Uni} or a {@code Multi}). {@link #prepare} runs
 * on the request's context before the handler is called and registers what must be registered there (close
 * handlers); the consumer it returns may then be called on any thread, the event loop or a worker.
 */
@FunctionalInterface
interface Responder<R> {

    Consumer<R> prepare(RoutingContext rc, Context context);

    /** Whether the handler may return {@code null} (a plain value: 204); a {@code null} Uni or Multi is a bug. */
    default boolean acceptsNull() {
        return false;
    }

    static <T> Responder<T> value(ValueWriter<T> writer) {
        return new Responder<>() {
            @Override
            public Consumer<T> prepare(RoutingContext rc, Context context) {
                return value -> ContextHop.run(context, () -> writer.write(rc.response(), value));
            }

            @Override
            public boolean acceptsNull() {
                return true;
            }
        };
    }

    static <T> Responder<Uni<T>> uni(ValueWriter<T> writer) {
        return (rc, context) -> {
            UniResponseSubscriber<T> subscriber = new UniResponseSubscriber<>(rc, context, writer);
            return uni -> AbstractUni.subscribe(uni, subscriber);
        };
    }

    static <T> Responder<Multi<T>> stream(StreamFormat<T> format, MutinyHttpOptions options) {
        return (rc, context) -> {
            ResponseStreamSubscriber<T> subscriber = new ResponseStreamSubscriber<>(
                    rc.response(),
                    context,
                    format,
                    options.getStreamBatchSize(),
                    options.getSseHeartbeat(),
                    ErrorResponses.describe(rc),
                    failure -> ErrorResponses.fail(rc, failure));
            return multi -> multi.subscribe(subscriber);
        };
    }
}
