package io.mutiny.converters.uni;

import static io.mutiny.converters.ConversionChecks.assertFailsWithBoom;
import static io.mutiny.converters.ConversionChecks.assertRejectsNull;
import static io.mutiny.converters.ConversionChecks.assertUniCancellationReachesTheSource;
import static io.mutiny.converters.ConversionChecks.assertUniIsLazy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.reactivex.rxjava3.core.Maybe;
import java.io.IOException;
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
        assertFailsWithBoom(
                Uni.createFrom().converter(UniRx3Converters.fromMaybe(), Maybe.error(new IOException("boom"))));
    }

    @Test
    void isLazy() {
        assertUniIsLazy(
                subscriptions -> Uni.createFrom()
                        .converter(
                                UniRx3Converters.fromMaybe(),
                                Maybe.just(1).doOnSubscribe(d -> subscriptions.incrementAndGet())),
                1);
    }

    @Test
    void cancellingTheUniDisposesTheMaybe() {
        assertUniCancellationReachesTheSource(disposals -> Uni.createFrom()
                .converter(
                        UniRx3Converters.fromMaybe(), Maybe.<Integer>never().doOnDispose(disposals::incrementAndGet)));
    }

    @Test
    void rejectsANullMaybe() {
        assertRejectsNull(() -> UniRx3Converters.<Integer>fromMaybe().from(null), "maybe");
    }
}
