package io.mutiny.http;

import io.mutiny.Uni;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongFunction;
import java.util.function.Supplier;

/**
 * Instrumented sources for the HTTP tests: they record demand, cancellation and threads, which the adapter's
 * behaviour is judged by.
 */
final class TestSources {

    private TestSources() {}

    /** A Uni emitting {@code supplier}'s value (or its exception) at subscription, on the subscriber's thread. */
    static <T> Uni<T> uni(Supplier<T> supplier) {
        return new AbstractUni<T>() {
            @Override
            public void subscribe(UniSubscriber<? super T> subscriber) {
                subscriber.onSubscribe(() -> {});
                T value;
                try {
                    value = supplier.get();
                } catch (RuntimeException e) {
                    subscriber.onFailure(e);
                    return;
                }
                subscriber.onItem(value);
            }
        };
    }

    static <T> Uni<T> item(T value) {
        return uni(() -> value);
    }

    static <T> Uni<T> failure(RuntimeException failure) {
        return uni(() -> {
            throw failure;
        });
    }

    /** A Uni emitting {@code supplier}'s value from a task of {@code executor}, like an {@code emitOn}. */
    static <T> Uni<T> uniOn(Executor executor, Supplier<T> supplier) {
        return new AbstractUni<T>() {
            @Override
            public void subscribe(UniSubscriber<? super T> subscriber) {
                subscriber.onSubscribe(() -> {});
                executor.execute(() -> subscriber.onItem(supplier.get()));
            }
        };
    }

    /** A Uni that never emits, and counts down {@code cancelled} when cancelled. */
    static <T> Uni<T> never(CountDownLatch subscribed, CountDownLatch cancelled) {
        return new AbstractUni<T>() {
            @Override
            public void subscribe(UniSubscriber<? super T> subscriber) {
                subscriber.onSubscribe(new UniSubscription() {
                    @Override
                    public void cancel() {
                        cancelled.countDown();
                    }
                });
                subscribed.countDown();
            }
        };
    }

    /**
     * A Multi of {@code count} items built by {@code items}, emitted synchronously on request (or from
     * {@code executor} tasks when set), optionally failing with {@code failure} after {@code failAfter} items.
     */
    static final class Source<T> extends AbstractMulti<T> {
        final long count;
        final LongFunction<T> items;
        final AtomicLong requested = new AtomicLong();
        final AtomicLong emitted = new AtomicLong();
        final AtomicLong requestCalls = new AtomicLong();
        final CountDownLatch cancelled = new CountDownLatch(1);
        final CountDownLatch subscribed = new CountDownLatch(1);
        final AtomicReference<Thread> requestThread = new AtomicReference<>();
        final AtomicReference<Thread> subscribeThread = new AtomicReference<>();
        private Executor executor;
        private long failAfter = -1;
        private RuntimeException failure;

        Source(long count, LongFunction<T> items) {
            this.count = count;
            this.items = items;
        }

        Source<T> emittingOn(Executor executor) {
            this.executor = executor;
            return this;
        }

        Source<T> failingAfter(long items, RuntimeException failure) {
            this.failAfter = items;
            this.failure = failure;
            return this;
        }

        @Override
        public void subscribe(MultiSubscriber<? super T> subscriber) {
            subscribeThread.set(Thread.currentThread());
            subscriber.onSubscribe(new Flow.Subscription() {
                private final AtomicLong demand = new AtomicLong();
                private final AtomicBoolean emitting = new AtomicBoolean();
                private final AtomicBoolean stopped = new AtomicBoolean();
                private long index;

                @Override
                public void request(long n) {
                    requestThread.set(Thread.currentThread());
                    requestCalls.incrementAndGet();
                    requested.addAndGet(n);
                    demand.addAndGet(n);
                    if (executor != null) {
                        executor.execute(this::emit);
                    } else {
                        emit();
                    }
                }

                private void emit() {
                    if (!emitting.compareAndSet(false, true)) {
                        return;
                    }
                    try {
                        while (!stopped.get()) {
                            if (index == failAfter) {
                                stopped.set(true);
                                subscriber.onFailure(failure);
                                return;
                            }
                            if (index == count) {
                                stopped.set(true);
                                subscriber.onCompletion();
                                return;
                            }
                            if (demand.get() == 0) {
                                break;
                            }
                            demand.decrementAndGet();
                            emitted.incrementAndGet();
                            subscriber.onItem(items.apply(index++));
                        }
                    } finally {
                        emitting.set(false);
                    }
                    if (demand.get() > 0 && !stopped.get()) {
                        emit();
                    }
                }

                @Override
                public void cancel() {
                    stopped.set(true);
                    cancelled.countDown();
                }
            });
            subscribed.countDown();
        }
    }

    /**
     * A Multi of {@code count} items built by {@code items} that only supports {@link FusedSubscription#SYNC}
     * fusion (granted with or without {@link FusedSubscription#BOUNDARY}, as configured): it records what the
     * consumer asked for and did, and fails the test's stream when used as a pushing source.
     */
    static final class FusedSource<T> extends AbstractMulti<T> {
        final long count;
        final LongFunction<T> items;
        final boolean acceptsBoundary;
        final AtomicInteger requestedModes = new AtomicInteger(-1);
        final AtomicLong polled = new AtomicLong();
        final AtomicLong requestCalls = new AtomicLong();
        final CountDownLatch cancelled = new CountDownLatch(1);
        final CountDownLatch cleared = new CountDownLatch(1);
        final AtomicReference<Thread> pollThread = new AtomicReference<>();
        private long failAfter = -1;
        private RuntimeException failure;

        FusedSource(long count, LongFunction<T> items, boolean acceptsBoundary) {
            this.count = count;
            this.items = items;
            this.acceptsBoundary = acceptsBoundary;
        }

        FusedSource<T> failingAfter(long items, RuntimeException failure) {
            this.failAfter = items;
            this.failure = failure;
            return this;
        }

        @Override
        public void subscribe(MultiSubscriber<? super T> subscriber) {
            subscriber.onSubscribe(new FusedSubscription<T>() {
                private long index;
                private boolean done;

                @Override
                public int requestFusion(int modes) {
                    requestedModes.set(modes);
                    boolean boundary = (modes & BOUNDARY) != 0;
                    return (modes & SYNC) != 0 && (acceptsBoundary || !boundary) ? SYNC : NONE;
                }

                @Override
                public T poll() {
                    pollThread.set(Thread.currentThread());
                    if (done || index == count) {
                        return null;
                    }
                    if (index == failAfter) {
                        done = true;
                        throw failure;
                    }
                    polled.incrementAndGet();
                    return items.apply(index++);
                }

                @Override
                public boolean isEmpty() {
                    return done || index == count;
                }

                @Override
                public void clear() {
                    done = true;
                    cleared.countDown();
                }

                @Override
                public void request(long n) {
                    requestCalls.incrementAndGet();
                    subscriber.onFailure(new IllegalStateException("a pushing source was asked for items"));
                }

                @Override
                public void cancel() {
                    cancelled.countDown();
                }
            });
        }
    }

    static <T> FusedSource<T> fusedSource(long count, LongFunction<T> items) {
        return new FusedSource<>(count, items, true);
    }

    static <T> Source<T> source(long count, LongFunction<T> items) {
        return new Source<>(count, items);
    }
}
