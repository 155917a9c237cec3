package io.mutiny.http;

import io.vertx.core.Context;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpVersion;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A request body as a publisher of {@code Buffer}s with back pressure (exposed to handlers as a {@code Multi} by
 * {@code Multi.createFrom().publisher}): the request stays paused and each
 * {@code request(n)} lets {@code n} more chunks in ({@link HttpServerRequest#fetch(long)}), so an upload larger than
 * memory can be processed chunk by chunk. Items and terminal signals arrive on the request's context. Only one
 * subscriber may consume it; a second one receives an {@link IllegalStateException}. Cancelling discards the rest
 * of the body, and so does the end of the response when nothing subscribed: a paused request would never end, and
 * a client that sends its whole body before it reads the answer would wait forever.
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

    /**
     * Reads the body to its end without delivering it when nothing subscribed; call it on the context once the
     * response ended. A later subscriber receives an {@link IllegalStateException}.
     */
    void discardUnlessSubscribed() {
        if (subscribed.compareAndSet(false, true)) {
            discard();
        }
    }

    /** Lets the rest of the body in and drops it, so that the request ends. Call it on the context. */
    private void discard() {
        if (!request.isEnded()) {
            request.handler(ignored -> {});
            request.resume();
        }
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
        subscriber.onSubscribe(subscription);
        // only once onSubscribe returned: a subscriber on another thread (a blocking route) that requests in
        // onSubscribe would otherwise receive chunks on the context while onSubscribe still runs (rule 1.3). The
        // requests made meanwhile are kept until then
        ContextHop.run(context, subscription::start);
    }

    private final class BodySubscription implements Flow.Subscription {

        private final Flow.Subscriber<? super Buffer> downstream;
        private volatile boolean cancelled;

        // Confined to the context.
        /** Whether {@link #start()} ran: chunks may flow, requests go to the request at once. */
        private boolean started;
        /** The chunks requested before {@link #start()}, saturated at {@code Long.MAX_VALUE}. */
        private long requestedBeforeStart;
        /** An invalid request made before {@link #start()}, signalled by it. */
        private IllegalArgumentException invalidBeforeStart;

        BodySubscription(Flow.Subscriber<? super Buffer> downstream) {
            this.downstream = downstream;
        }

        /** Runs on the context once {@code onSubscribe} returned. */
        void start() {
            started = true;
            if (invalidBeforeStart != null) {
                downstream.onError(invalidBeforeStart);
                return;
            }
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
            if (request.version() != HttpVersion.HTTP_1_0
                    && "100-continue".equalsIgnoreCase(request.getHeader(HttpHeaders.EXPECT))) {
                // the client sends the body only once told to (a BodyHandler does it for typed bodies): without
                // it, no chunk would ever come
                request.response().writeContinue();
            }
            if (requestedBeforeStart > 0) {
                request.fetch(requestedBeforeStart);
            }
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                ContextHop.run(context, () -> {
                    if (!cancelled) {
                        stop();
                        IllegalArgumentException invalid = new IllegalArgumentException(
                                "Invalid request of " + n + " chunks: it must be positive (Reactive Streams rule 3.9)");
                        if (started) {
                            downstream.onError(invalid);
                        } else {
                            invalidBeforeStart = invalid;
                        }
                    }
                });
                return;
            }
            ContextHop.run(context, () -> {
                if (cancelled) {
                    return;
                }
                if (started) {
                    request.fetch(n);
                } else {
                    long total = requestedBeforeStart + n;
                    requestedBeforeStart = total < 0 ? Long.MAX_VALUE : total;
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
            // a paused request would stay unfinished: the client could not complete the upload, nor read the answer
            discard();
        }
    }
}
