package io.mutiny.infrastructure;

import io.mutiny.Uni;
import io.mutiny.subscription.UniSubscriber;

/**
 * Sees every {@link Uni} created by the library's operators and every subscription to them: the hook for
 * context propagation, tracing or metrics. Both methods return their argument unchanged by default.
 */
public interface UniInterceptor extends MutinyInterceptor {

    /** Called when an operator creates a {@code Uni}; returns the instance to use. */
    default <T> Uni<T> onUniCreation(Uni<T> uni) {
        return uni;
    }

    /** Called when {@code instance} is subscribed to; returns the subscriber to use. */
    default <T> UniSubscriber<? super T> onSubscription(Uni<T> instance, UniSubscriber<? super T> subscriber) {
        return subscriber;
    }
}
