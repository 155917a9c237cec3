package io.mutiny.converters.multi;

import static io.mutiny.converters.ConversionChecks.assertFailsWithBoom;
import static io.mutiny.converters.ConversionChecks.assertMultiCancellationReachesTheSource;
import static io.mutiny.converters.ConversionChecks.assertMultiIsLazy;
import static io.mutiny.converters.ConversionChecks.assertRejectsNull;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.reactivex.rxjava3.core.Single;
import java.io.IOException;
import org.junit.jupiter.api.Test;

class MultiFromSingleTest {

    @Test
    void emitsTheItemOnceRequestedThenCompletes() {
        Multi<Integer> multi = Multi.createFrom().converter(MultiRx3Converters.fromSingle(), Single.just(1));

        AssertSubscriber<Integer> subscriber = multi.subscribe().withSubscriber(AssertSubscriber.create(0));
        subscriber.awaitSubscription().assertHasNotReceivedAnyItem().assertNotTerminated();

        subscriber.request(1).awaitCompletion().assertItems(1);
    }

    @Test
    void emitsTheFailure() {
        assertFailsWithBoom(
                Multi.createFrom().converter(MultiRx3Converters.fromSingle(), Single.error(new IOException("boom"))));
    }

    @Test
    void aSingleOfNullFailsWithANullPointerException() {
        Single<Integer> single = Single.fromCallable(() -> null);

        Multi<Integer> multi = Multi.createFrom().converter(MultiRx3Converters.fromSingle(), single);

        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .awaitFailure()
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void cancellingTheMultiDisposesTheSingle() {
        assertMultiCancellationReachesTheSource(disposals -> Multi.createFrom()
                .converter(
                        MultiRx3Converters.fromSingle(),
                        Single.<Integer>never().doOnDispose(disposals::incrementAndGet)));
    }

    @Test
    void isLazy() {
        assertMultiIsLazy(
                subscriptions -> Multi.createFrom()
                        .converter(
                                MultiRx3Converters.fromSingle(),
                                Single.just(1).doOnSubscribe(d -> subscriptions.incrementAndGet())),
                1);
    }

    @Test
    void rejectsANullSingle() {
        assertRejectsNull(() -> MultiRx3Converters.<Integer>fromSingle().from(null), "single");
    }
}
