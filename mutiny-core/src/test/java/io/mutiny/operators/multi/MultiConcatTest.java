package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.CompositeException;
import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.test.TestMulti;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Flow;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class MultiConcatTest {

    @Test
    void concatenatesInOrderWithinTheDemand() {
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .streams(Multi.createFrom().items(1, 2), Multi.createFrom().items(3, 4))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(3));
        subscriber.assertItems(1, 2, 3).assertNotTerminated();
        subscriber.request(1);
        subscriber.assertItems(1, 2, 3, 4).assertCompleted();
    }

    @Test
    void subscribesToTheNextStreamOnlyAfterTheCurrentCompleted() {
        TestMulti<Integer> first = new TestMulti<>();
        TestMulti<Integer> second = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .streams(List.of(first, second))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        assertThat(second.hasSubscriber()).isFalse();
        first.emit(1);
        first.complete();
        assertThat(second.hasSubscriber()).isTrue();
        second.emit(2);
        second.complete();
        subscriber.assertItems(1, 2).assertCompleted();
    }

    @Test
    void signalsTerminalEventsWithoutDemand() {
        Multi.createBy()
                .concatenating()
                .streams(
                        Multi.createFrom().<Integer>empty(),
                        Multi.createFrom().<Integer>failure(new IOException("boom")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .assertFailedWith(IOException.class, "boom");
        Multi.createBy()
                .concatenating()
                .streams(Multi.createFrom().<Integer>empty(), Multi.createFrom().<Integer>empty())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .assertCompleted();
    }

    @Test
    void failureStopsTheConcatenation() {
        TestMulti<Integer> second = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .streams(Multi.createFrom().failure(new IOException("boom")), second)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        subscriber.assertFailedWith(IOException.class, "boom");
        assertThat(second.subscriptions()).isZero();
    }

    @Test
    void collectFailuresGoesOnAndReportsAtTheEnd() {
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .collectFailures()
                .streams(
                        Multi.createFrom().failure(new IOException("boom")),
                        Multi.createFrom().items(1, 2))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        subscriber.assertItems(1, 2).assertFailedWith(IOException.class, "boom");
    }

    @Test
    void cancellationReachesTheCurrentStream() {
        TestMulti<Integer> first = new TestMulti<>();
        Multi.createBy()
                .concatenating()
                .streams(first, new TestMulti<Integer>())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .cancel();
        assertThat(first.isCancelled()).isTrue();
    }

    @Test
    void noStreamCompletesAtOnce() {
        Multi.createBy()
                .concatenating()
                .streams(List.<Flow.Publisher<Integer>>of())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertCompleted();
    }

    @Test
    @SuppressWarnings("unchecked")
    void invalidArguments() {
        assertThatThrownBy(() -> Multi.createBy().concatenating().streams((Flow.Publisher<Integer>[]) null))
                .hasMessageContaining("publishers");
        assertThatThrownBy(() -> Multi.createBy().concatenating().streams((Iterable<Flow.Publisher<Integer>>) null))
                .hasMessageContaining("iterable");
        assertThatThrownBy(
                        () -> Multi.createBy().concatenating().streams(Arrays.asList(new TestMulti<Integer>(), null)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("iterable");
    }

    @Test
    void knownSingleItemAndEmptyStreamsAreConcatenatedInOrderWithinTheDemand() {
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .streams(
                        Multi.createFrom().item(1),
                        Multi.createFrom().<Integer>empty(),
                        Multi.createFrom().items(2, 3),
                        Multi.createFrom().items(4))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.assertItems(1).assertNotTerminated();
        subscriber.request(2).assertItems(1, 2, 3).assertNotTerminated();
        subscriber.request(1).assertItems(1, 2, 3, 4).assertCompleted();
    }

    @Test
    void manySynchronousStreamsDoNotGrowTheStack() {
        @SuppressWarnings("unchecked")
        Flow.Publisher<Integer>[] streams = new Flow.Publisher[100_000];
        Arrays.setAll(
                streams,
                i -> i % 2 == 0
                        ? Multi.createFrom().item(i)
                        : Multi.createFrom().empty());
        Multi.createBy()
                .concatenating()
                .streams(streams)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItemCount(50_000)
                .assertCompleted();
    }

    @Test
    void collectFailuresReportsSeveralFailuresTogether() {
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .collectFailures()
                .streams(
                        Multi.createFrom().<Integer>failure(new IOException("first")),
                        Multi.createFrom().items(1),
                        Multi.createFrom().<Integer>failure(new IllegalStateException("second")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        subscriber.assertItems(1).assertFailedWith(CompositeException.class);
        assertThat(((CompositeException) subscriber.getFailure()).getCauses())
                .extracting(Throwable::getMessage)
                .containsExactly("first", "second");
    }

    @Test
    void anInvalidRequestFailsAndCancelsTheCurrentStream() {
        TestMulti<Integer> first = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .streams(first, new TestMulti<Integer>())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        subscriber.request(0).assertFailedWith(IllegalArgumentException.class);
        assertThat(first.isCancelled()).isTrue();
    }

    @Test
    void theStreamsSeeTheSubscribersContext() {
        Multi<String> readsContext =
                Multi.createFrom().context(context -> Multi.createFrom().item(context.<String>get("k")));
        Multi.createBy()
                .concatenating()
                .streams(readsContext, readsContext)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(io.mutiny.Context.of("k", "v"), 10))
                .assertItems("v", "v")
                .assertCompleted();
    }

    @RepeatedTest(100)
    void requestsRacingTheSwitchToTheNextStreamAreNeitherLostNorDuplicated() throws Exception {
        int streams = 50;
        @SuppressWarnings("unchecked")
        Flow.Publisher<Integer>[] publishers = new Flow.Publisher[streams];
        Arrays.setAll(publishers, i -> Multi.createFrom().items(2 * i, 2 * i + 1));
        AssertSubscriber<Integer> subscriber = Multi.createBy()
                .concatenating()
                .streams(publishers)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        Thread other = new Thread(() -> {
            for (int i = 0; i < streams; i++) {
                subscriber.request(1);
            }
        });
        other.start();
        for (int i = 0; i < streams; i++) {
            subscriber.request(1);
        }
        other.join(5000);
        subscriber.awaitCompletion().assertNoViolations();
        assertThat(subscriber.getItems())
                .containsExactlyElementsOf(
                        java.util.stream.IntStream.range(0, 2 * streams).boxed().toList());
    }
}
