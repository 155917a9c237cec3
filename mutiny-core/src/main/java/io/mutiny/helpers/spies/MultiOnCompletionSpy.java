package io.mutiny.helpers.spies;

import io.mutiny.Multi;
import io.mutiny.subscription.MultiSubscriber;

/**
 * A {@link Multi} spy counting the completions passing through it. Created with {@link Spy#onCompletion(Multi)}.
 *
 * @param <T> the type of the items
 */
public class MultiOnCompletionSpy<T> extends MultiSpyBase<T> {

    MultiOnCompletionSpy(Multi<? extends T> upstream) {
        super(upstream);
    }

    /**
     * Subscribes to the upstream and passes every signal on unchanged; the completion is counted on the emitting
     * thread before it reaches {@code subscriber}.
     */
    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream()
                .onCompletion()
                .invoke(this::incrementInvocationCount)
                .subscribe()
                .withSubscriber(subscriber);
    }
}
