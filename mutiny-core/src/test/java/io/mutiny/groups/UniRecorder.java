package io.mutiny.groups;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Uni;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** A test subscriber that records the outcome of a Uni and counts terminal signals (there must be at most one). */
final class UniRecorder<T> implements UniSubscriber<T> {

    final AtomicInteger signals = new AtomicInteger();
    private final CountDownLatch outcome = new CountDownLatch(1);
    private volatile UniSubscription subscription;
    private volatile T item;
    private volatile Throwable failure;
    private volatile String thread;

    static <T> UniRecorder<T> subscribe(Uni<T> uni) {
        UniRecorder<T> recorder = new UniRecorder<>();
        AbstractUni.subscribe(uni, recorder);
        return recorder;
    }

    @Override
    public void onSubscribe(UniSubscription subscription) {
        this.subscription = subscription;
    }

    @Override
    public void onItem(T value) {
        item = value;
        thread = Thread.currentThread().getName();
        signals.incrementAndGet();
        outcome.countDown();
    }

    @Override
    public void onFailure(Throwable error) {
        failure = error;
        thread = Thread.currentThread().getName();
        signals.incrementAndGet();
        outcome.countDown();
    }

    void cancel() {
        subscription.cancel();
    }

    boolean hasOutcome() {
        return outcome.getCount() == 0;
    }

    UniRecorder<T> await() {
        try {
            assertThat(outcome.await(5, TimeUnit.SECONDS))
                    .as("outcome within 5 s")
                    .isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
        return this;
    }

    T item() {
        assertThat(hasOutcome()).as("has an outcome").isTrue();
        assertThat(failure).as("failure").isNull();
        return item;
    }

    Throwable failure() {
        assertThat(hasOutcome()).as("has an outcome").isTrue();
        assertThat(failure).as("failure").isNotNull();
        return failure;
    }

    String thread() {
        return thread;
    }
}
