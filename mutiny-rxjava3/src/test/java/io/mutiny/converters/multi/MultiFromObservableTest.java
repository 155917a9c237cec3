package io.mutiny.converters.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.reactivex.rxjava3.core.Observable;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class MultiFromObservableTest {

    @Test
    void emitsTheItemsThenCompletes() {
        Multi<Integer> multi =
                Multi.createFrom().converter(MultiRx3Converters.fromObservable(), Observable.range(1, 5));

        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .awaitCompletion()
                .assertItems(1, 2, 3, 4, 5);
    }

    @Test
    void completesWhenTheObservableIsEmpty() {
        Multi<Integer> multi = Multi.createFrom().converter(MultiRx3Converters.fromObservable(), Observable.empty());

        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .awaitCompletion()
                .assertHasNotReceivedAnyItem();
    }

    @Test
    void emitsTheItemsThenTheFailure() {
        Observable<Integer> observable = Observable.just(1, 2).concatWith(Observable.error(new IOException("boom")));

        Multi<Integer> multi = Multi.createFrom().converter(MultiRx3Converters.fromObservable(), observable);

        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .awaitFailure()
                .assertItems(1, 2)
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void buffersWhatTheObservableEmitsBeyondTheRequests() {
        Multi<Integer> multi =
                Multi.createFrom().converter(MultiRx3Converters.fromObservable(), Observable.range(1, 1_000));

        AssertSubscriber<Integer> subscriber = multi.subscribe().withSubscriber(AssertSubscriber.create(3));
        subscriber.awaitItems(3).assertItems(1, 2, 3).assertNotTerminated();

        subscriber.request(997).awaitCompletion().assertItemCount(1_000);
        assertThat(subscriber.getLastItem()).isEqualTo(1_000);
    }

    @Test
    void cancellingTheMultiDisposesTheObservable() {
        AtomicInteger disposals = new AtomicInteger();
        Observable<Integer> observable = Observable.<Integer>never().doOnDispose(disposals::incrementAndGet);

        Multi.createFrom()
                .converter(MultiRx3Converters.fromObservable(), observable)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .awaitSubscription()
                .cancel();

        assertThat(disposals).hasValue(1);
    }

    @Test
    void isLazy() {
        AtomicInteger subscriptions = new AtomicInteger();
        Observable<Integer> observable = Observable.just(1).doOnSubscribe(d -> subscriptions.incrementAndGet());

        Multi<Integer> multi = Multi.createFrom().converter(MultiRx3Converters.fromObservable(), observable);
        assertThat(subscriptions).hasValue(0);

        multi.subscribe().withSubscriber(AssertSubscriber.create(1)).awaitCompletion();
        assertThat(subscriptions).hasValue(1);
    }

    @Test
    void rejectsANullObservable() {
        assertThatThrownBy(() -> MultiRx3Converters.<Integer>fromObservable().from(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("observable");
    }
}
