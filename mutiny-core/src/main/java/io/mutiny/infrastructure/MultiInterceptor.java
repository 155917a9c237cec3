package io.mutiny.infrastructure;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

/**
 * Sees every {@link Multi} created by the library's operators and every subscription to them: the hook for
 * context propagation, tracing or metrics. Both methods return their argument unchanged by default.
 */
public interface MultiInterceptor extends MutinyInterceptor {

    /** Called when an operator creates a {@code Multi}; returns the instance to use. */
    default <T> Multi<T> onMultiCreation(Multi<T> multi) {
        return multi;
    }

    /** Called when {@code instance} is subscribed to; returns the subscriber to use. */
    default <T> Flow.Subscriber<? super T> onSubscription(
            Flow.Publisher<? extends T> instance, Flow.Subscriber<? super T> subscriber) {
        return subscriber;
    }
}
