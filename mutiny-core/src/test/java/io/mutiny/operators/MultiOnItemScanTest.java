package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.test.TestMulti;
import org.junit.jupiter.api.Test;

class MultiOnItemScanTest {

    @Test
    void scanWithInitialStateEmitsItFirst() {
        Multi.createFrom()
                .items(1, 2, 3)
                .onItem()
                .scan(() -> 10, Integer::sum)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertCompleted()
                .assertItems(10, 11, 13, 16);
    }

    @Test
    void initialStateConsumesOneUnitOfDemand() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber =
                upstream.onItem().scan(() -> 0, Integer::sum).subscribe().withSubscriber(AssertSubscriber.create(0));
        subscriber.request(1).assertItems(0);
        assertThat(upstream.requested()).isZero();
        subscriber.request(2);
        assertThat(upstream.requested()).isEqualTo(2);
        upstream.emit(5, 6);
        subscriber.assertItems(0, 5, 11);
    }

    @Test
    void emptyUpstreamStillEmitsTheInitialStateWhenRequested() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>empty()
                .onItem()
                .scan(() -> 7, Integer::sum)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        subscriber.assertNotTerminated();
        subscriber.request(1).assertItems(7).assertCompleted();
    }

    @Test
    void scanWithoutInitialStateStartsWithTheFirstItem() {
        Multi.createFrom()
                .items(1, 2, 3)
                .onItem()
                .scan(Integer::sum)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertCompleted()
                .assertItems(1, 3, 6);
    }

    @Test
    void accumulatorThrowingOrReturningNullFails() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = upstream.onItem()
                .scan((a, b) -> {
                    throw new IllegalStateException("acc");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        upstream.emit(1, 2);
        subscriber.assertItems(1).assertFailedWith(IllegalStateException.class, "acc");
        assertThat(upstream.isCancelled()).isTrue();
        Multi.createFrom()
                .items(1, 2)
                .onItem()
                .scan(() -> 0, (a, b) -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(0)
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void initialStateSupplierFailing() {
        Multi.createFrom()
                .items(1)
                .onItem()
                .scan(() -> null, (Integer a, Integer b) -> a)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertFailedWith(NullPointerException.class, "supplier");
    }

    @Test
    void rejectsNullArguments() {
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> multi.onItem().scan(null)).hasMessageContaining("accumulator");
        assertThatThrownBy(() -> multi.onItem().scan(null, (Integer a, Integer b) -> a))
                .hasMessageContaining("initialStateProducer");
    }
}
