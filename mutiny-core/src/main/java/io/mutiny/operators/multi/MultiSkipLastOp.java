package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.ArrayDeque;
import java.util.concurrent.Flow;

/**
 * Drops the last {@code count} upstream items: each item is held back until {@code count} newer items arrived. The
 * upstream is asked for {@code count} items ahead of the downstream demand at subscription; afterwards each
 * upstream item releases one held item, so the demand passes through. The held items are discarded at completion.
 *
 * @param <T> the type of the items
 */
public final class MultiSkipLastOp<T> extends MultiOperator<T, T> {

    private final int count;

    /** Creates the operator over {@code upstream}; the arguments are validated eagerly (see the class description). */
    public MultiSkipLastOp(Multi<? extends T> upstream, int count) {
        super(upstream);
        this.count = ParameterValidation.positiveOrZero(count, "count");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe(new SkipLastProcessor<>(subscriber, count));
    }

    static final class SkipLastProcessor<T> extends MultiOperatorProcessor<T, T> {

        private final int count;
        /** Touched by the upstream's thread only. */
        private final ArrayDeque<T> held;

        SkipLastProcessor(MultiSubscriber<? super T> downstream, int count) {
            super(downstream);
            this.count = count;
            this.held = new ArrayDeque<>(count);
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            super.onSubscribe(subscription);
            if (count > 0) {
                requestUpstream(count);
            }
        }

        @Override
        public void onItem(T item) {
            if (isDone()) {
                return;
            }
            if (count == 0) {
                downstream.onItem(item);
                return;
            }
            if (held.size() == count) {
                downstream.onItem(held.poll());
            }
            held.offer(item);
        }
    }
}
