package io.mutiny.http;

import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;
import io.vertx.core.Context;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A request body as a {@code Multi<Buffer>} with back pressure: the request stays paused and each
 * {@code request(n)} lets {@code n} more chunks in ({@link HttpServerRequest#fetch(long)}), so an upload larger than
 * memory can be processed chunk by chunk. Items and terminal signals arrive on the request's context. Only one
 * subscriber may consume it; a second one receives an {@link IllegalStateException}. Cancelling pauses the request.
 */
final class RequestBodyMulti extends AbstractMulti<Buffer> {

    private final HttpServerRequest request;
    private final Context context;
    private final AtomicBoolean subscribed = new AtomicBoolean();

    /** Call it on the request's context, before the request can emit anything. */
    RequestBodyMulti(HttpServerRequest request, Context context) {
        this.request = request;
        this.context = context;
        request.pause();
    }

    @Override
    public void subscribe(MultiSubscriber<? super Buffer> subscriber) {
        if (!subscribed.compareAndSet(false, true)) {
            subscriber.onSubscribe(Subscriptions.EMPTY);
            subscriber.onFailure(new IllegalStateException("The request body can only be consumed once"));
            return;
        }
        BodySubscription subscription = new BodySubscription(subscriber);
        // handlers first: the request is paused, so nothing flows before the subscriber's first request, which
        // reaches the context after them
        ContextHop.run(context, subscription::start);
        subscriber.onSubscribe(subscription);
    }

    private final class BodySubscription implements Flow.Subscription {

        private final MultiSubscriber<? super Buffer> downstream;
        private volatile boolean cancelled;

        BodySubscription(MultiSubscriber<? super Buffer> downstream) {
            this.downstream = downstream;
        }

        void start() {
            if (cancelled) {
                return;
            }
            request.handler(chunk -> {
                if (!cancelled) {
                    downstream.onItem(chunk);
                }
            });
            request.exceptionHandler(failure -> {
                if (!cancelled) {
                    cancelled = true;
                    downstream.onFailure(failure);
                }
            });
            request.endHandler(ignored -> {
                if (!cancelled) {
                    cancelled = true;
                    downstream.onCompletion();
                }
            });
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                ContextHop.run(context, () -> {
                    if (!cancelled) {
                        stop();
                        downstream.onFailure(Subscriptions.invalidRequest(n));
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
