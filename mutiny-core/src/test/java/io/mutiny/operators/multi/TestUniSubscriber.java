package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** A recording {@code Uni} subscriber for the tests of this package. */
final class TestUniSubscriber<T> implements UniSubscriber<T> {

    private final CountDownLatch done = new CountDownLatch(1);
    private final AtomicInteger outcomes = new AtomicInteger();
    private volatile UniSubscription subscription;
    private volatile T item;
    private volatile Throwable failure;

    @Override
    public void onSubscribe(UniSubscription subscription) {
        this.subscription = subscription;
    }

    @Override
    public void onItem(T item) {
        this.item = item;
        outcomes.incrementAndGet();
        done.countDown();
    }

    @Override
    public void onFailure(Throwable failure) {
        this.failure = failure;
        outcomes.incrementAndGet();
        done.countDown();
    }

    void cancel() {
        subscription.cancel();
    }

    boolean hasOutcome() {
        return done.getCount() == 0;
    }

    T awaitItem() {
        await();
        assertThat(failure).isNull();
        return item;
    }

    Throwable awaitFailure() {
        await();
        assertThat(failure).isNotNull();
        return failure;
    }

    private void await() {
        try {
            assertThat(done.await(10, TimeUnit.SECONDS)).as("outcome in time").isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
        assertThat(outcomes.get()).as("one outcome").isEqualTo(1);
    }
}
