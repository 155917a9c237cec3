package io.mutiny.test;

import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A {@code Uni} for operator tests, independent from {@code Uni.createFrom()}. It records its subscriptions and
 * cancellations. Built with {@link #item} or {@link #failure} it emits that outcome at each subscription; built with
 * {@code new TestUni<>()} it waits for the test to call {@link #complete} or {@link #fail}, which signal its latest
 * subscriber.
 */
public final class TestUni<T> extends AbstractUni<T> {

    private final boolean pending;
    private final T item;
    private final Throwable failure;
    private final AtomicInteger subscriptions = new AtomicInteger();
    private final AtomicInteger cancellations = new AtomicInteger();
    private volatile UniSubscriber<? super T> subscriber;

    /** A {@code Uni} whose outcome the test gives by hand. */
    public TestUni() {
        this(true, null, null);
    }

    private TestUni(boolean pending, T item, Throwable failure) {
        this.pending = pending;
        this.item = item;
        this.failure = failure;
    }

    /** A {@code Uni} emitting {@code item} (possibly {@code null}) at each subscription. */
    public static <T> TestUni<T> item(T item) {
        return new TestUni<>(false, item, null);
    }

    /** A {@code Uni} failing with {@code failure} at each subscription. */
    public static <T> TestUni<T> failure(Throwable failure) {
        return new TestUni<>(false, null, failure);
    }

    @Override
    public void subscribe(UniSubscriber<? super T> downstream) {
        subscriptions.incrementAndGet();
        subscriber = downstream;
        AtomicBoolean cancelled = new AtomicBoolean();
        downstream.onSubscribe(() -> {
            if (cancelled.compareAndSet(false, true)) {
                cancellations.incrementAndGet();
            }
        });
        if (pending) {
            return;
        }
        if (failure != null) {
            downstream.onFailure(failure);
        } else {
            downstream.onItem(item);
        }
    }

    /** Sends {@code value} to the latest subscriber. */
    public void complete(T value) {
        subscriber.onItem(value);
    }

    /** Fails the latest subscriber. */
    public void fail(Throwable value) {
        subscriber.onFailure(value);
    }

    public boolean hasSubscriber() {
        return subscriber != null;
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
}
