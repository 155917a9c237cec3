package io.mutiny.test;

import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The upstream of operator tests. It records what the operator under test does to it: every request and the total
 * demand, how many requests ran at once, the subscriptions (and the thread of the latest one) and the cancellations.
 *
 * <p>Two flavours:
 *
 * <ul>
 *   <li>hand-driven ({@code new TestMulti<>()}): emits only when the test calls {@link #emit}, {@link #complete} or
 *       {@link #fail}, to its latest subscriber, and ignores demand, so that a test can also check what an operator
 *       does with an upstream that misbehaves (use {@link #requested()} to behave); like any source, it fails its
 *       subscriber on a {@code request(n <= 0)} (rule 3.9), which operators forward to it;
 *   <li>cold ({@link #of}, {@link #failingAfter}): emits its items to each subscriber within that subscriber's
 *       demand, then completes (or fails); a {@code request(n <= 0)} fails the subscriber (rule 3.9).
 * </ul>
 */
public final class TestMulti<T> extends AbstractMulti<T> {

    private final List<T> coldItems;
    private final Throwable coldFailure;
    private final List<Long> requests = new CopyOnWriteArrayList<>();
    private final AtomicLong requested = new AtomicLong();
    private final AtomicInteger requestsInProgress = new AtomicInteger();
    private final AtomicInteger maxConcurrentRequests = new AtomicInteger();
    private final AtomicInteger subscriptions = new AtomicInteger();
    private final AtomicInteger cancellations = new AtomicInteger();
    private volatile MultiSubscriber<? super T> subscriber;
    private volatile Thread subscriptionThread;
    private volatile Runnable onRequest = () -> {};

    /** A hand-driven source. */
    public TestMulti() {
        this(null, null);
    }

    private TestMulti(List<T> coldItems, Throwable coldFailure) {
        this.coldItems = coldItems;
        this.coldFailure = coldFailure;
    }

    /** A cold source emitting {@code items} within the demand of each subscriber, then completing. */
    @SafeVarargs
    public static <T> TestMulti<T> of(T... items) {
        return new TestMulti<>(List.of(items), null);
    }

    /** A cold source emitting {@code items} within the demand of each subscriber, then failing with {@code failure}. */
    @SafeVarargs
    public static <T> TestMulti<T> failingAfter(Throwable failure, T... items) {
        return new TestMulti<>(List.of(items), failure);
    }

    @Override
    public void subscribe(MultiSubscriber<? super T> downstream) {
        subscriptions.incrementAndGet();
        subscriptionThread = Thread.currentThread();
        subscriber = downstream;
        downstream.onSubscribe(new RecordingSubscription(downstream));
    }

    /** Runs {@code action} inside every {@code request} call, before it returns (and before a cold emission). */
    public TestMulti<T> onRequest(Runnable action) {
        this.onRequest = action;
        return this;
    }

    /** Sends {@code items} to the latest subscriber, whatever its demand. */
    @SafeVarargs
    public final TestMulti<T> emit(T... items) {
        for (T item : items) {
            subscriber.onItem(item);
        }
        return this;
    }

    /** Completes the latest subscriber. */
    public void complete() {
        subscriber.onCompletion();
    }

    /** Fails the latest subscriber. */
    public void fail(Throwable failure) {
        subscriber.onFailure(failure);
    }

    public boolean hasSubscriber() {
        return subscriber != null;
    }

    /** Every {@code request(n)} received, in order, from all subscriptions. */
    public List<Long> requests() {
        return requests;
    }

    /** The total demand received, saturated at {@code Long.MAX_VALUE}. */
    public long requested() {
        return requested.get();
    }

    /** The largest number of {@code request} calls that ran at the same time. */
    public int maxConcurrentRequests() {
        return maxConcurrentRequests.get();
    }

    public int subscriptions() {
        return subscriptions.get();
    }

    /** How many subscriptions were cancelled (each counts once, however often it is cancelled). */
    public int cancellations() {
        return cancellations.get();
    }

    public boolean isCancelled() {
        return cancellations.get() > 0;
    }

    /** The thread that made the latest subscription. */
    public Thread subscriptionThread() {
        return subscriptionThread;
    }

    private final class RecordingSubscription implements Flow.Subscription {
        private final MultiSubscriber<? super T> downstream;
        private final AtomicLong demand = new AtomicLong();
        private final AtomicInteger wip = new AtomicInteger();
        private final AtomicInteger cancelled = new AtomicInteger();
        private int index;
        private boolean terminated;

        RecordingSubscription(MultiSubscriber<? super T> downstream) {
            this.downstream = downstream;
        }

        @Override
        public void request(long n) {
            int running = requestsInProgress.incrementAndGet();
            maxConcurrentRequests.accumulateAndGet(running, Math::max);
            requests.add(n);
            requested.accumulateAndGet(n, Subscriptions::add);
            onRequest.run();
            requestsInProgress.decrementAndGet();
            if (coldItems != null) {
                emitCold(n);
            } else if (n <= 0) {
                downstream.onFailure(Subscriptions.invalidRequest(n));
            }
        }

        private void emitCold(long n) {
            if (n <= 0) {
                cancelled.set(1);
                downstream.onFailure(Subscriptions.invalidRequest(n));
                return;
            }
            demand.accumulateAndGet(n, Subscriptions::add);
            if (wip.getAndIncrement() != 0) {
                return;
            }
            do {
                while (cancelled.get() == 0 && index < coldItems.size() && demand.get() > 0) {
                    if (demand.get() != Long.MAX_VALUE) {
                        demand.decrementAndGet();
                    }
                    downstream.onItem(coldItems.get(index++));
                }
                if (cancelled.get() == 0 && !terminated && index == coldItems.size()) {
                    terminated = true;
                    if (coldFailure != null) {
                        downstream.onFailure(coldFailure);
                    } else {
                        downstream.onCompletion();
                    }
                }
            } while (wip.decrementAndGet() != 0);
        }

        @Override
        public void cancel() {
            if (cancelled.compareAndSet(0, 1)) {
                cancellations.incrementAndGet();
            }
        }
    }
}
