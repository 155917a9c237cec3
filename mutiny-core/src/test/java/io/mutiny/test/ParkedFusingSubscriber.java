package io.mutiny.test;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Asks for {@link FusedSubscription#ASYNC} fusion across a {@link FusedSubscription#BOUNDARY}, requests everything and never polls by itself: the test polls, to
 * see what the producer's queue holds when, and counts the "poll now" signals.
 */
public final class ParkedFusingSubscriber<T> implements MultiSubscriber<T> {
    public final AtomicInteger signals = new AtomicInteger();
    public volatile FusedSubscription<T> fused;
    public volatile Throwable failure;
    public volatile boolean completed;
    private final long initialRequest;

    /** Requests {@code Long.MAX_VALUE}. */
    public ParkedFusingSubscriber() {
        this(Long.MAX_VALUE);
    }

    /** Requests {@code initialRequest} in {@code onSubscribe}. */
    public ParkedFusingSubscriber(long initialRequest) {
        this.initialRequest = initialRequest;
    }

    @SuppressWarnings("unchecked")
    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        fused = (FusedSubscription<T>) subscription;
        assertThat(fused.requestFusion(FusedSubscription.ASYNC | FusedSubscription.BOUNDARY))
                .isEqualTo(FusedSubscription.ASYNC);
        subscription.request(initialRequest);
    }

    @Override
    public void onItem(T item) {
        assertThat(item).isNull();
        signals.incrementAndGet();
    }

    @Override
    public void onFailure(Throwable failure) {
        this.failure = failure;
    }

    @Override
    public void onCompletion() {
        completed = true;
    }
}
