package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.test.KnownMulti;
import io.mutiny.test.TestMulti;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Flow;
import org.junit.jupiter.api.Test;

class MultiMergeTest {

    @Test
    void mergesTheItemsOfEveryStream() {
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .merging()
                .streams(Multi.createFrom().items(1, 2), Multi.createFrom().items(3, 4))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
        subscriber.awaitCompletion();
        assertThat(subscriber.getItems()).containsExactlyInAnyOrder(1, 2, 3, 4);
    }

    @Test
    void respectsTheDownstreamDemand() {
        TestMulti<Integer> first = new TestMulti<>();
        TestMulti<Integer> second = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .merging()
                .streams(first, second)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        first.emit(1);
        subscriber.assertItems(1);
        subscriber.request(1);
        second.emit(2);
        subscriber.assertItems(1, 2).assertNotTerminated();
    }

    @Test
    void concurrencyOfOneSubscribesOneStreamAtATime() {
        TestMulti<Integer> first = new TestMulti<>();
        TestMulti<Integer> second = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .merging()
                .withConcurrency(1)
                .streams(List.of(first, second))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        assertThat(first.hasSubscriber()).isTrue();
        assertThat(second.hasSubscriber()).isFalse();
        first.emit(1);
        first.complete();
        assertThat(second.hasSubscriber()).isTrue();
        second.emit(2);
        second.complete();
        subscriber.assertItems(1, 2).assertCompleted();
    }

    @Test
    void withRequestsBoundsWhatEachStreamIsAskedFor() {
        TestMulti<Integer> first = new TestMulti<>();
        Multi.createBy()
                .merging()
                .withRequests(3)
                .streams(first)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
        assertThat(first.requested()).isEqualTo(3);
    }

    @Test
    void firstFailureCancelsTheOthers() {
        TestMulti<Integer> first = new TestMulti<>();
        TestMulti<Integer> second = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .merging()
                .streams(first, second)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        first.fail(new IOException("boom"));
        subscriber.assertFailedWith(IOException.class, "boom");
        assertThat(second.isCancelled()).isTrue();
    }

    @Test
    void collectFailuresWaitsForEveryStream() {
        TestMulti<Integer> first = new TestMulti<>();
        TestMulti<Integer> second = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .merging()
                .collectFailures()
                .streams(first, second)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        first.fail(new IOException("boom"));
        subscriber.assertNotTerminated();
        second.emit(2);
        second.complete();
        subscriber.assertItems(2).assertFailedWith(IOException.class);
    }

    @Test
    void cancellationReachesEveryStream() {
        TestMulti<Integer> first = new TestMulti<>();
        TestMulti<Integer> second = new TestMulti<>();
        Multi.createBy()
                .merging()
                .streams(first, second)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .cancel();
        assertThat(first.isCancelled()).isTrue();
        assertThat(second.isCancelled()).isTrue();
    }

    @Test
    void noStreamCompletesAtOnce() {
        Multi.createBy()
                .merging()
                .streams(List.<Flow.Publisher<Integer>>of())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertCompleted();
    }

    @Test
    @SuppressWarnings("unchecked")
    void invalidArguments() {
        assertThatThrownBy(() -> Multi.createBy().merging().withConcurrency(0)).hasMessageContaining("concurrency");
        assertThatThrownBy(() -> Multi.createBy().merging().withRequests(-1)).hasMessageContaining("requests");
        assertThatThrownBy(() -> Multi.createBy().merging().streams((Flow.Publisher<Integer>[]) null))
                .hasMessageContaining("publishers");
        assertThatThrownBy(() -> Multi.createBy().merging().streams(Arrays.asList(new TestMulti<Integer>(), null)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("iterable");
    }

    @Test
    void knownSingleItemAndEmptyStreamsAreMergedWithinTheDemand() {
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .merging()
                .streams(
                        Multi.createFrom().item(1),
                        Multi.createFrom().<Integer>empty(),
                        Multi.createFrom().items(2),
                        Multi.createFrom().items(3, 4))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        assertThat(subscriber.getItems()).hasSize(1);
        subscriber.assertNotTerminated();
        subscriber.request(10);
        subscriber.assertCompleted();
        assertThat(subscriber.getItems()).containsExactlyInAnyOrder(1, 2, 3, 4);
    }

    @Test
    void knownSingleItemAndEmptyStreamsAreReadWithoutSubscribingToThem() {
        for (long initialRequest : new long[] {Long.MAX_VALUE, 1}) {
            List<KnownMulti<Integer>> known = new ArrayList<>();
            AssertSubscriber<Integer> subscriber = Multi.createBy()
                    .merging()
                    .streams(
                            KnownMulti.recordedIn(known, 1),
                            KnownMulti.recordedIn(known, null),
                            Multi.createFrom().items(2, 3),
                            KnownMulti.recordedIn(known, 4))
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create(initialRequest));
            subscriber.request(10).assertCompleted();
            assertThat(subscriber.getItems()).containsExactlyInAnyOrder(1, 2, 3, 4);
            KnownMulti.assertReadOnceAndNeverSubscribed(known, 3);
        }
    }
}
