package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.Comparator;

/**
 * Drops the items equal to the item just before them (by {@code equals}, or by {@code comparator} when given), so
 * that runs of repeated items are emitted once. Each dropped item is replaced by a request for one more upstream
 * item. A comparator that throws cancels the upstream and fails the stream.
 *
 * @param <T> the type of the items
 */
public final class MultiSkipRepetitionsOp<T> extends MultiOperator<T, T> {

    private final Comparator<? super T> comparator;

    /**
     * @param upstream the upstream
     * @param comparator decides whether two consecutive items are the same (0), {@code null} to use {@code equals}
     */
    public MultiSkipRepetitionsOp(Multi<? extends T> upstream, Comparator<? super T> comparator) {
        super(upstream);
        this.comparator = comparator;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe(new SkipRepetitionsProcessor<>(subscriber, comparator));
    }

    static final class SkipRepetitionsProcessor<T> extends MultiOperatorProcessor<T, T> {

        private final Comparator<? super T> comparator;
        /** Touched by the upstream's thread only. */
        private T previous;

        SkipRepetitionsProcessor(MultiSubscriber<? super T> downstream, Comparator<? super T> comparator) {
            super(downstream);
            this.comparator = comparator;
        }

        @Override
        public void onItem(T item) {
            if (isDone()) {
                return;
            }
            boolean repeated;
            try {
                repeated = previous != null
                        && (comparator == null ? previous.equals(item) : comparator.compare(previous, item) == 0);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                failAndCancel(failure);
                return;
            }
            if (repeated) {
                requestUpstream(1);
            } else {
                previous = item;
                downstream.onItem(item);
            }
        }
    }
}
