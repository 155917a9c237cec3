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
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

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
        try {
            if (timeout == null) {
                subscriber.latch.await();
            } else if (!subscriber.latch.await(timeout.toNanos(), TimeUnit.NANOSECONDS)) {
                subscriber.cancel();
                throw new TimeoutException();
            }
        } catch (InterruptedException interrupted) {
            subscriber.cancel();
            Thread.currentThread().interrupt();
            throw new CompletionException(interrupted);
        }
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

    private static final class BlockingSubscriber<T> implements UniSubscriber<T> {
        private final CountDownLatch latch = new CountDownLatch(1);
        private final AtomicReference<UniSubscription> subscription = new AtomicReference<>();
        private final Context context;
        // published by the latch
        private T item;
        private Throwable failure;

        BlockingSubscriber(Context context) {
            this.context = context;
        }

        @Override
        public void onSubscribe(UniSubscription upstream) {
            if (!subscription.compareAndSet(null, upstream)) {
                upstream.cancel();
            }
        }

        @Override
        public void onItem(T value) {
            if (latch.getCount() != 0) {
                item = value;
                latch.countDown();
            }
        }

        @Override
        public void onFailure(Throwable error) {
            if (latch.getCount() != 0) {
                failure = error;
                latch.countDown();
            } else {
                Infrastructure.handleDroppedException(error);
            }
        }

        @Override
        public Context context() {
            return context;
        }

        void cancel() {
            UniSubscription current = subscription.getAndSet(UniOperatorProcessor.DONE);
            if (current != null && current != UniOperatorProcessor.DONE) {
                current.cancel();
            }
        }
    }
}
