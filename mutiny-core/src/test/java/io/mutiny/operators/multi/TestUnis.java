package io.mutiny.operators.multi;

import io.mutiny.Uni;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/** Minimal Unis for the tests of this package, independent from {@code Uni.createFrom()}. */
final class TestUnis {

    private TestUnis() {}

    static <T> Uni<T> item(T item) {
        return new AbstractUni<T>() {
            @Override
            public void subscribe(UniSubscriber<? super T> subscriber) {
                subscriber.onSubscribe(() -> {});
                subscriber.onItem(item);
            }
        };
    }

    static <T> Uni<T> failure(Throwable failure) {
        return new AbstractUni<T>() {
            @Override
            public void subscribe(UniSubscriber<? super T> subscriber) {
                subscriber.onSubscribe(() -> {});
                subscriber.onFailure(failure);
            }
        };
    }

    /** A Uni completed by hand, that records cancellation. */
    static final class Pending<T> extends AbstractUni<T> {
        final AtomicReference<UniSubscriber<? super T>> subscriber = new AtomicReference<>();
        final AtomicBoolean cancelled = new AtomicBoolean();

        @Override
        public void subscribe(UniSubscriber<? super T> downstream) {
            subscriber.set(downstream);
            UniSubscription subscription = () -> cancelled.set(true);
            downstream.onSubscribe(subscription);
        }

        void complete(T item) {
            subscriber.get().onItem(item);
        }

        void fail(Throwable failure) {
            subscriber.get().onFailure(failure);
        }
    }
}
