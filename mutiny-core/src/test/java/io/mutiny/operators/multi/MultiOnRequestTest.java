package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.subscription.MultiEmitter;
import io.mutiny.test.Race;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestSubscriber;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class MultiOnRequestTest {

    @Test
    void invokeSeesEachRequestBeforeItGoesUpstream() {
        TestMulti<Integer> source = TestMulti.of(1, 2, 3);
        List<Long> seen = new CopyOnWriteArrayList<>();
        AssertSubscriber<Integer> subscriber = source.onRequest()
                .invoke(n -> {
                    assertThat(source.requests()).hasSize(seen.size());
                    seen.add(n);
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.assertItems(1);
        subscriber.request(2);
        subscriber.assertItems(1, 2, 3).assertCompleted();
        assertThat(seen).containsExactly(1L, 2L);
        assertThat(source.requests()).containsExactly(1L, 2L);
    }

    @Test
    void invokeRunnableVariant() {
        AtomicInteger calls = new AtomicInteger();
        Multi.createFrom()
                .items(1, 2)
                .onRequest()
                .invoke(calls::incrementAndGet)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .request(1)
                .assertItems(1, 2);
        assertThat(calls).hasValue(2);
    }

    @Test
    void throwingInvokeFailsAndCancelsUpstream() {
        TestMulti<Integer> source = TestMulti.of(1, 2);
        AssertSubscriber<Integer> subscriber = source.onRequest()
                .invoke(n -> {
                    throw new IllegalStateException("no demand");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.assertFailedWith(IllegalStateException.class, "no demand").assertHasNotReceivedAnyItem();
        assertThat(source.cancellations()).isEqualTo(1);
        assertThat(source.requests()).isEmpty();
    }

    @Test
    void invalidRequestFailsWithoutCallingTheCallback() {
        TestMulti<Integer> source = TestMulti.of(1, 2);
        AtomicInteger calls = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = source.onRequest()
                .invoke(n -> calls.incrementAndGet())
                .subscribe()
                .withSubscriber(AssertSubscriber.create());
        subscriber.request(0);
        subscriber.assertFailedWith(IllegalArgumentException.class);
        assertThat(calls).hasValue(0);
        assertThat(source.requests()).containsExactly(0L);
    }

    @Test
    void callForwardsTheRequestWhenTheUniEmits() {
        TestMulti<Integer> source = TestMulti.of(1, 2, 3);
        TestUni<Object> gate = new TestUni<>();
        List<Long> seen = new CopyOnWriteArrayList<>();
        AssertSubscriber<Integer> subscriber = source.onRequest()
                .call(n -> {
                    seen.add(n);
                    return gate;
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));
        assertThat(seen).containsExactly(2L);
        assertThat(source.requests()).isEmpty();
        subscriber.assertHasNotReceivedAnyItem();
        gate.complete("ok");
        subscriber.assertItems(1, 2);
        assertThat(source.requests()).containsExactly(2L);
    }

    @Test
    void callSupplierVariantWithAnImmediateUni() {
        Multi.createFrom()
                .items(1, 2)
                .onRequest()
                .call(() -> TestUni.item(1))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems(1, 2)
                .assertCompleted();
    }

    @Test
    void failingCallFailsAndCancelsUpstream() {
        TestMulti<Integer> source = TestMulti.of(1, 2);
        AssertSubscriber<Integer> subscriber = source.onRequest()
                .call(n -> TestUni.failure(new IOException("denied")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.assertFailedWith(IOException.class, "denied");
        assertThat(source.cancellations()).isEqualTo(1);
        Multi.createFrom()
                .items(1)
                .onRequest()
                .call(n -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void cancellationCancelsThePendingCall() {
        TestUni<Object> gate = new TestUni<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(1, 2)
                .onRequest()
                .call(n -> gate)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.cancel();
        assertThat(gate.cancellations()).isEqualTo(1);
        subscriber.assertHasNotReceivedAnyItem();
    }

    @Test
    void rejectsNullCallbacks() {
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> multi.onRequest().invoke((LongConsumer) null)).hasMessageContaining("callback");
        assertThatThrownBy(() -> multi.onRequest().invoke((Runnable) null)).hasMessageContaining("callback");
        assertThatThrownBy(() -> multi.onRequest().call((LongFunction<Uni<?>>) null))
                .hasMessageContaining("callback");
        assertThatThrownBy(() -> multi.onRequest().call((Supplier<Uni<?>>) null))
                .hasMessageContaining("callback");
    }

    @Test
    void aThrowingInvokeFailsTheStreamWithoutOverlappingAnItem() {
        try (Race race = new Race()) {
            for (int i = 0; i < 1_000; i++) {
                AtomicReference<MultiEmitter<? super Integer>> emitter = new AtomicReference<>();
                TestSubscriber<Integer> subscriber = TestSubscriber.create(1_000);
                Multi.createFrom()
                        .<Integer>emitter(emitter::set)
                        .onRequest()
                        .invoke(n -> {
                            if (n == 7) {
                                throw new IllegalStateException("boom");
                            }
                        })
                        .subscribe(subscriber);

                race.run(
                        () -> {
                            for (int n = 0; n < 1_000; n++) {
                                emitter.get().emit(n);
                            }
                            emitter.get().complete();
                        },
                        () -> subscriber.request(7));

                subscriber.awaitTermination().assertNoViolation();
                if (!subscriber.isCompleted()) {
                    assertThat(subscriber.failure())
                            .isInstanceOf(IllegalStateException.class)
                            .hasMessage("boom");
                }
            }
        }
    }
}
