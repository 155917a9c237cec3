package io.mutiny.operators.multi;

import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A Uni for tests, independent from {@code Uni.createFrom()}: it emits the configured item or failure on
 * subscription, or, when pending, waits for {@link #emit}/{@link #fail}; it records subscriptions and cancellations.
 */
final class TestUni<T> extends AbstractUni<T> {

    private final T item;
    private final Throwable failure;
    private final boolean pending;
    final AtomicInteger subscriptions = new AtomicInteger();
    final AtomicInteger cancellations = new AtomicInteger();
    private final AtomicReference<UniSubscriber<? super T>> subscriber = new AtomicReference<>();

    private TestUni(T item, Throwable failure, boolean pending) {
        this.item = item;
        this.failure = failure;
        this.pending = pending;
    }

    static <T> TestUni<T> item(T item) {
        return new TestUni<>(item, null, false);
    }

    static <T> TestUni<T> failure(Throwable failure) {
        return new TestUni<>(null, failure, false);
    }

    static <T> TestUni<T> pending() {
        return new TestUni<>(null, null, true);
    }

    @Override
    public void subscribe(UniSubscriber<? super T> downstream) {
        subscriptions.incrementAndGet();
        subscriber.set(downstream);
        downstream.onSubscribe(cancellations::incrementAndGet);
        if (pending) {
            return;
        }
        if (failure != null) {
            downstream.onFailure(failure);
        } else {
            downstream.onItem(item);
        }
    }

    void emit(T value) {
        subscriber.get().onItem(value);
    }

    void fail(Throwable value) {
        subscriber.get().onFailure(value);
    }
}
