package io.mutiny.converters.uni;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
        Uni<Integer> uni = Uni.createFrom()
                .converter(UniRx3Converters.fromObservable(), Observable.error(new IOException("boom")));

        uni.subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitFailure()
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void isLazy() {
        AtomicInteger subscriptions = new AtomicInteger();
        Observable<Integer> observable = Observable.just(1).doOnSubscribe(d -> subscriptions.incrementAndGet());

        Uni<Integer> uni = Uni.createFrom().converter(UniRx3Converters.fromObservable(), observable);
        assertThat(subscriptions).hasValue(0);

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem();
        assertThat(subscriptions).hasValue(1);
    }

    @Test
    void cancellingTheUniDisposesTheObservable() {
        AtomicInteger disposals = new AtomicInteger();
        Observable<Integer> observable = Observable.<Integer>never().doOnDispose(disposals::incrementAndGet);

        Uni.createFrom()
                .converter(UniRx3Converters.fromObservable(), observable)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitSubscription()
                .cancel();

        assertThat(disposals).hasValue(1);
    }

    @Test
    void rejectsANullObservable() {
        assertThatThrownBy(() -> UniRx3Converters.<Integer>fromObservable().from(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("observable");
    }
}
