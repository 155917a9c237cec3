package io.mutiny.subscription;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.infrastructure.Infrastructure;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SafeSubscriberTest {

    private final List<Throwable> dropped = new CopyOnWriteArrayList<>();
    private final AtomicInteger cancellations = new AtomicInteger();
    private final Flow.Subscription upstream = new Flow.Subscription() {
        @Override
        public void request(long n) {}

        @Override
        public void cancel() {
            cancellations.incrementAndGet();
        }
    };

    @AfterEach
    void reset() {
        Infrastructure.resetDroppedExceptionHandler();
    }

    @Test
    void passesSignalsAndIgnoresThoseAfterTermination() {
        AssertSubscriber<Integer> downstream = AssertSubscriber.create(10);
        SafeSubscriber<Integer> safe = new SafeSubscriber<>(downstream);
        safe.onSubscribe(upstream);
        safe.onNext(1);
        safe.onComplete();
        safe.onNext(2);
        safe.onComplete();
        downstream.assertItems(1).assertCompleted();
    }

    @Test
    void throwingOnNextCancelsAndFails() {
        List<Object> received = new CopyOnWriteArrayList<>();
        SafeSubscriber<Integer> safe = new SafeSubscriber<>(new AssertSubscriber<Integer>(10) {
            @Override
            public void onItem(Integer item) {
                throw new IllegalStateException("bad subscriber");
            }

            @Override
            public void onFailure(Throwable failure) {
                received.add(failure);
            }
        });
        safe.onSubscribe(upstream);
        safe.onNext(1);
        safe.onNext(2);
        assertThat(cancellations).hasValue(1);
        assertThat(received).singleElement().isInstanceOf(IllegalStateException.class);
    }

    @Test
    void nullItemBecomesAFailure() {
        AssertSubscriber<Integer> downstream = AssertSubscriber.create(10);
        SafeSubscriber<Integer> safe = new SafeSubscriber<>(downstream);
        safe.onSubscribe(upstream);
        safe.onNext(null);
        downstream.assertFailedWith(NullPointerException.class);
        assertThat(cancellations).hasValue(1);
    }

    @Test
    void lateFailuresAndThrowingTerminalCallbacksAreDropped() {
        Infrastructure.setDroppedExceptionHandler(dropped::add);
        AssertSubscriber<Integer> downstream = AssertSubscriber.create(10);
        SafeSubscriber<Integer> safe = new SafeSubscriber<>(downstream);
        safe.onSubscribe(upstream);
        safe.onComplete();
        safe.onError(new IOException("late"));
        assertThat(dropped).singleElement().isInstanceOf(IOException.class);

        SafeSubscriber<Integer> throwing = new SafeSubscriber<>(new AssertSubscriber<Integer>(10) {
            @Override
            public void onCompletion() {
                throw new IllegalStateException("on complete");
            }
        });
        throwing.onSubscribe(upstream);
        throwing.onComplete();
        assertThat(dropped).hasSize(2).last().isInstanceOf(IllegalStateException.class);
    }

    @Test
    void secondSubscriptionIsCancelled() {
        SafeSubscriber<Integer> safe = new SafeSubscriber<>(AssertSubscriber.create(10));
        safe.onSubscribe(upstream);
        safe.onSubscribe(upstream);
        assertThat(cancellations).hasValue(1);
    }
}
