package io.mutiny.operators.uni;

import io.mutiny.Context;
import io.mutiny.TimeoutException;
import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.time.Duration;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.concurrent.locks.LockSupport;

/** Subscribes to a {@code Uni} and blocks the calling thread until its outcome; shared by the await groups. */
public final class UniBlockingAwait {

    private UniBlockingAwait() {
        // static helper
    }

    /**
     * Subscribes with {@code context} and waits for the outcome, at most {@code timeout} ({@code null}: no limit).
     *
     * @return the item
     * @throws IllegalStateException at once if {@link Infrastructure#canCallerThreadBeBlocked()} is {@code false}
     * @throws TimeoutException if the timeout elapsed first (the subscription is cancelled)
     * @throws CompletionException wrapping a checked failure, or the {@link InterruptedException} if the thread was
     *     interrupted while waiting (the subscription is cancelled and the interrupt flag restored); unchecked
     *     failures are re-thrown as they are
     */
    public static <T> T await(Uni<T> uni, Duration timeout, Context context) {
        if (!Infrastructure.canCallerThreadBeBlocked()) {
            throw new IllegalStateException(
                    "The current thread (" + Thread.currentThread().getName()
                            + ") cannot be blocked: await() would block it. Use a non-blocking subscription"
                            + " (subscribe().with(..)), move the emission to a worker thread with emitOn(..), or run this"
                            + " code in a handler that is allowed to block.");
        }
        BlockingSubscriber<T> subscriber = new BlockingSubscriber<>(context);
        AbstractUni.subscribe(uni, subscriber);
        subscriber.awaitOutcome(timeout);
        Throwable failure = subscriber.failure;
        if (failure == null) {
            return subscriber.item;
        }
        if (failure instanceof RuntimeException) {
            throw (RuntimeException) failure;
        }
        if (failure instanceof Error) {
            throw (Error) failure;
        }
        throw new CompletionException(failure);
    }

    /**
     * Records the outcome and wakes the waiting thread. A synchronous {@code Uni} (the common case) has delivered
     * its outcome before {@code subscribe} returns: the waiting thread then neither parks nor needs a latch.
     */
    private static final class BlockingSubscriber<T> implements UniSubscriber<T> {

        private static final int WAITING = 0;
        private static final int RECORDING = 1;
        private static final int DONE = 2;

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<BlockingSubscriber> STATE =
                AtomicIntegerFieldUpdater.newUpdater(BlockingSubscriber.class, "state");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<BlockingSubscriber, Object> SUBSCRIPTION =
                AtomicReferenceFieldUpdater.newUpdater(BlockingSubscriber.class, Object.class, "subscription");

        private final Thread waiter = Thread.currentThread();
        private final Context context;
        /**
         * The {@link UniSubscription}, then {@link UniOperatorProcessor#DONE} once cancelled; typed {@code Object} so
         * that storing it costs no interface check (see {@link io.mutiny.helpers.Subscriptions#setIfEmpty}).
         */
        private volatile Object subscription;

        private volatile int state;
        // published by the write of DONE to state
        private T item;
        private Throwable failure;

        BlockingSubscriber(Context context) {
            this.context = context;
        }

        /**
         * Stores the subscription. On the waiting thread (a {@code Uni} subscribed synchronously) with an ordered
         * store: that thread is the only one that cancels, from {@link #awaitOutcome}, so nothing can race with it.
         */
        @Override
        public void onSubscribe(UniSubscription upstream) {
            if (Thread.currentThread() == waiter) {
                if (subscription == null) {
                    SUBSCRIPTION.lazySet(this, upstream);
                    return;
                }
            } else if (SUBSCRIPTION.compareAndSet(this, null, upstream)) {
                return;
            }
            upstream.cancel();
        }

        @Override
        public void onItem(T value) {
            if (claimOutcome()) {
                item = value;
                complete();
            }
        }

        @Override
        public void onFailure(Throwable error) {
            if (claimOutcome()) {
                failure = error;
                complete();
            } else {
                Infrastructure.handleDroppedException(error);
            }
        }

        /**
         * Whether this is the first outcome. The signals of a {@code Uni} are serialized (rule 1.3): a second
         * outcome can only follow the first. On the waiting thread (a synchronous {@code Uni}, the common case) it
         * then finds the state written by the first, so a read is enough; an outcome from another thread keeps the
         * compare-and-set, whose cost is small next to the wake-up it comes with.
         */
        private boolean claimOutcome() {
            if (Thread.currentThread() == waiter) {
                return state == WAITING;
            }
            return STATE.compareAndSet(this, WAITING, RECORDING);
        }

        @Override
        public Context context() {
            return context;
        }

        /**
         * Publishes the outcome. The waiting thread reads it after its subscription returns, in program order: an
         * ordered store is enough there; another thread publishes with a volatile store and wakes the waiter.
         */
        private void complete() {
            if (Thread.currentThread() == waiter) {
                STATE.lazySet(this, DONE);
            } else {
                state = DONE;
                LockSupport.unpark(waiter);
            }
        }

        /** Parks the calling (subscribing) thread until the outcome, at most {@code timeout} if not {@code null}. */
        void awaitOutcome(Duration timeout) {
            long deadline = timeout == null ? 0 : System.nanoTime() + timeout.toNanos();
            // an interrupted thread fails even if the outcome is there, as a latch's await() does
            while (!Thread.interrupted()) {
                if (state == DONE) {
                    return;
                }
                if (timeout == null) {
                    LockSupport.park(this);
                } else {
                    long remaining = deadline - System.nanoTime();
                    if (remaining <= 0) {
                        cancel();
                        throw new TimeoutException();
                    }
                    LockSupport.parkNanos(this, remaining);
                }
            }
            cancel();
            Thread.currentThread().interrupt();
            throw new CompletionException(new InterruptedException());
        }

        private void cancel() {
            Object current = SUBSCRIPTION.getAndSet(this, UniOperatorProcessor.DONE);
            if (current != null && current != UniOperatorProcessor.DONE) {
                ((UniSubscription) current).cancel();
            }
        }
    }
}
