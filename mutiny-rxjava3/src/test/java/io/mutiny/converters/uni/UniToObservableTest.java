package io.mutiny.converters.uni;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Uni;
import io.reactivex.rxjava3.core.Observable;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class UniToObservableTest {

    @Test
    void emitsTheItemThenCompletes() {
        Observable<Integer> observable = Uni.createFrom().item(1).convert().with(UniRx3Converters.toObservable());

        observable.test().awaitDone(5, TimeUnit.SECONDS).assertResult(1);
    }

    @Test
    void aNullItemGivesAnEmptyObservable() {
        Observable<Integer> observable =
                Uni.createFrom().<Integer>nullItem().convert().with(UniRx3Converters.toObservable());

        observable.test().awaitDone(5, TimeUnit.SECONDS).assertResult();
    }

    @Test
    void emitsTheFailure() {
        Observable<Integer> observable = Uni.createFrom()
                .<Integer>failure(new IOException("boom"))
                .convert()
                .with(UniRx3Converters.toObservable());

        observable.test().awaitDone(5, TimeUnit.SECONDS).assertError(IOException.class);
    }

    @Test
    void isLazy() {
        AtomicInteger subscriptions = new AtomicInteger();
        Observable<Integer> observable =
                Uni.createFrom().item(subscriptions::incrementAndGet).convert().with(UniRx3Converters.toObservable());
        assertThat(subscriptions).hasValue(0);

        observable.test().awaitDone(5, TimeUnit.SECONDS).assertResult(1);
    }

    @Test
    void disposingCancelsTheUni() {
        AtomicInteger cancellations = new AtomicInteger();
        Observable<Integer> observable = Uni.createFrom()
                .<Integer>nothing()
                .onCancellation()
                .invoke(cancellations::incrementAndGet)
                .convert()
                .with(UniRx3Converters.toObservable());

        observable.test().dispose();

        assertThat(cancellations).hasValue(1);
    }
}
