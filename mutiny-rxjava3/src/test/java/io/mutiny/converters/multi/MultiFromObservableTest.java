package io.mutiny.converters.multi;

import static io.mutiny.converters.ConversionChecks.assertMultiCancellationReachesTheSource;
import static io.mutiny.converters.ConversionChecks.assertMultiIsLazy;
import static io.mutiny.converters.ConversionChecks.assertRejectsNull;
import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.reactivex.rxjava3.core.Observable;
import java.io.IOException;
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
        assertMultiCancellationReachesTheSource(disposals -> Multi.createFrom()
                .converter(
                        MultiRx3Converters.fromObservable(),
                        Observable.<Integer>never().doOnDispose(disposals::incrementAndGet)));
    }

    @Test
    void isLazy() {
        assertMultiIsLazy(
                subscriptions -> Multi.createFrom()
                        .converter(
                                MultiRx3Converters.fromObservable(),
                                Observable.just(1).doOnSubscribe(d -> subscriptions.incrementAndGet())),
                1);
    }

    @Test
    void rejectsANullObservable() {
        assertRejectsNull(() -> MultiRx3Converters.<Integer>fromObservable().from(null), "observable");
    }
}
