package io.mutiny.operators.uni;

import io.mutiny.CompositeException;
import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.UniOperator;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Re-subscribes to the upstream when a companion stream says so. Each upstream failure is emitted (respecting
 * demand) on a {@link Multi} of failures given to {@code triggerFactory}; each item of the publisher it returns
 * triggers one re-subscription. If that publisher fails, the failure is propagated; if it completes, the resulting
 * {@code Uni} emits {@code null}. A failure that {@code retryable} rejects is propagated at once (a
 * {@link CompositeException} with what it threw if it throws). The first upstream item is emitted and cancels the companion; cancellation
 * cancels the running attempt and the companion.
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
        subscriber.onSubscribe(processor);
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
        triggers.subscribe(processor.trigger);
        processor.subscribeNow();
    }

    static final class RetryWhenProcessor<T> implements UniSubscriber<T>, UniSubscription {

        private static final AtomicIntegerFieldUpdater<RetryWhenProcessor> WIP =
                AtomicIntegerFieldUpdater.newUpdater(RetryWhenProcessor.class, "wip");
        private static final AtomicIntegerFieldUpdater<RetryWhenProcessor> DONE =
                AtomicIntegerFieldUpdater.newUpdater(RetryWhenProcessor.class, "done");
        private static final AtomicReferenceFieldUpdater<RetryWhenProcessor, UniSubscription> ATTEMPT =
                AtomicReferenceFieldUpdater.newUpdater(RetryWhenProcessor.class, UniSubscription.class, "attempt");

        private final Uni<? extends T> upstream;
        private final Predicate<? super Throwable> retryable;
        private final UniSubscriber<? super T> downstream;
        final FailureStream failures = new FailureStream();
        final TriggerSubscriber trigger = new TriggerSubscriber(this);
        private volatile UniSubscription attempt;
        private volatile int wip;
        private volatile int done;

        RetryWhenProcessor(UniRetryWhenOp<T> operator, UniSubscriber<? super T> downstream) {
            this.upstream = operator.upstream();
            this.retryable = operator.retryable;
            this.downstream = downstream;
        }

        void subscribeNow() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            do {
                if (done != 0) {
                    return;
                }
                AbstractUni.subscribe(upstream, this);
            } while (WIP.decrementAndGet(this) != 0);
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            ATTEMPT.set(this, subscription);
            if (done != 0) {
                subscription.cancel();
            }
        }

        @Override
        public void onItem(T item) {
            if (DONE.compareAndSet(this, 0, 1)) {
                trigger.cancel();
                downstream.onItem(item);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (done != 0) {
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
                failures.push(failure);
            } else {
                fail(failure);
            }
        }

        void fail(Throwable failure) {
            if (DONE.compareAndSet(this, 0, 1)) {
                cancelAttempt();
                trigger.cancel();
                downstream.onFailure(failure);
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }

        void completeWithoutItem() {
            if (DONE.compareAndSet(this, 0, 1)) {
                cancelAttempt();
                downstream.onItem(null);
            }
        }

        @Override
        public void cancel() {
            if (DONE.compareAndSet(this, 0, 1)) {
                cancelAttempt();
                trigger.cancel();
            }
        }

        private void cancelAttempt() {
            UniSubscription current = ATTEMPT.getAndSet(this, UniOperatorProcessor.DONE);
            if (current != null) {
                current.cancel();
            }
        }

        @Override
        public Context context() {
            return downstream.context();
        }
    }

    /** Subscribes to the companion publisher, one item at a time: each item is one re-subscription. */
    static final class TriggerSubscriber implements Flow.Subscriber<Object> {
        private final AtomicReference<Flow.Subscription> subscription = new AtomicReference<>();
        private final RetryWhenProcessor<?> processor;

        TriggerSubscriber(RetryWhenProcessor<?> processor) {
            this.processor = processor;
        }

        @Override
        public void onSubscribe(Flow.Subscription upstream) {
            if (Subscriptions.setIfEmpty(subscription, upstream)) {
                upstream.request(1);
            }
        }

        @Override
        public void onNext(Object ignored) {
            processor.subscribeNow();
            subscription.get().request(1);
        }

        @Override
        public void onError(Throwable failure) {
            processor.fail(failure);
        }

        @Override
        public void onComplete() {
            processor.completeWithoutItem();
        }

        void cancel() {
            Subscriptions.cancel(subscription);
        }
    }

    /** The single-subscriber stream of upstream failures handed to the trigger factory. */
    static final class FailureStream extends AbstractMulti<Throwable> implements Flow.Subscription {
        private static final AtomicLongFieldUpdater<FailureStream> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(FailureStream.class, "requested");
        private static final AtomicIntegerFieldUpdater<FailureStream> WIP =
                AtomicIntegerFieldUpdater.newUpdater(FailureStream.class, "wip");

        private final AtomicReference<Throwable> pending = new AtomicReference<>();
        private volatile MultiSubscriber<? super Throwable> subscriber;
        private volatile long requested;
        private volatile int wip;
        private volatile boolean cancelled;

        @Override
        protected void subscribeActual(MultiSubscriber<? super Throwable> candidate) {
            if (subscriber != null) {
                candidate.onSubscribe(Subscriptions.CANCELLED);
                candidate.onFailure(new IllegalStateException("The stream of failures accepts only one subscriber"));
                return;
            }
            subscriber = candidate;
            candidate.onSubscribe(this);
            drain();
        }

        void push(Throwable failure) {
            pending.set(failure);
            drain();
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                cancelled = true;
                MultiSubscriber<? super Throwable> current = subscriber;
                if (current != null) {
                    current.onFailure(Subscriptions.invalidRequest(n));
                }
                return;
            }
            Subscriptions.add(REQUESTED, this, n);
            drain();
        }

        @Override
        public void cancel() {
            cancelled = true;
        }

        private void drain() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            int missed = 1;
            do {
                MultiSubscriber<? super Throwable> current = subscriber;
                if (current != null && !cancelled && requested > 0) {
                    Throwable failure = pending.getAndSet(null);
                    if (failure != null) {
                        Subscriptions.produced(REQUESTED, this, 1);
                        current.onItem(failure);
                    }
                }
                missed = WIP.addAndGet(this, -missed);
            } while (missed != 0);
        }
    }
}
