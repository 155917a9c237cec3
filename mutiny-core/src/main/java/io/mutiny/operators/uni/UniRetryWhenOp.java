package io.mutiny.operators.uni;

import io.mutiny.CompositeException;
import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.UniOperator;
import io.mutiny.operators.multi.FailureStream;
import io.mutiny.operators.multi.RetryCompanionSubscriber;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.Flow;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Re-subscribes to the upstream when a companion stream says so. Each upstream failure is emitted (respecting demand)
 * on a {@link Multi} of failures given to {@code triggerFactory}; as in Mutiny, the publisher it returns is asked for
 * one item per such failure, and each item triggers one re-subscription (an item it emits without being asked is
 * ignored: {@link RetryCompanionSubscriber}). If that publisher fails, the failure is propagated; if it completes, the
 * resulting {@code Uni} emits {@code null}. A failure that {@code retryable} rejects is propagated at once (a
 * {@link CompositeException} with what it threw if it throws). The first upstream item is emitted and cancels the
 * companion; cancellation cancels the running attempt and the companion.
 *
 * <p>Stack safety: re-subscriptions run in the loop of {@link RetryCompanionSubscriber}, so a companion triggering
 * synchronously after synchronous failures does not grow the stack; and the stage counts against the depth budget of
 * {@link UniOperatorProcessor}, so long chains of these stages are trampolined like chains of transforms.
 */
public final class UniRetryWhenOp<T> extends UniOperator<T, T> {

    private final Predicate<? super Throwable> retryable;
    private final Function<Multi<Throwable>, ? extends Flow.Publisher<?>> triggerFactory;

    public UniRetryWhenOp(
            Uni<T> upstream,
            Predicate<? super Throwable> retryable,
            Function<Multi<Throwable>, ? extends Flow.Publisher<?>> triggerFactory) {
        super(upstream);
        this.retryable = retryable;
        this.triggerFactory = triggerFactory;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        RetryWhenProcessor<T> processor = new RetryWhenProcessor<>(this, subscriber);
        processor.downstream.onSubscribe(processor);
        Flow.Publisher<?> triggers;
        try {
            triggers = ParameterValidation.nonNullNpe(
                    triggerFactory.apply(Infrastructure.onMultiCreation(processor.failures)),
                    ParameterValidation.MAPPER_RETURNED_NULL);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            processor.fail(failure);
            return;
        }
        try {
            triggers.subscribe(processor.trigger);
        } catch (Throwable failure) {
            // a companion breaking rule 1.9 (subscribe must return normally) fails the Uni instead of the caller
            Exceptions.throwIfFatal(failure);
            processor.fail(failure);
            return;
        }
        processor.trigger.attempt();
    }

    /**
     * One stage of the chain, counted against the depth budget of {@link UniOperatorProcessor}: its upstream slot
     * holds the running attempt.
     */
    static final class RetryWhenProcessor<T> extends UniOperatorProcessor<T, T>
            implements RetryCompanionSubscriber.Retrying {

        private final Uni<? extends T> upstream;
        private final Predicate<? super Throwable> retryable;
        final FailureStream failures = new FailureStream();
        final RetryCompanionSubscriber trigger = new RetryCompanionSubscriber(this);
        // each attempt builds the upstream stages again: they count from this copy
        private final byte depth;

        RetryWhenProcessor(UniRetryWhenOp<T> operator, UniSubscriber<? super T> downstream) {
            super(downstream);
            this.depth = (byte) super.stageDepth();
            this.upstream = operator.upstream();
            this.retryable = operator.retryable;
        }

        @Override
        int stageDepth() {
            return depth;
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            replaceUpstream(subscription);
        }

        @Override
        public void onItem(T item) {
            if (markDone()) {
                trigger.cancel();
                downstream.onItem(item);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (isDone()) {
                Infrastructure.handleDroppedException(failure);
                return;
            }
            boolean retry;
            try {
                retry = retryable.test(failure);
            } catch (Throwable thrown) {
                Exceptions.throwIfFatal(thrown);
                fail(new CompositeException(failure, thrown));
                return;
            }
            if (retry) {
                trigger.requestOne();
                failures.push(failure);
            } else {
                fail(failure);
            }
        }

        void fail(Throwable failure) {
            if (cancelUpstream()) {
                trigger.cancel();
                downstream.onFailure(failure);
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }

        @Override
        public void retry() {
            trigger.attempt();
        }

        @Override
        public void subscribeAttempt() {
            AbstractUni.subscribe(upstream, this);
        }

        @Override
        public boolean isOver() {
            return isDone();
        }

        @Override
        public void companionFailed(Throwable failure) {
            fail(failure);
        }

        @Override
        public void companionCompleted() {
            if (cancelUpstream()) {
                downstream.onItem(null);
            }
        }

        @Override
        public void cancel() {
            super.cancel();
            trigger.cancel();
        }
    }
}
