package io.mutiny.http;

import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import io.vertx.core.Context;
import io.vertx.ext.web.RoutingContext;

/**
 * Answers a request with the outcome of a {@code Uni}, on the request's context whatever thread the outcome arrives
 * on. A client that disconnects before the outcome cancels the {@code Uni}.
 */
final class UniResponseSubscriber<T> implements UniSubscriber<T> {

    private final RoutingContext rc;
    private final Context context;
    private final ValueWriter<T> writer;

    private volatile UniSubscription subscription;
    private volatile boolean cancelled;

    /** Must be created on the request's context: it registers the response's close handler. */
    UniResponseSubscriber(RoutingContext rc, Context context, ValueWriter<T> writer) {
        this.rc = rc;
        this.context = context;
        this.writer = writer;
        rc.response().closeHandler(ignored -> cancel());
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
        if (!cancelled) {
            ContextHop.run(context, () -> {
                try {
                    writer.write(rc.response(), item);
                } catch (RuntimeException encodingFailure) {
                    ErrorResponses.fail(rc, encodingFailure);
                }
            });
        }
    }

    @Override
    public void onFailure(Throwable failure) {
        if (!cancelled) {
            ContextHop.run(context, () -> ErrorResponses.fail(rc, failure));
        }
    }
}
