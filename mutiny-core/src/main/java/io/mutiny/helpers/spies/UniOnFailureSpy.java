package io.mutiny.helpers.spies;

import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import java.util.function.Predicate;

/**
 * A {@link Uni} spy counting the failures (matching a predicate) passing through it, and keeping the last one.
 * Created with {@link Spy#onFailure(Uni)} and its variants.
 *
 * @param <T> the type of the item
 */
public class UniOnFailureSpy<T> extends UniSpyBase<T> {

    private final Predicate<? super Throwable> predicate;
    private volatile Throwable lastFailure;

    UniOnFailureSpy(Uni<? extends T> upstream, Predicate<? super Throwable> predicate) {
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
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        AbstractUni.subscribe(
                spiedUni().onFailure(predicate).invoke(failure -> {
                    incrementInvocationCount();
                    lastFailure = failure;
                }),
                subscriber);
    }

    @Override
    String details() {
        return "lastFailure=" + lastFailure;
    }
}
