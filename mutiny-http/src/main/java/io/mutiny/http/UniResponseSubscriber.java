package io.mutiny.http;

import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import io.vertx.core.Context;
import io.vertx.ext.web.RoutingContext;

/**
 * Answers a request with the outcome of a {@code Uni}, on the request's context whatever thread the outcome arrives
 * on. A client that disconnects before the outcome cancels the {@code Uni}; the cancellation is only registered when
 * the outcome did not arrive during the subscription (the common synchronous case pays nothing for it): with the
 * request's {@link DisconnectWatch} on a blocking route (the close handler that route sets is kept), with the
 * response's close handler on the event loop (replacing one the route set: Vert.x keeps one).
 */
final class UniResponseSubscriber<T> implements UniSubscriber<T> {

    private final RoutingContext rc;
    private final Context context;
    private final ValueWriter<T> writer;

    private volatile UniSubscription subscription;
    private volatile boolean cancelled;
    private volatile boolean answered;

    UniResponseSubscriber(RoutingContext rc, Context context, ValueWriter<T> writer) {
        this.rc = rc;
        this.context = context;
        this.writer = writer;
    }

    /**
     * Cancels the {@code Uni} when the client goes away before the outcome, as {@code disconnection} reports it, or
     * the response's close handler when it is {@code null}. Call it on the request's context, after subscribing (or
     * before dispatching the subscription to a worker).
     */
    void watchDisconnection(DisconnectWatch disconnection) {
        if (answered) {
            return;
        }
        if (rc.response().closed()) {
            // the client left before the route ran (behind an asynchronous handler): nothing will report it
            cancel();
            return;
        }
        if (disconnection == null) {
            rc.response().closeHandler(ignored -> cancel());
        } else {
            disconnection.onDisconnection(this::cancel);
        }
    }

    private void cancel() {
        cancelled = true;
        UniSubscription current = subscription;
        if (current != null) {
            current.cancel();
        }
    }

    @Override
    public void onSubscribe(UniSubscription subscription) {
        this.subscription = subscription;
        if (cancelled) {
            subscription.cancel();
        }
    }

    @Override
    public void onItem(T item) {
        answered = true;
        if (cancelled) {
            return;
        }
        if (ContextHop.isOn(context)) {
            writer.answer(rc, item);
        } else {
            context.runOnContext(ignored -> writer.answer(rc, item));
        }
    }

    @Override
    public void onFailure(Throwable failure) {
        answered = true;
        if (!cancelled) {
            ContextHop.run(context, () -> ErrorResponses.fail(rc, failure));
        }
    }
}
