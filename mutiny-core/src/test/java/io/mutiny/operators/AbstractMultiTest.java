package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.subscription.MultiSubscriber;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Flow;
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
    void aSubclassOverridingNeitherEntryFailsToSubscribe() {
        assertThatThrownBy(() -> new OverridingNothing().subscribe(AssertSubscriber.create(1)))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessageContaining("subscribeActual");
    }
}
