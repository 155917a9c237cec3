package io.mutiny.operators.multi;

import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

/**
 * Emits the items of an {@link Iterable}: each subscriber gets its own iterator. Fuseable ({@code SYNC}); across a
 * thread boundary only for the items of an array, since a user's iterable may run user code as it iterates.
 */
public final class MultiFromIterableOp<T> extends AbstractMulti<T> {

    private final Iterable<? extends T> iterable;
    private final int fusionModes;

    /** Emits the items of a user's {@code iterable}. */
    public MultiFromIterableOp(Iterable<? extends T> iterable) {
        this(iterable, FusedSubscription.SYNC);
    }

    private MultiFromIterableOp(Iterable<? extends T> iterable, int fusionModes) {
        this.iterable = ParameterValidation.nonNull(iterable, "iterable");
        this.fusionModes = fusionModes;
    }

    /** Emits the items of {@code items} (validated by the caller), in order; the array is not copied. */
    @SafeVarargs
    public static <T> MultiFromIterableOp<T> ofArray(T... items) {
        return new MultiFromIterableOp<>(Arrays.asList(items), FusedSubscription.SYNC | FusedSubscription.BOUNDARY);
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        Iterator<? extends T> iterator;
        try {
            iterator = ParameterValidation.nonNullNpe(iterable.iterator(), "The iterable produced a `null` iterator");
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            Subscriptions.fail(subscriber, failure);
            return;
        }
        // an iterable has nothing to release when its emission ends; a list's size lets collect().asList() size its
        // list once
        List<?> list = iterable instanceof List<?> l ? l : null;
        IteratorSubscription.subscribe(subscriber, iterator, IteratorSubscription.NO_ACTION, fusionModes, list);
    }
}
