package io.mutiny.operators.uni;

import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.time.Duration;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.function.Supplier;

/**
 * Gets a {@link Future} per subscriber and emits its outcome without ever blocking the subscribing thread: a
 * future that is also a {@link CompletionStage} is observed through callbacks; any other future is awaited by a
 * task on {@link Infrastructure#getDefaultExecutor()}. With a timeout, a future that is not done in time fails the
 * subscriber with a {@link TimeoutException}. Cancelling the subscription cancels the future (without
 * interrupting it) and the waiting task.
 *
 * @param <T> the type of the item
 */
public final class UniCreateFromFutureOp<T> extends AbstractUni<T> {

    private final Supplier<? extends Future<? extends T>> supplier;
    private final Duration timeout;

    /** {@code timeout} may be {@code null}: the future is then awaited for as long as it takes. */
    public UniCreateFromFutureOp(Supplier<? extends Future<? extends T>> supplier, Duration timeout) {
        this.supplier = supplier;
        this.timeout = timeout;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        Future<? extends T> future;
        try {
            future = ParameterValidation.nonNullNpe(supplier.get(), ParameterValidation.SUPPLIER_PRODUCED_NULL);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            UniSourceSubscription.failImmediately(subscriber, failure);
            return;
        }
        FutureWatcher<T> watcher = new FutureWatcher<>(subscriber, future);
        subscriber.onSubscribe(watcher);
        watcher.start(timeout);
    }

    private static final class FutureWatcher<T> implements UniSubscription {

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<FutureWatcher> DONE =
                AtomicIntegerFieldUpdater.newUpdater(FutureWatcher.class, "done");

        private final UniSubscriber<? super T> downstream;
        private final Future<? extends T> future;
        private static final int RUNNING = 0;
        private static final int COMPLETED = 1;
        private static final int CANCELLED = 2;

        private volatile int done;
        private volatile FutureTask<Void> waiter;
        private volatile ScheduledFuture<?> timer;

        FutureWatcher(UniSubscriber<? super T> downstream, Future<? extends T> future) {
            this.downstream = downstream;
            this.future = future;
        }

        @SuppressWarnings("unchecked")
        void start(Duration timeout) {
            if (done != RUNNING) {
                return;
            }
            try {
                if (future instanceof CompletionStage) {
                    ((CompletionStage<? extends T>) future).whenComplete((item, failure) -> {
                        if (failure != null) {
                            fail(UniCreateFromCompletionStageOp.unwrap(failure));
                        } else {
                            emit(item);
                        }
                    });
                    if (timeout != null) {
                        timer = Infrastructure.getDefaultWorkerPool()
                                .schedule(() -> fail(timeoutFailure(timeout)), timeout.toNanos(), TimeUnit.NANOSECONDS);
                    }
                } else {
                    FutureTask<Void> task = new FutureTask<>(() -> awaitBlocking(timeout), null);
                    waiter = task;
                    Infrastructure.getDefaultExecutor().execute(task);
                }
            } catch (RejectedExecutionException rejected) {
                fail(rejected);
            }
            if (done != RUNNING) {
                // the outcome or a cancellation raced with the scheduling: release what was just started
                stopWaiting(done == CANCELLED);
            }
        }

        private void awaitBlocking(Duration timeout) {
            try {
                T item = timeout == null ? future.get() : future.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
                emit(item);
            } catch (ExecutionException failure) {
                fail(failure.getCause() != null ? failure.getCause() : failure);
            } catch (TimeoutException expired) {
                fail(timeoutFailure(timeout));
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                // interruption (when cancelled), or cancellation of the future by someone else
                fail(failure);
            }
        }

        private static TimeoutException timeoutFailure(Duration timeout) {
            return new TimeoutException("The future was not completed within " + timeout);
        }

        private void emit(T item) {
            if (DONE.compareAndSet(this, RUNNING, COMPLETED)) {
                stopWaiting(false);
                downstream.onItem(item);
            }
        }

        private void fail(Throwable failure) {
            if (DONE.compareAndSet(this, RUNNING, COMPLETED)) {
                stopWaiting(false);
                downstream.onFailure(failure);
            }
        }

        @Override
        public void cancel() {
            if (DONE.compareAndSet(this, RUNNING, CANCELLED)) {
                future.cancel(false);
                stopWaiting(true);
            }
        }

        /**
         * Cancels the timer, and on cancellation interrupts the waiting task too (never on an outcome: the waiting
         * task may be the very thread delivering it).
         */
        private void stopWaiting(boolean interruptWaiter) {
            ScheduledFuture<?> currentTimer = timer;
            if (currentTimer != null) {
                currentTimer.cancel(false);
            }
            FutureTask<Void> currentWaiter = waiter;
            if (interruptWaiter && currentWaiter != null) {
                currentWaiter.cancel(true);
            }
        }
    }
}
