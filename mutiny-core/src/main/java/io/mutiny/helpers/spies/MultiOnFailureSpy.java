package io.mutiny.helpers.spies;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.subscription.MultiSubscriber;
import java.util.function.Predicate;

/**
 * A {@link Multi} spy counting the failures (matching a predicate) passing through it, and keeping the last one.
 * Created with {@link Spy#onFailure(Multi)} and its variants.
 *
 * @param <T> the type of the items
 */
public class MultiOnFailureSpy<T> extends MultiSpyBase<T> {

    private final Predicate<? super Throwable> predicate;
    private volatile Throwable lastFailure;

    MultiOnFailureSpy(Multi<? extends T> upstream, Predicate<? super Throwable> predicate) {
        super(upstream);
        this.predicate = ParameterValidation.nonNull(predicate, "predicate");
    }

    /** The last observed failure, {@code null} if none since creation or the last {@link #reset()}. */
    public Throwable lastFailure() {
        return lastFailure;
    }

    /** Sets the count back to zero and forgets the last failure. */
    @Override
    public void reset() {
        super.reset();
        lastFailure = null;
    }

    /**
     * Subscribes to the upstream and passes every signal on unchanged; a failure matching the predicate is counted
     * and kept on the emitting thread before it reaches {@code subscriber}. A predicate that throws makes the
     * failure reaching {@code subscriber} a composite of both.
     */
    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream()
                .onFailure(predicate)
                .invoke(failure -> {
                    incrementInvocationCount();
                    lastFailure = failure;
                })
                .subscribe()
                .withSubscriber(subscriber);
    }

    @Override
    String details() {
        return "lastFailure=" + lastFailure;
    }
}
