package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.function.Predicate;

/**
 * Forwards the upstream items as long as they pass {@code predicate}; the first item that does not is dropped, the
 * upstream is cancelled and the stream completes. A predicate that throws cancels the upstream and fails the
 * stream.
 *
 * @param <T> the type of the items
 */
public final class MultiSelectFirstWhileOp<T> extends MultiOperator<T, T> {

    private final Predicate<? super T> predicate;

    /** Creates the operator over {@code upstream}; the arguments are validated eagerly (see the class description). */
    public MultiSelectFirstWhileOp(Multi<? extends T> upstream, Predicate<? super T> predicate) {
        super(upstream);
        this.predicate = ParameterValidation.nonNull(predicate, "predicate");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe(new FirstWhileProcessor<>(subscriber, predicate));
    }

    static final class FirstWhileProcessor<T> extends PredicateProcessor<T> {

        FirstWhileProcessor(MultiSubscriber<? super T> downstream, Predicate<? super T> predicate) {
            super(downstream, predicate);
        }

        @Override
        void onRejected() {
            completeAndCancel();
        }

        @Override
        public T poll() {
            T item = fusedUpstream.poll();
            if (item == null || test(item)) {
                return item;
            }
            // the first item that fails ends the stream: null is the completion of a synchronous fusion
            fusedUpstream.clear();
            return null;
        }
    }
}
