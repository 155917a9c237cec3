package io.mutiny.helpers;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.AbstractMultiSubscriber;
import io.mutiny.subscription.ContextSupport;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Queue;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * A blocking view of a {@link Multi}: each {@link #iterator()} (or {@link #stream()}) subscribes anew, with the
 * context from the context supplier, and fetches items in batches: it requests {@code batchSize} items, then
 * {@code batchSize - batchSize / 4} more each time that many were consumed, buffering them in a queue from the queue
 * supplier (which must hold {@code batchSize} items).
 *
 * <p>{@code hasNext()} blocks the consuming thread until an item or the terminal signal arrives; a failure is thrown
 * from {@code hasNext()}/{@code next()} once the items before it were consumed (unchecked failures as they are,
 * checked ones wrapped in a {@link CompletionException}). Creating an iterator or waiting for an item on a thread
 * that must not block ({@link Infrastructure#canCallerThreadBeBlocked()} is {@code false}) throws an
 * {@link IllegalStateException} naming the thread. Closing the {@link Stream} cancels the subscription; an
 * interrupted consumer cancels it too.
 *
 * @param <T> the type of the items
 */
public class BlockingIterable<T> implements Iterable<T> {

    private final Multi<? extends T> upstream;
    private final int batchSize;
    private final Supplier<Queue<T>> queueSupplier;
    private final Supplier<Context> contextSupplier;

    /** Creates the view; nothing is subscribed until {@link #iterator()} or {@link #stream()} is called. */
    public BlockingIterable(
            Multi<? extends T> upstream,
            int batchSize,
            Supplier<Queue<T>> queueSupplier,
            Supplier<Context> contextSupplier) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
        this.batchSize = ParameterValidation.positive(batchSize, "batchSize");
        this.queueSupplier = ParameterValidation.nonNull(queueSupplier, "queueSupplier");
        this.contextSupplier = ParameterValidation.nonNull(contextSupplier, "contextSupplier");
    }

    /**
     * Subscribes and returns an iterator over the items; see the class description for blocking and failures.
     *
     * @throws IllegalStateException if the calling thread must not block
     */
    @Override
    public Iterator<T> iterator() {
        return subscribe();
    }

    /** A spliterator over a new subscription (ordered, non-null items, unknown size). */
    @Override
    public Spliterator<T> spliterator() {
        return Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED | Spliterator.NONNULL);
    }

    /** A sequential stream over a new subscription; closing it cancels the subscription. */
    public Stream<T> stream() {
        BlockingIterator<T> iterator = subscribe();
        Spliterator<T> spliterator =
                Spliterators.spliteratorUnknownSize(iterator, Spliterator.ORDERED | Spliterator.NONNULL);
        return StreamSupport.stream(spliterator, false).onClose(iterator::cancel);
    }

    private BlockingIterator<T> subscribe() {
        checkCallerCanBlock();
        Queue<T> queue = ParameterValidation.nonNullNpe(queueSupplier.get(), "The queue supplier produced `null`");
        Context context = ParameterValidation.nonNullNpe(contextSupplier.get(), "The context supplier produced `null`");
        BlockingIterator<T> iterator = new BlockingIterator<>(queue, batchSize, context);
        upstream.subscribe(iterator);
        return iterator;
    }

    private static void checkCallerCanBlock() {
        if (!Infrastructure.canCallerThreadBeBlocked()) {
            throw new IllegalStateException("The current thread cannot be blocked: "
                    + Thread.currentThread().getName());
        }
    }

    static final class BlockingIterator<T> extends AbstractMultiSubscriber<T> implements Iterator<T>, ContextSupport {

        private final Queue<T> queue;
        private final int batchSize;
        private final int replenishThreshold;
        private final Context context;
        private final AtomicReference<Flow.Subscription> upstream = new AtomicReference<>();
        private final ReentrantLock lock = new ReentrantLock();
        private final Condition signalled = lock.newCondition();

        private volatile boolean done;
        private volatile Throwable failure;
        /** Items consumed since the last request: only touched by the consuming thread. */
        private int consumedSinceRequest;

        BlockingIterator(Queue<T> queue, int batchSize, Context context) {
            this.queue = queue;
            this.batchSize = batchSize;
            this.replenishThreshold = Math.max(1, batchSize - batchSize / 4);
            this.context = context;
        }

        @Override
        public Context context() {
            return context;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (Subscriptions.setIfEmpty(upstream, subscription)) {
                subscription.request(batchSize);
            }
        }

        @Override
        public void onItem(T item) {
            if (!queue.offer(item)) {
                Subscriptions.cancel(upstream);
                onFailure(new IllegalStateException("The queue is full: the upstream emitted more than requested"));
                return;
            }
            wakeUpConsumer();
        }

        @Override
        public void onFailure(Throwable failure) {
            this.failure = failure;
            done = true;
            wakeUpConsumer();
        }

        @Override
        public void onCompletion() {
            done = true;
            wakeUpConsumer();
        }

        /** Blocks until an item or the end is available. */
        @Override
        public boolean hasNext() {
            for (; ; ) {
                boolean terminated = done;
                if (!queue.isEmpty()) {
                    return true;
                }
                if (terminated) {
                    Throwable received = failure;
                    if (received != null) {
                        throw received instanceof RuntimeException
                                ? (RuntimeException) received
                                : new CompletionException(received);
                    }
                    return false;
                }
                checkCallerCanBlock();
                awaitSignal();
            }
        }

        @Override
        public T next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            T item = queue.poll();
            if (++consumedSinceRequest == replenishThreshold) {
                consumedSinceRequest = 0;
                Flow.Subscription subscription = upstream.get();
                if (subscription != null) {
                    subscription.request(replenishThreshold);
                }
            }
            return item;
        }

        void cancel() {
            Subscriptions.cancel(upstream);
        }

        private void awaitSignal() {
            lock.lock();
            try {
                while (!done && queue.isEmpty()) {
                    signalled.await();
                }
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                cancel();
                throw new CompletionException(interrupted);
            } finally {
                lock.unlock();
            }
        }

        private void wakeUpConsumer() {
            lock.lock();
            try {
                signalled.signalAll();
            } finally {
                lock.unlock();
            }
        }
    }
}
