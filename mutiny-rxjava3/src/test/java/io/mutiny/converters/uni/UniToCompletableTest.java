package io.mutiny.converters.uni;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Uni;
import io.reactivex.rxjava3.core.Completable;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class UniToCompletableTest {

    @Test
    void completesOnTheItem() {
        Completable completable = Uni.createFrom().item(1).convert().with(UniRx3Converters.toCompletable());

        completable.test().awaitDone(5, TimeUnit.SECONDS).assertComplete();
    }

    @Test
    void completesOnANullItem() {
        Completable completable = Uni.createFrom().nullItem().convert().with(UniRx3Converters.toCompletable());

        completable.test().awaitDone(5, TimeUnit.SECONDS).assertComplete();
    }

    @Test
    void emitsTheFailure() {
        Completable completable =
                Uni.createFrom().failure(new IOException("boom")).convert().with(UniRx3Converters.toCompletable());

        completable.test().awaitDone(5, TimeUnit.SECONDS).assertError(IOException.class);
    }

    @Test
    void isLazy() {
        AtomicInteger subscriptions = new AtomicInteger();
        Completable completable =
                Uni.createFrom().item(subscriptions::incrementAndGet).convert().with(UniRx3Converters.toCompletable());
        assertThat(subscriptions).hasValue(0);

        completable.test().awaitDone(5, TimeUnit.SECONDS).assertComplete();
        assertThat(subscriptions).hasValue(1);
    }

    @Test
    void disposingCancelsTheUni() {
        AtomicInteger cancellations = new AtomicInteger();
        Completable completable = Uni.createFrom()
                .nothing()
                .onCancellation()
                .invoke(cancellations::incrementAndGet)
                .convert()
                .with(UniRx3Converters.toCompletable());

        completable.test().dispose();

        assertThat(cancellations).hasValue(1);
    }
}
