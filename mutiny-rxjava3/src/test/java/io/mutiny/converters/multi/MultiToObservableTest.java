package io.mutiny.converters.multi;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Multi;
import io.reactivex.rxjava3.core.Observable;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class MultiToObservableTest {

    @Test
    void emitsTheItemsRequestedWithoutBound() {
        List<Long> requests = new CopyOnWriteArrayList<>();
        Multi<Integer> multi = Multi.createFrom().range(1, 6).onRequest().invoke(requests::add);

        Observable<Integer> observable = multi.convert().with(MultiRx3Converters.toObservable());

        observable.test().awaitDone(5, TimeUnit.SECONDS).assertResult(1, 2, 3, 4, 5);
        assertThat(requests).containsExactly(Long.MAX_VALUE);
    }

    @Test
    void anEmptyMultiGivesAnEmptyObservable() {
        Observable<Integer> observable =
                Multi.createFrom().<Integer>empty().convert().with(MultiRx3Converters.toObservable());

        observable.test().awaitDone(5, TimeUnit.SECONDS).assertResult();
    }

    @Test
    void emitsTheItemsThenTheFailure() {
        Observable<Integer> observable = Multi.createFrom()
                .items(1, 2)
                .onCompletion()
                .failWith(new IOException("boom"))
                .convert()
                .with(MultiRx3Converters.toObservable());

        observable.test().awaitDone(5, TimeUnit.SECONDS).assertValues(1, 2).assertError(IOException.class);
    }

    @Test
    void isLazy() {
        AtomicInteger subscriptions = new AtomicInteger();
        Multi<Integer> multi =
                Multi.createFrom().items(1).onSubscription().invoke(s -> subscriptions.incrementAndGet());

        Observable<Integer> observable = multi.convert().with(MultiRx3Converters.toObservable());
        assertThat(subscriptions).hasValue(0);

        observable.test().awaitDone(5, TimeUnit.SECONDS).assertResult(1);
        assertThat(subscriptions).hasValue(1);
    }

    @Test
    void disposingCancelsTheMulti() {
        AtomicInteger cancellations = new AtomicInteger();
        Observable<Integer> observable = Multi.createFrom()
                .<Integer>nothing()
                .onCancellation()
                .invoke(cancellations::incrementAndGet)
                .convert()
                .with(MultiRx3Converters.toObservable());

        observable.test().dispose();

        assertThat(cancellations).hasValue(1);
    }
}
