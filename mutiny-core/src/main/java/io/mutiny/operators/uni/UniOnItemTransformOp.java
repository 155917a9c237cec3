package io.mutiny.operators.uni;

import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.UniOperator;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
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
        // computed before the allocation: see UniOperatorProcessor(UniSubscriber, UniSubscription)
        UniSubscription depth = UniOperatorProcessor.depthMarker(subscriber);
        UniSubscriber<? super O> downstream = UniOperatorProcessor.placedDownstream(subscriber, depth);
        AbstractUni.subscribe(upstream(), new TransformProcessor<>(downstream, depth, mapper));
    }

    /**
     * Passes the upstream subscription through to the downstream, as it has nothing to add to it: cancelling reaches
     * the upstream directly, and the stage stores nothing per subscription besides the depth marker in its slot. Only
     * an upstream that leaves the cancellation check to its subscriber ({@link #NOT_CANCELLABLE}, a known outcome)
     * makes this stage the downstream's subscription, dropping the outcome once cancelled.
     */
    private static final class TransformProcessor<I, O> extends UniOperatorProcessor<I, O> {
        private final Function<? super I, ? extends O> mapper;

        TransformProcessor(
                UniSubscriber<? super O> downstream,
                UniSubscription depthMarker,
                Function<? super I, ? extends O> mapper) {
            super(downstream, depthMarker);
            this.mapper = mapper;
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            downstream.onSubscribe(subscription == NOT_CANCELLABLE ? this : subscription);
        }

        @Override
        public void onItem(I item) {
            if (isCancelled()) {
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

        @Override
        public void onFailure(Throwable failure) {
            if (isCancelled()) {
                Infrastructure.handleDroppedException(failure);
            } else {
                downstream.onFailure(failure);
            }
        }
    }
}
