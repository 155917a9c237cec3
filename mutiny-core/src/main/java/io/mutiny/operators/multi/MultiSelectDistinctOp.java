package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.Collection;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Forwards the upstream items whose key was not seen before; the others are dropped and replaced by a request for
 * one more upstream item. The keys seen are kept, per subscription, in the collection {@code seenKeys} creates (a
 * hash set, or a tree set for a comparator), for the lifetime of the stream. A key extractor that throws cancels
 * the upstream and fails the stream.
 *
 * @param <T> the type of the items
 * @param <K> the type of the keys
 */
public final class MultiSelectDistinctOp<T, K> extends MultiOperator<T, T> {

    private final Function<? super T, ? extends K> keyExtractor;
    private final Supplier<? extends Collection<K>> seenKeys;

    /** Creates the operator over {@code upstream}; the arguments are validated eagerly (see the class description). */
    public MultiSelectDistinctOp(
            Multi<? extends T> upstream,
            Function<? super T, ? extends K> keyExtractor,
            Supplier<? extends Collection<K>> seenKeys) {
        super(upstream);
        this.keyExtractor = ParameterValidation.nonNull(keyExtractor, "keyExtractor");
        this.seenKeys = ParameterValidation.nonNull(seenKeys, "seenKeys");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe(new DistinctProcessor<>(subscriber, keyExtractor, seenKeys.get()));
    }

    static final class DistinctProcessor<T, K> extends MultiOperatorProcessor<T, T> {

        private final Function<? super T, ? extends K> keyExtractor;
        private final Collection<K> seen;

        DistinctProcessor(
                MultiSubscriber<? super T> downstream,
                Function<? super T, ? extends K> keyExtractor,
                Collection<K> seen) {
            super(downstream);
            this.keyExtractor = keyExtractor;
            this.seen = seen;
        }

        @Override
        public void onItem(T item) {
            if (isDone()) {
                return;
            }
            boolean firstTime;
            try {
                firstTime = seen.add(keyExtractor.apply(item));
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                failAndCancel(failure);
                return;
            }
            if (firstTime) {
                downstream.onItem(item);
            } else {
                requestUpstream(1);
            }
        }
    }
}
