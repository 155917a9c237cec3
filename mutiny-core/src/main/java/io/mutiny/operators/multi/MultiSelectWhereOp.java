package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.function.Predicate;

/**
 * Forwards the upstream items that pass {@code predicate}, on the upstream's thread. While the downstream demand is
 * bounded, each dropped item is replaced by a request for one more upstream item (or, from a range, by the next
 * value without any request), so the downstream still receives
 * what it asked for; under an unbounded demand nothing more is requested. A predicate that throws cancels the
 * upstream and fails the stream.
 *
 * @param <T> the type of the items
 */
public final class MultiSelectWhereOp<T> extends MultiOperator<T, T> {

    private final Predicate<? super T> predicate;

    /** Creates the operator over {@code upstream}; the arguments are validated eagerly (see the class description). */
    public MultiSelectWhereOp(Multi<? extends T> upstream, Predicate<? super T> predicate) {
        super(upstream);
        this.predicate = ParameterValidation.nonNull(predicate, "predicate");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe(new WhereProcessor<>(subscriber, predicate));
    }

    /** A {@link ConditionalSubscriber}: a source that asks emits the next item in place of a dropped one. */
    static final class WhereProcessor<T> extends PredicateProcessor<T> implements ConditionalSubscriber<T> {

        WhereProcessor(MultiSubscriber<? super T> downstream, Predicate<? super T> predicate) {
            super(downstream, predicate);
        }

        @Override
        void onRejected() {
            requestReplacement();
        }

        @Override
        public T poll() {
            for (; ; ) {
                T item = fusedUpstream.poll();
                if (item == null || test(item)) {
                    return item;
                }
            }
        }
    }
}
