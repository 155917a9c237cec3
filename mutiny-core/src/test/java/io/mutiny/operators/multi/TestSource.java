package io.mutiny.operators.multi;

import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;
import java.util.List;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A test upstream, either driven by hand ({@link #emit}, {@link #complete}, {@link #fail}) or cold (built with
 * {@link #of}: emits its items within the demand of each subscriber, then completes). Records the demand, the
 * subscriptions and the cancellations. The hand-driven one serves its latest subscriber; it ignores demand, so a
 * test can check what an operator does when the upstream misbehaves (use {@link #requested()} to behave).
 */
final class TestSource<T> extends AbstractMulti<T> {

    private final List<T> coldItems;
    private final AtomicLong requested = new AtomicLong();
    private final AtomicInteger subscriptions = new AtomicInteger();
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private volatile MultiSubscriber<? super T> subscriber;

    private TestSource(List<T> coldItems) {
        this.coldItems = coldItems;
    }

    static <T> TestSource<T> hot() {
        return new TestSource<>(null);
    }

    @SafeVarargs
    static <T> TestSource<T> of(T... items) {
        return new TestSource<>(List.of(items));
    }

    @Override
    public void subscribe(MultiSubscriber<? super T> downstream) {
        subscriptions.incrementAndGet();
        if (coldItems != null) {
            downstream.onSubscribe(new ColdSubscription<>(this, downstream));
            return;
        }
        this.subscriber = downstream;
        downstream.onSubscribe(new Flow.Subscription() {
            @Override
            public void request(long n) {
                requested.accumulateAndGet(n, Subscriptions::add);
            }

            @Override
            public void cancel() {
                cancelled.set(true);
            }
        });
    }

    @SafeVarargs
    final TestSource<T> emit(T... items) {
        for (T item : items) {
            subscriber.onItem(item);
        }
        return this;
    }

    void complete() {
        subscriber.onCompletion();
    }

    void fail(Throwable failure) {
        subscriber.onFailure(failure);
    }

    /** The total demand received (saturated at Long.MAX_VALUE). */
    long requested() {
        return requested.get();
    }

    boolean isCancelled() {
        return cancelled.get();
    }

    int subscriptions() {
        return subscriptions.get();
    }

    boolean hasSubscriber() {
        return subscriber != null;
    }

    private static final class ColdSubscription<T> implements Flow.Subscription {
        private final TestSource<T> source;
        private final MultiSubscriber<? super T> downstream;
        private final AtomicLong demand = new AtomicLong();
        private int index;
        private volatile boolean stopped;

        ColdSubscription(TestSource<T> source, MultiSubscriber<? super T> downstream) {
            this.source = source;
            this.downstream = downstream;
        }

        @Override
        public void request(long n) {
            source.requested.accumulateAndGet(n, Subscriptions::add);
            if (n <= 0) {
                stopped = true;
                downstream.onFailure(Subscriptions.invalidRequest(n));
                return;
            }
            if (demand.getAndAccumulate(n, Subscriptions::add) != 0) {
                return;
            }
            long missed = n;
            for (; ; ) {
                long emitted = 0;
                while (emitted != missed && !stopped) {
                    if (index == source.coldItems.size()) {
                        stopped = true;
                        downstream.onCompletion();
                        return;
                    }
                    downstream.onItem(source.coldItems.get(index++));
                    emitted++;
                }
                if (stopped) {
                    return;
                }
                if (index == source.coldItems.size()) {
                    stopped = true;
                    downstream.onCompletion();
                    return;
                }
                long left = demand.get() == Long.MAX_VALUE ? Long.MAX_VALUE : demand.addAndGet(-emitted);
                if (left == 0) {
                    return;
                }
                missed = left;
            }
        }

        @Override
        public void cancel() {
            stopped = true;
            source.cancelled.set(true);
        }
    }
}
