package io.mutiny.converters.uni;

import static io.mutiny.converters.ConversionChecks.assertFailsWithBoom;
import static io.mutiny.converters.ConversionChecks.assertRejectsNull;
import static io.mutiny.converters.ConversionChecks.assertUniIsLazy;
import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.reactivex.rxjava3.core.Single;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class UniFromSingleTest {

    @Test
    void emitsTheItem() {
        Uni<Integer> uni = Uni.createFrom().converter(UniRx3Converters.fromSingle(), Single.just(1));

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem().assertItem(1);
    }

    @Test
    void emitsTheFailure() {
        assertFailsWithBoom(
                Uni.createFrom().converter(UniRx3Converters.fromSingle(), Single.error(new IOException("boom"))));
    }

    @Test
    void aSingleOfNullFailsWithANullPointerException() {
        Single<Integer> single = Single.fromCallable(() -> null);

        Uni<Integer> uni = Uni.createFrom().converter(UniRx3Converters.fromSingle(), single);

        uni.subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitFailure()
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void isLazyAndSubscribesOncePerSubscriber() {
        assertUniIsLazy(
                subscriptions -> Uni.createFrom()
                        .converter(
                                UniRx3Converters.fromSingle(),
                                Single.just(1).doOnSubscribe(d -> subscriptions.incrementAndGet())),
                2);
    }

    @Test
    void cancellingTheUniDisposesTheSingle() {
        AtomicInteger disposals = new AtomicInteger();
        Single<Integer> single = Single.<Integer>never().doOnDispose(disposals::incrementAndGet);

        UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                .converter(UniRx3Converters.fromSingle(), single)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.awaitSubscription().cancel();

        assertThat(disposals).hasValue(1);
        subscriber.assertNotTerminated();
    }

    @Test
    void rejectsANullSingle() {
        assertRejectsNull(() -> UniRx3Converters.<Integer>fromSingle().from(null), "single");
    }
}
