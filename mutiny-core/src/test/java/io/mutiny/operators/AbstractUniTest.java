package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.subscription.UniSubscriber;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

class AbstractUniTest {

    /** Written as for SmallRye Mutiny: overrides {@code subscribe(UniSubscriber)}. */
    static final class OverridingSubscribeEntry extends AbstractUni<Integer> {
        int subscriptions;

        @Override
        public void subscribe(UniSubscriber<? super Integer> subscriber) {
            subscriptions++;
            subscriber.onSubscribe(() -> {});
            subscriber.onItem(7);
        }
    }

    static final class OverridingNothing extends AbstractUni<Integer> {}

    @Test
    void theEntryPointRejectsANullSubscriberWithIae() {
        List<Uni<Integer>> unis = List.of(
                Uni.createFrom().item(1),
                Uni.createFrom().item(() -> 1),
                Uni.createFrom().failure(new IllegalStateException("boom")),
                Uni.createFrom().completionStage(CompletableFuture.completedFuture(1)),
                Uni.createFrom().emitter(emitter -> emitter.complete(1)),
                Uni.createFrom().item(1).onItem().transform(i -> i + 1),
                Uni.createFrom().item(1).onItem().transformToUni(i -> Uni.createFrom()
                        .item(i)),
                Uni.createFrom().item(1).ifNoItem().after(Duration.ofSeconds(1)).fail(),
                Uni.createFrom().item(1).memoize().indefinitely(),
                Uni.createFrom().item(1).emitOn(Runnable::run));
        for (Uni<Integer> uni : unis) {
            assertThatThrownBy(() -> ((AbstractUni<Integer>) uni).subscribe((UniSubscriber<Integer>) null))
                    .as(uni.getClass().getSimpleName())
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("subscriber");
            assertThatThrownBy(() -> uni.subscribe().withSubscriber(null))
                    .as(uni.getClass().getSimpleName())
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("subscriber");
        }
    }

    @Test
    void aSubclassOverridingSubscribeStillWorks() {
        OverridingSubscribeEntry uni = new OverridingSubscribeEntry();
        uni.onItem()
                .transform(i -> i * 10)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(70);
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(7);
        UniAssertSubscriber<Integer> direct = UniAssertSubscriber.create();
        AbstractUni.subscribe(uni, direct);
        direct.assertItem(7);
        assertThat(uni.await().atMost(Duration.ofSeconds(5))).isEqualTo(7);
        assertThat(uni.subscriptions).isEqualTo(4);
    }

    @Test
    void aSubclassOverridingNeitherMethodFailsToSubscribe() {
        assertThatThrownBy(() -> new OverridingNothing().subscribe(UniAssertSubscriber.create()))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessageContaining("subscribeActual");
    }
}
