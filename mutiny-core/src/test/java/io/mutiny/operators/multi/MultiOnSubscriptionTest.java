package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class MultiOnSubscriptionTest {

    @Test
    void invokeSeesTheSubscriptionBeforeTheDownstream() {
        AtomicReference<Flow.Subscription> seen = new AtomicReference<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(1, 2)
                .onSubscription()
                .invoke(subscription -> {
                    seen.set(subscription);
                })
                .subscribe()
                .withSubscriber(new AssertSubscriber<Integer>(10) {
                    @Override
                    public void onSubscribe(Flow.Subscription subscription) {
                        assertThat(seen.get()).isNotNull();
                        super.onSubscribe(subscription);
                    }
                });
        subscriber.assertItems(1, 2).assertCompleted();
    }

    @Test
    void invokeRunnableIsCalledOncePerSubscription() {
        AtomicInteger calls = new AtomicInteger();
        Multi<Integer> multi = Multi.createFrom().items(1).onSubscription().invoke(calls::incrementAndGet);
        assertThat(calls).hasValue(0);
        multi.subscribe().withSubscriber(AssertSubscriber.create(1)).assertCompleted();
        multi.subscribe().withSubscriber(AssertSubscriber.create(1)).assertCompleted();
        assertThat(calls).hasValue(2);
    }

    @Test
    void throwingInvokeCancelsUpstreamAndFails() {
        AtomicInteger cancellations = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(1, 2)
                .onCancellation()
                .invoke(cancellations::incrementAndGet)
                .onSubscription()
                .invoke(() -> {
                    throw new IllegalStateException("boom");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        subscriber.assertFailedWith(IllegalStateException.class, "boom").assertHasNotReceivedAnyItem();
        assertThat(cancellations).hasValue(1);
    }

    @Test
    void callDelaysTheSubscriptionUntilTheUniEmits() {
        TestUni<Object> uni = new TestUni<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(1, 2)
                .onSubscription()
                .call(subscription -> uni)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        subscriber.assertNotSubscribed();
        uni.complete("go");
        subscriber.assertSubscribed().assertItems(1, 2).assertCompleted();
    }

    @Test
    void callSupplierVariant() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(1)
                .onSubscription()
                .call(() -> TestUni.item(null))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        subscriber.assertItems(1).assertCompleted();
    }

    @Test
    void failingCallFailsAndCancelsUpstream() {
        AtomicInteger cancellations = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(1)
                .onCancellation()
                .invoke(cancellations::incrementAndGet)
                .onSubscription()
                .call(subscription -> TestUni.failure(new IOException("no")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        subscriber.assertFailedWith(IOException.class, "no").assertHasNotReceivedAnyItem();
        assertThat(cancellations).hasValue(1);
    }

    @Test
    void callReturningNullOrThrowingFails() {
        Multi.createFrom()
                .items(1)
                .onSubscription()
                .call(subscription -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertFailedWith(NullPointerException.class);
        Multi.createFrom()
                .items(1)
                .onSubscription()
                .call(subscription -> {
                    throw new IllegalArgumentException("bad");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertFailedWith(IllegalArgumentException.class, "bad");
    }

    @Test
    void rejectsNullCallbacks() {
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> multi.onSubscription().invoke((Consumer<Flow.Subscription>) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("callback");
        assertThatThrownBy(() -> multi.onSubscription().invoke((Runnable) null)).hasMessageContaining("callback");
        assertThatThrownBy(() -> multi.onSubscription().call((Function<Flow.Subscription, Uni<?>>) null))
                .hasMessageContaining("callback");
        assertThatThrownBy(() -> multi.onSubscription().call((Supplier<Uni<?>>) null))
                .hasMessageContaining("callback");
    }
}
