package io.mutiny.http;

import io.vertx.core.Context;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A request body as a publisher of {@code Buffer}s with back pressure (exposed to handlers as a {@code Multi} by
 * {@code Multi.createFrom().publisher}): the request stays paused and each
 * {@code request(n)} lets {@code n} more chunks in ({@link HttpServerRequest#fetch(long)}), so an upload larger than
 * memory can be processed chunk by chunk. Items and terminal signals arrive on the request's context. Only one
 * subscriber may consume it; a second one receives an {@link IllegalStateException}. Cancelling pauses the request.
 */
final class RequestBodyPublisher implements Flow.Publisher<Buffer> {

    private final HttpServerRequest request;
    private final Context context;
    private final AtomicBoolean subscribed = new AtomicBoolean();

    /** Call it on the request's context, before the request can emit anything. */
    RequestBodyPublisher(HttpServerRequest request, Context context) {
        this.request = request;
        this.context = context;
        request.pause();
    }

    @Override
    public void subscribe(Flow.Subscriber<? super Buffer> subscriber) {
        if (!subscribed.compareAndSet(false, true)) {
            subscriber.onSubscribe(new Flow.Subscription() {
                @Override
                public void request(long n) {}

                @Override
                public void cancel() {}
            });
            subscriber.onError(new IllegalStateException("The request body can only be consumed once"));
            return;
        }
        BodySubscription subscription = new BodySubscription(subscriber);
        // handlers first: the request is paused, so nothing flows before the subscriber's first request, which
        // reaches the context after them
        ContextHop.run(context, subscription::start);
        subscriber.onSubscribe(subscription);
    }

    private final class BodySubscription implements Flow.Subscription {

        private final Flow.Subscriber<? super Buffer> downstream;
        private volatile boolean cancelled;

        BodySubscription(Flow.Subscriber<? super Buffer> downstream) {
            this.downstream = downstream;
        }

        void start() {
            if (cancelled) {
                return;
            }
            request.handler(chunk -> {
                if (!cancelled) {
                    downstream.onNext(chunk);
                }
            });
            request.exceptionHandler(failure -> {
                if (!cancelled) {
                    cancelled = true;
                    downstream.onError(failure);
                }
            });
            request.endHandler(ignored -> {
                if (!cancelled) {
                    cancelled = true;
                    downstream.onComplete();
                }
            });
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                ContextHop.run(context, () -> {
                    if (!cancelled) {
                        stop();
                        downstream.onError(new IllegalArgumentException("Invalid request of " + n
                                + " chunks: it must be positive (Reactive Streams rule 3.9)"));
                    }
                });
                return;
            }
            ContextHop.run(context, () -> {
                if (!cancelled) {
                    request.fetch(n);
                }
            });
        }

        @Override
        public void cancel() {
            ContextHop.run(context, () -> {
                if (!cancelled) {
                    stop();
                }
            });
        }

        private void stop() {
            cancelled = true;
            request.pause();
        }
    }
}
