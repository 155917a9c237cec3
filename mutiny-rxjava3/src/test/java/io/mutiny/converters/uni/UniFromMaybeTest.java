package io.mutiny.converters.uni;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.reactivex.rxjava3.core.Maybe;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class UniFromMaybeTest {

    @Test
    void emitsTheItem() {
        Uni<Integer> uni = Uni.createFrom().converter(UniRx3Converters.fromMaybe(), Maybe.just(1));

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem().assertItem(1);
    }

    @Test
    void emitsNullWhenTheMaybeIsEmpty() {
        Uni<Integer> uni = Uni.createFrom().converter(UniRx3Converters.fromMaybe(), Maybe.empty());

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem().assertItemIsNull();
    }

    @Test
    void aMaybeOfNullGivesANullItem() {
        Maybe<Integer> maybe = Maybe.fromCallable(() -> null);

        Uni<Integer> uni = Uni.createFrom().converter(UniRx3Converters.fromMaybe(), maybe);

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem().assertItemIsNull();
    }

    @Test
    void emitsTheFailure() {
        Uni<Integer> uni =
                Uni.createFrom().converter(UniRx3Converters.fromMaybe(), Maybe.error(new IOException("boom")));

        uni.subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitFailure()
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void isLazy() {
        AtomicInteger subscriptions = new AtomicInteger();
        Maybe<Integer> maybe = Maybe.just(1).doOnSubscribe(d -> subscriptions.incrementAndGet());

        Uni<Integer> uni = Uni.createFrom().converter(UniRx3Converters.fromMaybe(), maybe);
        assertThat(subscriptions).hasValue(0);

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem();
        assertThat(subscriptions).hasValue(1);
    }

    @Test
    void cancellingTheUniDisposesTheMaybe() {
        AtomicInteger disposals = new AtomicInteger();
        Maybe<Integer> maybe = Maybe.<Integer>never().doOnDispose(disposals::incrementAndGet);

        Uni.createFrom()
                .converter(UniRx3Converters.fromMaybe(), maybe)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitSubscription()
                .cancel();

        assertThat(disposals).hasValue(1);
    }

    @Test
    void rejectsANullMaybe() {
        assertThatThrownBy(() -> UniRx3Converters.<Integer>fromMaybe().from(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maybe");
    }
}
