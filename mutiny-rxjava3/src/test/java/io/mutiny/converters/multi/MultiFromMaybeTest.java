package io.mutiny.converters.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.reactivex.rxjava3.core.Maybe;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class MultiFromMaybeTest {

    @Test
    void emitsTheItemOnceRequestedThenCompletes() {
        Multi<Integer> multi = Multi.createFrom().converter(MultiRx3Converters.fromMaybe(), Maybe.just(1));

        AssertSubscriber<Integer> subscriber = multi.subscribe().withSubscriber(AssertSubscriber.create(0));
        subscriber.awaitSubscription().assertHasNotReceivedAnyItem().assertNotTerminated();

        subscriber.request(1).awaitCompletion().assertItems(1);
    }

    @Test
    void emitsTheFailure() {
        Multi<Integer> multi =
                Multi.createFrom().converter(MultiRx3Converters.fromMaybe(), Maybe.error(new IOException("boom")));

        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .awaitFailure()
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void completesWhenTheMaybeIsEmpty() {
        Multi<Integer> multi = Multi.createFrom().converter(MultiRx3Converters.fromMaybe(), Maybe.empty());

        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .awaitCompletion()
                .assertHasNotReceivedAnyItem();
    }

    @Test
    void aMaybeOfNullGivesAnEmptyMulti() {
        Maybe<Integer> maybe = Maybe.fromCallable(() -> null);

        Multi<Integer> multi = Multi.createFrom().converter(MultiRx3Converters.fromMaybe(), maybe);

        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .awaitCompletion()
                .assertHasNotReceivedAnyItem();
    }

    @Test
    void cancellingTheMultiDisposesTheMaybe() {
        AtomicInteger disposals = new AtomicInteger();
        Maybe<Integer> maybe = Maybe.<Integer>never().doOnDispose(disposals::incrementAndGet);

        Multi.createFrom()
                .converter(MultiRx3Converters.fromMaybe(), maybe)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .awaitSubscription()
                .cancel();

        assertThat(disposals).hasValue(1);
    }

    @Test
    void isLazy() {
        AtomicInteger subscriptions = new AtomicInteger();
        Maybe<Integer> maybe = Maybe.just(1).doOnSubscribe(d -> subscriptions.incrementAndGet());

        Multi<Integer> multi = Multi.createFrom().converter(MultiRx3Converters.fromMaybe(), maybe);
        assertThat(subscriptions).hasValue(0);

        multi.subscribe().withSubscriber(AssertSubscriber.create(1)).awaitCompletion();
        assertThat(subscriptions).hasValue(1);
    }

    @Test
    void rejectsANullMaybe() {
        assertThatThrownBy(() -> MultiRx3Converters.<Integer>fromMaybe().from(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maybe");
    }
}
