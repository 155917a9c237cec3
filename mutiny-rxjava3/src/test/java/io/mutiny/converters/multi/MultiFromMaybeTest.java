package io.mutiny.converters.multi;

import static io.mutiny.converters.ConversionChecks.assertFailsWithBoom;
import static io.mutiny.converters.ConversionChecks.assertMultiCancellationReachesTheSource;
import static io.mutiny.converters.ConversionChecks.assertMultiIsLazy;
import static io.mutiny.converters.ConversionChecks.assertRejectsNull;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.reactivex.rxjava3.core.Maybe;
import java.io.IOException;
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
        assertFailsWithBoom(
                Multi.createFrom().converter(MultiRx3Converters.fromMaybe(), Maybe.error(new IOException("boom"))));
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
        assertMultiCancellationReachesTheSource(disposals -> Multi.createFrom()
                .converter(
                        MultiRx3Converters.fromMaybe(),
                        Maybe.<Integer>never().doOnDispose(disposals::incrementAndGet)));
    }

    @Test
    void isLazy() {
        assertMultiIsLazy(
                subscriptions -> Multi.createFrom()
                        .converter(
                                MultiRx3Converters.fromMaybe(),
                                Maybe.just(1).doOnSubscribe(d -> subscriptions.incrementAndGet())),
                1);
    }

    @Test
    void rejectsANullMaybe() {
        assertRejectsNull(() -> MultiRx3Converters.<Integer>fromMaybe().from(null), "maybe");
    }
}
