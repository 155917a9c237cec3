package io.mutiny.subscription;

import java.util.concurrent.Flow;

/** The subscription a {@code Uni} gives its subscriber: only cancellation matters, requests are implicit. */
public interface UniSubscription extends Flow.Subscription, Cancellable {

    /** Cancels the operation: no item or failure is delivered afterwards. Idempotent. */
    @Override
    void cancel();

    /** Ignored: a {@code Uni} emits its single outcome without being asked. */
    @Override
    default void request(long n) {
        // a Uni has an implicit demand of one
    }
}
