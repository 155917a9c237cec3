package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.MultiSubscriberAdapter;
import io.mutiny.test.TestSubscriber;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class AbstractMultiTest {

    /** Written as for SmallRye Mutiny: overrides {@code subscribe(MultiSubscriber)}. */
    static final class OverridingMultiSubscriberEntry extends AbstractMulti<Integer> {
        @Override
        public void subscribe(MultiSubscriber<? super Integer> subscriber) {
            subscriber.onSubscribe(Subscriptions.EMPTY);
            subscriber.onItem(1);
            subscriber.onItem(2);
            subscriber.onCompletion();
        }
    }

    /** Written as for SmallRye Mutiny: overrides {@code subscribe(Flow.Subscriber)} only. */
    static final class OverridingFlowSubscriberEntry extends AbstractMulti<Integer> {
        @Override
        public void subscribe(Flow.Subscriber<? super Integer> subscriber) {
            subscriber.onSubscribe(Subscriptions.EMPTY);
            subscriber.onNext(1);
            subscriber.onNext(2);
            subscriber.onComplete();
        }
    }

    static final class OverridingNothing extends AbstractMulti<Integer> {}

    /** Records the subscriber that reaches {@code subscribeActual}, and completes it. */
    static final class RecordingEntry extends AbstractMulti<Integer> {
        final List<MultiSubscriber<? super Integer>> received = new ArrayList<>();

        @Override
        protected void subscribeActual(MultiSubscriber<? super Integer> subscriber) {
            received.add(subscriber);
            subscriber.onSubscribe(Subscriptions.EMPTY);
            subscriber.onCompletion();
        }
    }

    @Test
    void everyEntryRejectsANullSubscriberWithNpe() {
        List<Multi<Integer>> multis = List.of(
                Multi.createFrom().range(0, 3),
                Multi.createFrom().items(1, 2),
                Multi.createFrom().iterable(List.of(1)),
                Multi.createFrom().emitter(emitter -> {}),
                Multi.createFrom().range(0, 3).onItem().transform(i -> i),
                Multi.createFrom().range(0, 3).select().where(i -> true),
                Multi.createFrom().range(0, 3).select().first(2),
                Multi.createFrom().range(0, 3).emitOn(Runnable::run),
                Multi.createFrom()
                        .range(0, 3)
                        .group()
                        .intoLists()
                        .of(2)
                        .onItem()
                        .transform(List::size));
        for (Multi<Integer> multi : multis) {
            assertThatThrownBy(() -> multi.subscribe((Flow.Subscriber<Integer>) null))
                    .as(multi.getClass().getSimpleName())
                    .isInstanceOf(NullPointerException.class);
            assertThatThrownBy(() -> ((AbstractMulti<Integer>) multi).subscribe((MultiSubscriber<Integer>) null))
                    .as(multi.getClass().getSimpleName())
                    .isInstanceOf(NullPointerException.class)
                    .hasMessageContaining("rule 1.9");
        }
    }

    @Test
    void aSubclassOverridingSubscribeMultiSubscriberStillWorks() {
        Multi<Integer> multi = new OverridingMultiSubscriberEntry();
        multi.onItem()
                .transform(i -> i * 10)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(10, 20)
                .assertCompleted();
        AssertSubscriber<Integer> direct = AssertSubscriber.create(10);
        multi.subscribe((Flow.Subscriber<Integer>) direct);
        direct.assertItems(1, 2).assertCompleted();
        assertThat(multi.collect().asList().await().atMost(Duration.ofSeconds(5)))
                .containsExactly(1, 2);
    }

    @Test
    void aSubclassOverridingSubscribeFlowSubscriberOnlyStillWorks() {
        OverridingFlowSubscriberEntry multi = new OverridingFlowSubscriberEntry();
        multi.onItem()
                .transform(i -> i * 10)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(10, 20)
                .assertCompleted();
        AssertSubscriber<Integer> direct = AssertSubscriber.create(10);
        multi.subscribe((MultiSubscriber<Integer>) direct);
        direct.assertItems(1, 2).assertCompleted();
    }

    @Test
    void multiSubscribersReachTheOperatorAsTheyAreAndAPlainSubscriberThroughAnAdapter() {
        RecordingEntry multi = new RecordingEntry();
        AssertSubscriber<Integer> ours = AssertSubscriber.create(1);
        TestSubscriber<Integer> users = TestSubscriber.create(1); // implements MultiSubscriber, as a user's would
        AtomicBoolean completed = new AtomicBoolean();
        Flow.Subscriber<Integer> plain = new Flow.Subscriber<>() {
            @Override
            public void onSubscribe(Flow.Subscription subscription) {}

            @Override
            public void onNext(Integer item) {}

            @Override
            public void onError(Throwable failure) {}

            @Override
            public void onComplete() {
                completed.set(true);
            }
        };

        multi.subscribe((Flow.Subscriber<Integer>) ours);
        multi.subscribe((Flow.Subscriber<Integer>) users);
        multi.subscribe(plain);

        assertThat(multi.received.get(0)).isSameAs(ours);
        assertThat(multi.received.get(1)).isSameAs(users);
        assertThat(multi.received.get(2)).isInstanceOf(MultiSubscriberAdapter.class);
        ours.assertCompleted();
        users.assertCompleted();
        assertThat(completed).isTrue();
    }

    @Test
    void aSubclassOverridingNeitherEntryFailsToSubscribe() {
        assertThatThrownBy(() -> new OverridingNothing().subscribe(AssertSubscriber.create(1)))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessageContaining("subscribeActual");
    }
}
