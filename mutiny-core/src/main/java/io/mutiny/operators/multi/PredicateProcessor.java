package io.mutiny.operators.multi;

import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.function.Predicate;

/**
 * The inner subscriber of the operators that test each item against a predicate, on the upstream's thread: an
 * item that passes goes downstream, one that does not is handed to {@link #onRejected}, and a predicate that
 * throws cancels the upstream and fails the stream. Fuseable ({@code SYNC}, never across a thread boundary).
 *
 * <p>It sums the downstream requests, so that a dropped item is replaced only while the demand is bounded: once the
 * downstream asked for {@code Long.MAX_VALUE} items, asking the upstream for one more is pointless.
 */
abstract class PredicateProcessor<T> extends FuseableProcessor<T, T> {

    @SuppressWarnings("rawtypes")
    private static final AtomicLongFieldUpdater<PredicateProcessor> REQUESTED =
            AtomicLongFieldUpdater.newUpdater(PredicateProcessor.class, "requested");

    private final Predicate<? super T> predicate;

    /** The sum of the downstream requests, saturated at {@code Long.MAX_VALUE} (the demand is then unbounded). */
    private volatile long requested;

    PredicateProcessor(MultiSubscriber<? super T> downstream, Predicate<? super T> predicate) {
        super(downstream);
        this.predicate = predicate;
    }

    /**
     * Hands the item to {@link #onRejected} unless {@link #tryOnItem} passed it downstream. When it returned
     * {@code false} because this processor is done (terminated, or the predicate threw), {@code onRejected} finds
     * the upstream slot cancelled and does nothing.
     */
    @Override
    public final void onItem(T item) {
        if (!tryOnItem(item)) {
            onRejected();
        }
    }

    /**
     * Tests the item and sends it downstream if it passes.
     *
     * @return {@code true} if the item went downstream; {@code false} if it did not pass, if this processor is done,
     *     or if the predicate threw (the upstream is then cancelled and the stream failed)
     */
    public final boolean tryOnItem(T item) {
        if (isDone()) {
            return false;
        }
        boolean selected;
        try {
            selected = predicate.test(item);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            failAndCancel(failure);
            return false;
        }
        if (selected) {
            downstream.onItem(item);
        }
        return selected;
    }

    @Override
    public void request(long n) {
        if (n == Long.MAX_VALUE) {
            // saturated: a concurrent addition fails its compare-and-set and then finds it, an ordered store suffices
            REQUESTED.lazySet(this, Long.MAX_VALUE);
        } else if (n > 0 && requested != Long.MAX_VALUE) {
            Subscriptions.add(REQUESTED, this, n);
        }
        super.request(n);
    }

    /** Tests a polled item (fused mode): a predicate that throws fails the stream through the polling consumer. */
    final boolean test(T item) {
        return predicate.test(item);
    }

    /** Asks the upstream for an item replacing a dropped one, unless the downstream demand is unbounded. */
    final void requestReplacement() {
        if (requested != Long.MAX_VALUE) {
            requestUpstream(1);
        }
    }

    /** What to do when an item does not pass: request a replacement, or end the stream. */
    abstract void onRejected();
}
