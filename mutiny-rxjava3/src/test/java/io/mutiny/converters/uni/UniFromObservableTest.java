package io.mutiny.converters.uni;

import static io.mutiny.converters.ConversionChecks.assertFailsWithBoom;
import static io.mutiny.converters.ConversionChecks.assertRejectsNull;
import static io.mutiny.converters.ConversionChecks.assertUniCancellationReachesTheSource;
import static io.mutiny.converters.ConversionChecks.assertUniIsLazy;
import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.reactivex.rxjava3.core.Observable;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class UniFromObservableTest {

    @Test
    void emitsTheFirstItemThenDisposesTheObservable() {
        AtomicInteger emitted = new AtomicInteger();
        AtomicInteger disposals = new AtomicInteger();
        Observable<Integer> observable = Observable.range(1, 1_000)
                .doOnNext(i -> emitted.incrementAndGet())
                .doOnDispose(disposals::incrementAndGet);

        Uni<Integer> uni = Uni.createFrom().converter(UniRx3Converters.fromObservable(), observable);

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem().assertItem(1);
        assertThat(emitted).hasValue(1);
        assertThat(disposals).hasValue(1);
    }

    @Test
    void emitsNullWhenTheObservableIsEmpty() {
        Uni<Integer> uni = Uni.createFrom().converter(UniRx3Converters.fromObservable(), Observable.empty());

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem().assertItemIsNull();
    }

    @Test
    void emitsTheFailure() {
        assertFailsWithBoom(Uni.createFrom()
                .converter(UniRx3Converters.fromObservable(), Observable.error(new IOException("boom"))));
    }

    @Test
    void isLazy() {
        assertUniIsLazy(
                subscriptions -> Uni.createFrom()
                        .converter(
                                UniRx3Converters.fromObservable(),
                                Observable.just(1).doOnSubscribe(d -> subscriptions.incrementAndGet())),
                1);
    }

    @Test
    void cancellingTheUniDisposesTheObservable() {
        assertUniCancellationReachesTheSource(disposals -> Uni.createFrom()
                .converter(
                        UniRx3Converters.fromObservable(),
                        Observable.<Integer>never().doOnDispose(disposals::incrementAndGet)));
    }

    @Test
    void rejectsANullObservable() {
        assertRejectsNull(() -> UniRx3Converters.<Integer>fromObservable().from(null), "observable");
    }
}
