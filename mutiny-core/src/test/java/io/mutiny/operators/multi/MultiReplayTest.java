package io.mutiny.operators.multi;

import static io.mutiny.test.TestSubscriber.subscribe;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestSubscriber;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class MultiReplayTest {

    @Test
    void replaysEverythingThenTheLiveItems() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> replay = Multi.createBy().replaying().ofMulti(source);
        assertThat(source.subscriptions()).isZero();
        TestSubscriber<Integer> first = subscribe(replay, Long.MAX_VALUE);
        source.emit(1, 2);
        TestSubscriber<Integer> late = subscribe(replay, 1);
        late.assertItems(1);
        source.emit(3);
        late.request(5);
        late.assertItems(1, 2, 3);
        source.complete();
        first.assertItems(1, 2, 3).assertCompleted();
        late.assertCompleted();
        assertThat(source.subscriptions()).isEqualTo(1);
    }

    @Test
    void upToKeepsOnlyTheLastItemsForNewSubscribers() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> replay = Multi.createBy().replaying().upTo(2).ofMulti(source);
        TestSubscriber<Integer> first = subscribe(replay, 1);
        source.emit(1, 2, 3, 4);
        subscribe(replay, Long.MAX_VALUE).assertItems(3, 4);
        // an early subscriber keeps what it has not read yet
        first.request(10);
        first.assertItems(1, 2, 3, 4);
    }

    @Test
    void upToAfterAFailureReplaysOnlyTheLastItems() {
        Multi<Integer> replay = Multi.createBy()
                .replaying()
                .upTo(2)
                .ofMulti(Multi.createFrom()
                        .items(1, 2, 3, 4)
                        .onCompletion()
                        .failWith(new IllegalStateException("boom")));
        // the synchronous upstream is recorded before the first subscriber reads anything
        subscribe(replay, 100).assertItems(3, 4).assertFailedWith(IllegalStateException.class, "boom");
        subscribe(replay, 100).assertItems(3, 4).assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void aSubscriberStartsReadingAtItsFirstItem() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> replay = Multi.createBy().replaying().upTo(2).ofMulti(source);
        TestSubscriber<Integer> withoutDemand = subscribe(replay, 0);
        source.emit(1, 2, 3, 4);
        source.fail(new IllegalStateException("boom"));
        withoutDemand.assertItems().assertNotTerminated();
        withoutDemand.request(10);
        withoutDemand.assertItems(3, 4).assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void seedItemsComeFirst() {
        TestMulti<Integer> source = new TestMulti<>();
        Multi<Integer> replay = Multi.createBy().replaying().ofSeedAndMulti(List.of(-1, 0), source);
        TestSubscriber<Integer> subscriber = subscribe(replay, Long.MAX_VALUE);
        source.emit(1);
        subscriber.assertItems(-1, 0, 1);
        Multi<Integer> bounded = Multi.createBy().replaying().upTo(1).ofSeedAndMulti(List.of(-1, 0), new TestMulti<>());
        subscribe(bounded, Long.MAX_VALUE).assertItems(0);
        Multi<Integer> seededSynchronous = Multi.createBy()
                .replaying()
                .upTo(2)
                .ofSeedAndMulti(List.of(-2, -1), Multi.createFrom().items(1, 2, 3));
        subscribe(seededSynchronous, Long.MAX_VALUE).assertItems(2, 3).assertCompleted();
    }

    @Test
    void terminalSignalIsReplayed() {
        Multi<Integer> replay = Multi.createBy().replaying().ofMulti(TestMulti.of(1, 2));
        subscribe(replay, 5).assertItems(1, 2).assertCompleted();
        subscribe(replay, 1).assertItems(1).assertNotTerminated().request(1).assertCompleted();
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> Multi.createBy().replaying().upTo(0)).hasMessageContaining("numberOfItemsToReplay");
        assertThatThrownBy(() -> Multi.createBy().replaying().ofMulti(null)).hasMessageContaining("upstream");
        assertThatThrownBy(() -> Multi.createBy().replaying().ofSeedAndMulti(null, new TestMulti<>()))
                .hasMessageContaining("seed");
        assertThatThrownBy(() -> Multi.createBy().replaying().ofSeedAndMulti(Arrays.asList(1, null), new TestMulti<>()))
                .hasMessageContaining("seed");
    }

    /** Emits what the subscriber's context holds under "user", as seen when the upstream is subscribed. */
    private static Multi<String> userFromContext() {
        return Multi.createFrom().context(context -> Multi.createFrom().item(context.getOrElse("user", () -> "none")));
    }

    @Test
    void theUpstreamSeesTheContextOfTheFirstSubscriber() {
        Multi<String> replay = Multi.createBy().replaying().ofSeedAndMulti(List.of("seed"), userFromContext());

        replay.subscribe()
                .withSubscriber(AssertSubscriber.create(Context.of("user", "alice"), 10))
                .assertItems("seed", "alice")
                .assertCompleted();
        replay.subscribe()
                .withSubscriber(AssertSubscriber.create(Context.of("user", "bob"), 10))
                .assertItems("seed", "alice")
                .assertCompleted();
    }
}
