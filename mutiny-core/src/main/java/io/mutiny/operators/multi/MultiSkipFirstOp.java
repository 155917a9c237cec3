package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;

/**
 * Drops the first {@code count} upstream items and forwards the others. Each dropped item is replaced by a request
 * for one more upstream item, so the downstream still receives what it asked for. Fuseable ({@code SYNC}, not across
 * a thread boundary, as the other stateless stages): a polling consumer's first poll pulls and drops the first
 * {@code count} items.
 *
 * @param <T> the type of the items
 */
public final class MultiSkipFirstOp<T> extends MultiOperator<T, T> {

    private final long count;

    /** Creates the operator over {@code upstream}; the arguments are validated eagerly (see the class description). */
    public MultiSkipFirstOp(Multi<? extends T> upstream, long count) {
        super(upstream);
        this.count = ParameterValidation.positiveOrZero(count, "count");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe(new SkipFirstProcessor<>(subscriber, count));
    }

    static final class SkipFirstProcessor<T> extends FuseableProcessor<T, T> {

        /** Touched by the upstream's thread (or the polling consumer) only. */
        private long remaining;

        SkipFirstProcessor(MultiSubscriber<? super T> downstream, long count) {
            super(downstream);
            this.remaining = count;
        }

        @Override
        public void onItem(T item) {
            if (isDone()) {
                return;
            }
            if (remaining > 0) {
                remaining--;
                requestUpstream(1);
            } else {
                downstream.onItem(item);
            }
        }

        @Override
        public T poll() {
            FusedSubscription<T> upstream = fusedUpstream;
            for (; remaining > 0; remaining--) {
                if (upstream.poll() == null) {
                    return null;
                }
            }
            return upstream.poll();
        }
    }
}
