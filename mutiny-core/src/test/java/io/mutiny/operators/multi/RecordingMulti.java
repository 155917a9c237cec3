package io.mutiny.operators.multi;

import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A source for tests that emits its items synchronously within the demand, then completes or fails (when
 * {@code failure} is set). It records every request and cancellation, and counts subscriptions.
 */
final class RecordingMulti<T> extends AbstractMulti<T> {

    private final List<T> items;
    private final Throwable failure;
    final List<Long> requests = new CopyOnWriteArrayList<>();
    final AtomicInteger cancellations = new AtomicInteger();
    final AtomicInteger subscriptions = new AtomicInteger();

    private RecordingMulti(List<T> items, Throwable failure) {
        this.items = items;
        this.failure = failure;
    }

    @SafeVarargs
    static <T> RecordingMulti<T> of(T... items) {
        return new RecordingMulti<>(List.of(items), null);
    }

    @SafeVarargs
    static <T> RecordingMulti<T> failingAfter(Throwable failure, T... items) {
        return new RecordingMulti<>(List.of(items), failure);
    }

    @Override
    public void subscribe(MultiSubscriber<? super T> subscriber) {
        subscriptions.incrementAndGet();
        subscriber.onSubscribe(new Flow.Subscription() {
            private final AtomicLong requested = new AtomicLong();
            private final AtomicInteger wip = new AtomicInteger();
            private int index;
            private volatile boolean cancelled;
            private boolean terminated;

            @Override
            public void request(long n) {
                requests.add(n);
                if (n <= 0) {
                    cancelled = true;
                    subscriber.onFailure(new IllegalArgumentException("rule 3.9"));
                    return;
                }
                requested.accumulateAndGet(n, (a, b) -> a + b < 0 ? Long.MAX_VALUE : a + b);
                if (wip.getAndIncrement() != 0) {
                    return;
                }
                do {
                    while (!cancelled && index < items.size() && requested.get() > 0) {
                        requested.decrementAndGet();
                        subscriber.onItem(items.get(index++));
                    }
                    if (!cancelled && !terminated && index == items.size()) {
                        terminated = true;
                        if (failure != null) {
                            subscriber.onFailure(failure);
                        } else {
                            subscriber.onCompletion();
                        }
                    }
                } while (wip.decrementAndGet() != 0);
            }

            @Override
            public void cancel() {
                if (!cancelled) {
                    cancelled = true;
                    cancellations.incrementAndGet();
                }
            }
        });
    }
}
