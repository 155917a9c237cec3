package io.mutiny.operators.multi;

import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * Emits the integers from {@code startInclusive} to {@code endExclusive}, in order. Fuseable ({@code SYNC}, also
 * across a thread boundary: no user code runs).
 */
public final class MultiFromRangeOp extends AbstractMulti<Integer> {

    private final int startInclusive;
    private final int endExclusive;

    public MultiFromRangeOp(int startInclusive, int endExclusive) {
        if (endExclusive < startInclusive) {
            throw new IllegalArgumentException("`endExclusive` (" + endExclusive
                    + ") must be greater than or equal to `startInclusive` (" + startInclusive + ")");
        }
        this.startInclusive = startInclusive;
        this.endExclusive = endExclusive;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super Integer> subscriber) {
        IteratorSubscription.subscribe(
                subscriber,
                new RangeIterator(startInclusive, endExclusive),
                FusedSubscription.SYNC | FusedSubscription.BOUNDARY);
    }

    /** Read directly by {@link IteratorSubscription} for its unbounded emission loop. */
    static final class RangeIterator implements Iterator<Integer> {
        final int endExclusive;
        int next;

        RangeIterator(int startInclusive, int endExclusive) {
            this.next = startInclusive;
            this.endExclusive = endExclusive;
        }

        @Override
        public boolean hasNext() {
            return next < endExclusive;
        }

        @Override
        public Integer next() {
            if (next >= endExclusive) {
                throw new NoSuchElementException();
            }
            return next++;
        }
    }
}
