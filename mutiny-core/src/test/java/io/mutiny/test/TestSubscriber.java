package io.mutiny.test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.mutiny.Multi;
import io.mutiny.subscription.MultiSubscriber;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The project's strict recording subscriber for operator tests. It records protocol violations: overlapping signals
 * (rule 1.3), which {@code AssertSubscriber} cannot see since it serializes its callbacks, items beyond the demand
 * (rule 1.1), signals after a terminal one or before the subscription, {@code null} items, and a second
 * subscription. Every assertion fails on a violation ({@code AssertSubscriber}, like Mutiny's, accepts them and only
 * reports them through its explicit {@code assertNoViolations()}).
 */
public final class TestSubscriber<T> implements MultiSubscriber<T> {

    private final List<T> items = new CopyOnWriteArrayList<>();
    private final List<String> violations = new CopyOnWriteArrayList<>();
    private final AtomicInteger inside = new AtomicInteger();
    private final AtomicLong outstanding = new AtomicLong();
    private final CountDownLatch terminated = new CountDownLatch(1);
    private final long initialRequest;
    private volatile Flow.Subscription subscription;
    private volatile Throwable failure;
    private volatile boolean completed;

    private TestSubscriber(long initialRequest) {
        this.initialRequest = initialRequest;
    }

    /**
     * Subscribes a new subscriber that requests {@code initialRequest} items at subscription to {@code multi}: none
     * for 0, and a negative value is requested as it is (an invalid request made from {@code onSubscribe}).
     */
    public static <T> TestSubscriber<T> subscribe(Multi<T> multi, long initialRequest) {
        TestSubscriber<T> subscriber = create(initialRequest);
        multi.subscribe(subscriber);
        return subscriber;
    }

    public static <T> TestSubscriber<T> create(long initialRequest) {
        return new TestSubscriber<>(initialRequest);
    }

    public static <T> TestSubscriber<T> unbounded() {
        return new TestSubscriber<>(Long.MAX_VALUE);
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        if (this.subscription != null) {
            violations.add("second onSubscribe");
        }
        this.subscription = subscription;
        if (initialRequest != 0) {
            request(initialRequest);
        }
    }

    @Override
    public void onItem(T item) {
        enter("onItem " + item);
        if (item == null) {
            violations.add("null item");
        }
        long before = outstanding.getAndUpdate(n -> n == Long.MAX_VALUE || n == 0 ? n : n - 1);
        if (before == 0) {
            violations.add("onItem " + item + " beyond the demand");
        }
        items.add(item);
        leave();
    }

    @Override
    public void onFailure(Throwable throwable) {
        enter("onFailure " + throwable);
        failure = throwable;
        terminated.countDown();
        leave();
    }

    @Override
    public void onCompletion() {
        enter("onCompletion");
        completed = true;
        terminated.countDown();
        leave();
    }

    private void enter(String signal) {
        if (subscription == null) {
            violations.add(signal + " before onSubscribe");
        }
        if (inside.getAndIncrement() != 0) {
            violations.add("overlapping " + signal);
        }
        if (terminated.getCount() == 0) {
            violations.add(signal + " after a terminal signal");
        }
    }

    private void leave() {
        inside.decrementAndGet();
    }

    public TestSubscriber<T> request(long n) {
        if (n > 0) {
            outstanding.accumulateAndGet(n, io.mutiny.helpers.Subscriptions::add);
        }
        subscription.request(n);
        return this;
    }

    public TestSubscriber<T> cancel() {
        subscription.cancel();
        return this;
    }

    public List<T> items() {
        return new ArrayList<>(items);
    }

    public Throwable failure() {
        return failure;
    }

    public boolean isCompleted() {
        return completed;
    }

    public boolean isSubscribed() {
        return subscription != null;
    }

    public boolean isTerminated() {
        return terminated.getCount() == 0;
    }

    @SafeVarargs
    public final TestSubscriber<T> assertItems(T... expected) {
        assertThat(items()).containsExactly(expected);
        return assertNoViolation();
    }

    public TestSubscriber<T> assertCompleted() {
        assertThat(failure).isNull();
        assertThat(completed).as("completed").isTrue();
        return assertNoViolation();
    }

    public TestSubscriber<T> assertNotTerminated() {
        assertThat(isTerminated()).as("terminated").isFalse();
        return assertNoViolation();
    }

    public TestSubscriber<T> assertFailedWith(Class<? extends Throwable> type, String messagePart) {
        assertThat(failure).isInstanceOf(type).hasMessageContaining(messagePart);
        assertThat(completed).isFalse();
        return assertNoViolation();
    }

    public TestSubscriber<T> assertNoViolation() {
        assertThat(violations).isEmpty();
        return this;
    }

    public TestSubscriber<T> awaitTermination() {
        try {
            assertThat(terminated.await(10, TimeUnit.SECONDS))
                    .as("terminated in time")
                    .isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
        return this;
    }

    public TestSubscriber<T> awaitItems(int count) {
        await().atMost(Duration.ofSeconds(10)).until(() -> items.size() >= count || isTerminated());
        assertThat(items).hasSizeGreaterThanOrEqualTo(count);
        return this;
    }
}
