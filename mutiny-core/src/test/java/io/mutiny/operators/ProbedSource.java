package io.mutiny.operators;

import io.mutiny.Uni;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.UniSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Test sources driven by hand, recording what the operator under test does to them: total requested, cancellation,
 * number of subscriptions. Emitting more than requested is up to the test (to test overflow handling).
 */
final class ProbedSource<T> extends AbstractMulti<T> {

    final AtomicLong requested = new AtomicLong();
    final AtomicBoolean cancelled = new AtomicBoolean();
    final AtomicInteger subscriptions = new AtomicInteger();
    private final AtomicReference<MultiSubscriber<? super T>> subscriber = new AtomicReference<>();

    @Override
    public void subscribe(MultiSubscriber<? super T> downstream) {
        subscriptions.incrementAndGet();
        subscriber.set(downstream);
        downstream.onSubscribe(new Flow.Subscription() {
            @Override
            public void request(long n) {
                requested.accumulateAndGet(n, (a, b) -> (a + b) < 0 ? Long.MAX_VALUE : a + b);
            }

            @Override
            public void cancel() {
                cancelled.set(true);
            }
        });
    }

    boolean isSubscribed() {
        return subscriber.get() != null;
    }

    ProbedSource<T> emit(T item) {
        subscriber.get().onItem(item);
        return this;
    }

    @SafeVarargs
    final ProbedSource<T> emit(T... items) {
        for (T item : items) {
            emit(item);
        }
        return this;
    }

    void complete() {
        subscriber.get().onCompletion();
    }

    void fail(Throwable failure) {
        subscriber.get().onFailure(failure);
    }

    /** A {@code Uni} completed by hand, recording its cancellation. */
    static final class ProbedUni<T> extends AbstractUni<T> {

        final AtomicBoolean cancelled = new AtomicBoolean();
        final AtomicInteger subscriptions = new AtomicInteger();
        private final AtomicReference<UniSubscriber<? super T>> subscriber = new AtomicReference<>();

        @Override
        public void subscribe(UniSubscriber<? super T> downstream) {
            subscriptions.incrementAndGet();
            subscriber.set(downstream);
            downstream.onSubscribe(() -> cancelled.set(true));
        }

        boolean isSubscribed() {
            return subscriber.get() != null;
        }

        void complete(T item) {
            subscriber.get().onItem(item);
        }

        void fail(Throwable failure) {
            subscriber.get().onFailure(failure);
        }
    }

    /** A {@code Uni} emitting {@code item} (possibly {@code null}) at subscription. */
    static <T> Uni<T> uniOf(T item) {
        return new AbstractUni<T>() {
            @Override
            public void subscribe(UniSubscriber<? super T> downstream) {
                downstream.onSubscribe(() -> {});
                downstream.onItem(item);
            }
        };
    }

    /** A {@code Uni} failing with {@code failure} at subscription. */
    static <T> Uni<T> uniFailure(Throwable failure) {
        return new AbstractUni<T>() {
            @Override
            public void subscribe(UniSubscriber<? super T> downstream) {
                downstream.onSubscribe(() -> {});
                downstream.onFailure(failure);
            }
        };
    }
}
