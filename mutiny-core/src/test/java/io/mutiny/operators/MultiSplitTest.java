package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.operators.multi.split.MultiSplitter;
import io.mutiny.test.TestMulti;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MultiSplitTest {

    enum Parity {
        EVEN,
        ODD
    }

    private static Parity parity(int i) {
        return i % 2 == 0 ? Parity.EVEN : Parity.ODD;
    }

    @Test
    void dispatchesItemsToTheirSplitOnceAllSplitsAreSubscribed() {
        TestMulti<Integer> upstream = new TestMulti<>();
        MultiSplitter<Integer, Parity> splitter = new MultiSplitter<>(upstream, Parity.class, MultiSplitTest::parity);
        assertThat(splitter.keyType()).isEqualTo(Parity.class);
        AssertSubscriber<Integer> even =
                splitter.get(Parity.EVEN).subscribe().withSubscriber(AssertSubscriber.create(10));
        assertThat(upstream.hasSubscriber()).isFalse();
        AssertSubscriber<Integer> odd =
                splitter.get(Parity.ODD).subscribe().withSubscriber(AssertSubscriber.create(10));
        assertThat(upstream.hasSubscriber()).isTrue();
        assertThat(upstream.requested()).isEqualTo(1);
        upstream.emit(1);
        upstream.emit(2);
        upstream.emit(4);
        assertThat(upstream.requested()).isEqualTo(4);
        upstream.complete();
        even.assertItems(2, 4).assertCompleted();
        odd.assertItems(1).assertCompleted();
    }

    @Test
    void nothingIsRequestedUntilEverySplitHasDemand() {
        List<Long> requests = new ArrayList<>();
        Multi<Integer> upstream = Multi.createFrom().range(0, 10).onRequest().invoke(requests::add);
        MultiSplitter<Integer, Parity> splitter = new MultiSplitter<>(upstream, Parity.class, MultiSplitTest::parity);
        AssertSubscriber<Integer> even =
                splitter.get(Parity.EVEN).subscribe().withSubscriber(AssertSubscriber.create(0));
        AssertSubscriber<Integer> odd = splitter.get(Parity.ODD).subscribe().withSubscriber(AssertSubscriber.create(0));
        even.request(1);
        assertThat(requests).isEmpty();
        odd.request(1);
        assertThat(requests).containsExactly(1L);
        even.assertItems(0);
        even.request(2);
        assertThat(requests).containsExactly(1L, 1L);
        even.assertItems(0);
        odd.assertItems(1);
        odd.request(10);
        assertThat(requests).hasSize(5);
        even.assertItems(0, 2, 4);
        odd.assertItems(1, 3);
        even.request(10);
        even.assertItems(0, 2, 4, 6, 8).assertCompleted();
        odd.assertItems(1, 3, 5, 7, 9).assertCompleted();
    }

    @Test
    void anItemWaitsForTheDemandOfItsSplit() {
        TestMulti<Integer> upstream = new TestMulti<>();
        MultiSplitter<Integer, Parity> splitter = new MultiSplitter<>(upstream, Parity.class, MultiSplitTest::parity);
        AssertSubscriber<Integer> even =
                splitter.get(Parity.EVEN).subscribe().withSubscriber(AssertSubscriber.create(0));
        AssertSubscriber<Integer> odd = splitter.get(Parity.ODD).subscribe().withSubscriber(AssertSubscriber.create(5));
        assertThat(upstream.requested()).isZero();
        upstream.emit(2); // beyond the demand: kept until its split has demand
        even.assertHasNotReceivedAnyItem();
        even.request(1);
        even.assertItems(2);
        assertThat(upstream.requested()).isZero();
        even.request(1);
        assertThat(upstream.requested()).isEqualTo(1);
        odd.assertHasNotReceivedAnyItem();
    }

    @Test
    void cancellationPausesTheFlowUntilANewSubscriberArrives() {
        TestMulti<Integer> upstream = new TestMulti<>();
        MultiSplitter<Integer, Parity> splitter = new MultiSplitter<>(upstream, Parity.class, MultiSplitTest::parity);
        AssertSubscriber<Integer> even =
                splitter.get(Parity.EVEN).subscribe().withSubscriber(AssertSubscriber.create(5));
        AssertSubscriber<Integer> odd = splitter.get(Parity.ODD).subscribe().withSubscriber(AssertSubscriber.create(5));
        upstream.emit(1);
        assertThat(upstream.requested()).isEqualTo(2);
        odd.cancel();
        upstream.emit(3);
        // no subscriber for the split of 3: it waits, and nothing more is requested
        assertThat(upstream.requested()).isEqualTo(2);
        AssertSubscriber<Integer> odd2 =
                splitter.get(Parity.ODD).subscribe().withSubscriber(AssertSubscriber.create(5));
        odd2.assertItems(3);
        assertThat(upstream.requested()).isEqualTo(3);
        odd.assertItems(1);
        assertThat(upstream.subscriptions()).isEqualTo(1);
        even.assertNotTerminated();
    }

    @Test
    void aSecondSubscriberToASplitIsRejected() {
        MultiSplitter<Integer, Parity> splitter =
                new MultiSplitter<>(new TestMulti<>(), Parity.class, MultiSplitTest::parity);
        splitter.get(Parity.EVEN).subscribe().withSubscriber(AssertSubscriber.create(5));
        splitter.get(Parity.EVEN)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(IllegalStateException.class, "EVEN");
    }

    @Test
    void failuresReachEverySplitAndLateSubscribers() {
        TestMulti<Integer> upstream = new TestMulti<>();
        MultiSplitter<Integer, Parity> splitter = new MultiSplitter<>(upstream, Parity.class, MultiSplitTest::parity);
        AssertSubscriber<Integer> even =
                splitter.get(Parity.EVEN).subscribe().withSubscriber(AssertSubscriber.create(5));
        AssertSubscriber<Integer> odd = splitter.get(Parity.ODD).subscribe().withSubscriber(AssertSubscriber.create(5));
        upstream.fail(new IOException("boom"));
        even.assertFailedWith(IOException.class, "boom");
        odd.assertFailedWith(IOException.class, "boom");
        splitter.get(Parity.ODD)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void splitterThrowingFailsEverySplitAndCancelsUpstream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        MultiSplitter<Integer, Parity> splitter = new MultiSplitter<>(upstream, Parity.class, i -> {
            throw new IllegalStateException("splitter");
        });
        AssertSubscriber<Integer> even =
                splitter.get(Parity.EVEN).subscribe().withSubscriber(AssertSubscriber.create(5));
        AssertSubscriber<Integer> odd = splitter.get(Parity.ODD).subscribe().withSubscriber(AssertSubscriber.create(5));
        upstream.emit(1);
        even.assertFailedWith(IllegalStateException.class, "splitter");
        odd.assertFailedWith(IllegalStateException.class, "splitter");
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void invalidRequestFailsThatSplit() {
        MultiSplitter<Integer, Parity> splitter =
                new MultiSplitter<>(Multi.createFrom().items(1, 2), Parity.class, MultiSplitTest::parity);
        splitter.get(Parity.EVEN)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .request(0)
                .assertFailedWith(IllegalArgumentException.class, "rule 3.9");
    }

    @Test
    void rejectsInvalidArguments() {
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> new MultiSplitter<>(multi, null, MultiSplitTest::parity))
                .hasMessageContaining("keyType");
        assertThatThrownBy(() -> new MultiSplitter<Integer, Parity>(multi, Parity.class, null))
                .hasMessageContaining("splitter");
        assertThatThrownBy(() -> new MultiSplitter<>(multi, Parity.class, MultiSplitTest::parity).get(null))
                .hasMessageContaining("key");
    }
}
