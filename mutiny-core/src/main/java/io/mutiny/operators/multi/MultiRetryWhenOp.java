package io.mutiny.operators.multi;

import io.mutiny.CompositeException;
import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.AbstractMultiSubscriber;
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
 * {@code null}, the subscriber receives that failure. The companion's end, signalled on its own thread, waits for an
 * item being delivered (rule 1.3).
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
        /**
         * The companion ends the stream from its own thread, possibly while an attempt delivers an item on another:
         * every downstream signal goes through this, so that the end waits for that item (rule 1.3).
         */
        private final TerminalSerializer serializer = new TerminalSerializer();

        private final Signals signals = new Signals();
        /** Set before the companion's end is raised: delivering it then cancels the attempt, still running. */
        private volatile boolean endedByCompanion;

        RetryWhenSubscriber(MultiSubscriber<? super T> downstream, MultiRetryWhenOp<T> config, FailureStream failures) {
            super(downstream);
            this.config = config;
            this.failures = failures;
        }

        @Override
        public void onItem(T item) {
            serializer.onItem(signals, item);
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
            serializer.onCompletion(signals);
        }

        @Override
        public void cancel() {
            super.cancel();
            companionSubscriber.cancel();
        }

        void terminateWithFailure(Throwable failure) {
            companionSubscriber.cancel();
            serializer.onFailure(signals, failure);
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
            return isCancelled() || serializer.isTerminated();
        }

        @Override
        public void companionCompleted() {
            endedByCompanion = true;
            serializer.onCompletion(signals);
        }

        @Override
        public void companionFailed(Throwable failure) {
            endedByCompanion = true;
            serializer.onFailure(signals, failure);
        }

        /**
         * What the serializer delivers: items as the base relays them (counted for the demand), and the terminal
         * signal, the attempt's or the companion's; the companion's then cancels the attempt (after delivering it: the
         * base delivers nothing once cancelled).
         */
        private final class Signals extends AbstractMultiSubscriber<T> {

            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                // never subscribed: the serializer only delivers
            }

            @Override
            public void onItem(T item) {
                RetryWhenSubscriber.super.onItem(item);
            }

            @Override
            public void onFailure(Throwable failure) {
                RetryWhenSubscriber.super.onFailure(failure);
                cancelTheAttemptIfTheCompanionEnded();
            }

            @Override
            public void onCompletion() {
                RetryWhenSubscriber.super.onCompletion();
                cancelTheAttemptIfTheCompanionEnded();
            }

            private void cancelTheAttemptIfTheCompanionEnded() {
                if (endedByCompanion) {
                    RetryWhenSubscriber.super.cancel();
                }
            }
        }
    }
}
