package io.mutiny.operators.multi;

import io.mutiny.CompositeException;
import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.SwitchableSubscriptionSubscriber;
import java.util.concurrent.Flow;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Retries driven by a companion stream. For each subscription, {@code factory} receives a stream of the upstream's
 * matching failures (which accepts one subscriber and emits a failure only when it is requested) and returns the
 * companion. As in Mutiny, the companion is asked for one item per failure, and each item resubscribes to the upstream,
 * keeping the outstanding demand (once there is some: with none, the resubscription waits for the next request); an
 * item the companion emits without being asked is ignored ({@link RetryCompanionSubscriber}). The companion's
 * completion completes the result and its failure fails it. A failure not matching {@code predicate} ({@code null}:
 * any) passes through. Cancelling cancels the upstream and the companion. If the factory throws or returns
 * {@code null}, the subscriber receives that failure.
 */
public final class MultiRetryWhenOp<T> extends MultiOperator<T, T> {

    private final Predicate<? super Throwable> predicate;
    private final Function<Multi<Throwable>, ? extends Flow.Publisher<?>> factory;

    public MultiRetryWhenOp(
            Multi<? extends T> upstream,
            Predicate<? super Throwable> predicate,
            Function<Multi<Throwable>, ? extends Flow.Publisher<?>> factory) {
        super(upstream);
        this.predicate = predicate;
        this.factory = factory;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        FailureStream failures = new FailureStream();
        Flow.Publisher<?> companion;
        try {
            companion =
                    ParameterValidation.nonNullNpe(factory.apply(failures), ParameterValidation.MAPPER_RETURNED_NULL);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            Subscriptions.fail(subscriber, failure);
            return;
        }
        RetryWhenSubscriber<T> main = new RetryWhenSubscriber<>(subscriber, this, failures);
        subscriber.onSubscribe(main);
        companion.subscribe(main.companionSubscriber);
        main.companionSubscriber.attempt();
    }

    static final class RetryWhenSubscriber<T> extends SwitchableSubscriptionSubscriber<T>
            implements RetryCompanionSubscriber.Retrying {

        private final MultiRetryWhenOp<T> config;
        private final FailureStream failures;
        final RetryCompanionSubscriber companionSubscriber = new RetryCompanionSubscriber(this);
        private final Runnable attemptOnceRequested = companionSubscriber::attempt;

        RetryWhenSubscriber(MultiSubscriber<? super T> downstream, MultiRetryWhenOp<T> config, FailureStream failures) {
            super(downstream);
            this.config = config;
            this.failures = failures;
        }

        @Override
        public void onFailure(Throwable failure) {
            boolean matches;
            try {
                matches = config.predicate == null || config.predicate.test(failure);
            } catch (Throwable predicateFailure) {
                Exceptions.throwIfFatal(predicateFailure);
                terminateWithFailure(new CompositeException(failure, predicateFailure));
                return;
            }
            if (!matches) {
                terminateWithFailure(failure);
                return;
            }
            reportEmitted();
            companionSubscriber.requestOne();
            failures.push(failure);
        }

        @Override
        public void onCompletion() {
            companionSubscriber.cancel();
            super.onCompletion();
        }

        @Override
        public void cancel() {
            super.cancel();
            companionSubscriber.cancel();
        }

        void terminateWithFailure(Throwable failure) {
            companionSubscriber.cancel();
            super.onFailure(failure);
        }

        /** Subscribes to the upstream again once the downstream has outstanding demand. */
        @Override
        public void retry() {
            whenRequested(attemptOnceRequested);
        }

        @Override
        public void subscribeAttempt() {
            config.upstream().subscribe().withSubscriber(this);
        }

        @Override
        public boolean isOver() {
            return isCancelled() || isTerminated();
        }

        @Override
        public void companionCompleted() {
            super.onCompletion();
            super.cancel();
        }

        @Override
        public void companionFailed(Throwable failure) {
            super.onFailure(failure);
            super.cancel();
        }
    }
}
