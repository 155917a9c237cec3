package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.test.KnownUni;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestSubscriber;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MultiOnItemCallTest {

    @Test
    void forwardsEachItemAfterItsUniCompletes() {
        List<TestUni<String>> unis = new ArrayList<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(1, 2)
                .onItem()
                .call(i -> {
                    TestUni<String> uni = new TestUni<>();
                    unis.add(uni);
                    return uni;
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        assertThat(unis).hasSize(1);
        subscriber.assertHasNotReceivedAnyItem();
        unis.get(0).complete("ignored");
        subscriber.assertItems(1);
        assertThat(unis).hasSize(2);
        unis.get(1).complete(null);
        subscriber.assertItems(1, 2).assertCompleted();
    }

    @Test
    void supplierVariant() {
        Multi.createFrom()
                .items(1, 2)
                .onItem()
                .call(() -> TestUni.item("x"))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1, 2)
                .assertCompleted();
    }

    @Test
    void failedUniFailsTheStreamAndCancelsUpstream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = upstream.onItem()
                .call(i -> i == 2 ? TestUni.failure(new IOException("boom")) : TestUni.item(i))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        upstream.emit(1);
        upstream.emit(2);
        subscriber.assertItems(1).assertFailedWith(IOException.class, "boom");
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void actionThrowingOrReturningNullFails() {
        Multi.createFrom()
                .items(1)
                .onItem()
                .call(i -> {
                    throw new IllegalStateException("action");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertFailedWith(IllegalStateException.class, "action");
        Multi.createFrom()
                .items(1)
                .onItem()
                .call(i -> (Uni<?>) null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void cancellationCancelsThePendingUni() {
        TestUni<String> uni = new TestUni<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(1)
                .onItem()
                .call(i -> uni)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        subscriber.cancel();
        assertThat(uni.isCancelled()).isTrue();
    }

    @Test
    void respectsTheDownstreamDemand() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber =
                upstream.onItem().call(i -> TestUni.item(i)).subscribe().withSubscriber(AssertSubscriber.create(1));
        assertThat(upstream.requested()).isEqualTo(1);
        upstream.emit(1);
        subscriber.assertItems(1);
        assertThat(upstream.requested()).isEqualTo(1);
        subscriber.request(1);
        assertThat(upstream.requested()).isEqualTo(2);
    }

    @Test
    void rejectsNullActions() {
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> multi.onItem().call((java.util.function.Supplier<Uni<?>>) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("action");
    }

    @Test
    void knownUnisAreReadWithoutSubscribing() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                upstream.onItem().call(i -> switch (i % 3) {
                    case 0 -> Uni.createFrom().item("x");
                    case 1 -> Uni.createFrom().nullItem();
                    default -> Uni.createFrom().voidItem();
                }),
                2);
        assertThat(upstream.requested()).isEqualTo(1);
        upstream.emit(0);
        assertThat(upstream.requested()).isEqualTo(2);
        upstream.emit(1);
        // the demand is used up: the upstream is not asked for more
        assertThat(upstream.requested()).isEqualTo(2);
        assertThat(subscriber.items()).containsExactly(0, 1);
        subscriber.request(10);
        upstream.emit(2, 3);
        upstream.complete();
        subscriber.assertCompleted();
        assertThat(subscriber.items()).containsExactly(0, 1, 2, 3);
    }

    @Test
    void aKnownUniIsReadNotSubscribed() {
        List<KnownUni<String>> unis = new ArrayList<>();
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                Multi.createFrom().range(0, 3).onItem().call(i -> KnownUni.recordedIn(unis, "x")), Long.MAX_VALUE);
        subscriber.assertCompleted();
        assertThat(subscriber.items()).containsExactly(0, 1, 2);
        KnownUni.assertReadOnceAndNeverSubscribed(unis, 3);
    }

    @Test
    void knownFailedUniFailsTheStreamAndCancelsUpstream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                upstream.onItem()
                        .call(i -> i == 2
                                ? Uni.createFrom().failure(new IOException("boom"))
                                : Uni.createFrom().item(i)),
                Long.MAX_VALUE);
        upstream.emit(1);
        upstream.emit(2);
        subscriber.assertFailedWith(IOException.class, "boom");
        assertThat(subscriber.items()).containsExactly(1);
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void knownUnisStopAtCancellation() {
        TestMulti<Integer> upstream = new TestMulti<>();
        TestSubscriber<Integer> subscriber = TestSubscriber.subscribe(
                upstream.onItem().call(i -> Uni.createFrom().item(i)), 5);
        upstream.emit(1);
        subscriber.cancel();
        assertThat(upstream.isCancelled()).isTrue();
        assertThat(subscriber.items()).containsExactly(1);
        subscriber.assertNotTerminated();
    }
}
