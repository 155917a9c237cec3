package io.mutiny.operators.uni;

import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.UniOperator;
import io.mutiny.subscription.UniSubscriber;
import java.util.function.Function;

/**
 * Emits the result of the mapper applied to the upstream item (a {@code null} result is a {@code null} item), on
 * the upstream's thread. A throwing mapper fails the downstream; failures pass through unchanged.
 *
 * @param <I> the type of the upstream item
 * @param <O> the type of the emitted item
 */
public final class UniOnItemTransformOp<I, O> extends UniOperator<I, O> {

    private final Function<? super I, ? extends O> mapper;

    /** Builds the operator; nothing happens until a subscription (see the class description). */
    public UniOnItemTransformOp(Uni<I> upstream, Function<? super I, ? extends O> mapper) {
        super(upstream);
        this.mapper = mapper;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super O> subscriber) {
        AbstractUni.subscribe(upstream(), new TransformProcessor<>(subscriber, mapper));
    }

    private static final class TransformProcessor<I, O> extends UniOperatorProcessor<I, O> {
        private final Function<? super I, ? extends O> mapper;

        TransformProcessor(UniSubscriber<? super O> downstream, Function<? super I, ? extends O> mapper) {
            super(downstream);
            this.mapper = mapper;
        }

        @Override
        public void onItem(I item) {
            if (isDone()) {
                return;
            }
            O result;
            try {
                result = mapper.apply(item);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                downstream.onFailure(failure);
                return;
            }
            downstream.onItem(result);
        }
    }
}
