package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.function.Predicate;

/**
 * Drops the upstream items as long as they pass {@code predicate}, then forwards the first item that does not and
 * every item after it (the predicate is no longer called). Each dropped item is replaced by a request for one more
 * upstream item. A predicate that throws cancels the upstream and fails the stream.
 *
 * @param <T> the type of the items
 */
public final class MultiSkipFirstWhileOp<T> extends MultiOperator<T, T> {

    private final Predicate<? super T> predicate;

    /** Creates the operator over {@code upstream}; the arguments are validated eagerly (see the class description). */
    public MultiSkipFirstWhileOp(Multi<? extends T> upstream, Predicate<? super T> predicate) {
        super(upstream);
        this.predicate = ParameterValidation.nonNull(predicate, "predicate");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe(new SkipWhileProcessor<>(subscriber, predicate));
    }

    static final class SkipWhileProcessor<T> extends MultiOperatorProcessor<T, T> {

        private final Predicate<? super T> predicate;
        /** Touched by the upstream's thread only. */
        private boolean skipping = true;

        SkipWhileProcessor(MultiSubscriber<? super T> downstream, Predicate<? super T> predicate) {
            super(downstream);
            this.predicate = predicate;
        }

        @Override
        public void onItem(T item) {
            if (isDone()) {
                return;
            }
            if (skipping) {
                boolean skip;
                try {
                    skip = predicate.test(item);
                } catch (Throwable failure) {
                    Exceptions.throwIfFatal(failure);
                    failAndCancel(failure);
                    return;
                }
                if (skip) {
                    requestUpstream(1);
                    return;
                }
                skipping = false;
            }
            downstream.onItem(item);
        }
    }
}
