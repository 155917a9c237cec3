package io.mutiny.converters.multi;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Multi;
import io.reactivex.rxjava3.core.Completable;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class MultiToCompletableTest {

    @Test
    void dropsTheItemsAndCompletes() {
        List<Long> requests = new CopyOnWriteArrayList<>();
        AtomicInteger items = new AtomicInteger();
        Multi<Integer> multi = Multi.createFrom()
                .range(1, 10)
                .onRequest()
                .invoke(requests::add)
                .onItem()
                .invoke(i -> items.incrementAndGet());

        Completable completable = multi.convert().with(MultiRx3Converters.toCompletable());

        completable.test().awaitDone(5, TimeUnit.SECONDS).assertComplete();
        assertThat(items).hasValue(9);
        assertThat(requests).containsExactly(Long.MAX_VALUE);
    }

    @Test
    void completesWhenTheMultiIsEmpty() {
        Completable completable = Multi.createFrom().empty().convert().with(MultiRx3Converters.toCompletable());

        completable.test().awaitDone(5, TimeUnit.SECONDS).assertComplete();
    }

    @Test
    void emitsTheFailure() {
        Completable completable = Multi.createFrom()
                .items(1)
                .onCompletion()
                .failWith(new IOException("boom"))
                .convert()
                .with(MultiRx3Converters.toCompletable());

        completable.test().awaitDone(5, TimeUnit.SECONDS).assertError(IOException.class);
    }

    @Test
    void isLazy() {
        AtomicInteger subscriptions = new AtomicInteger();
        Multi<Integer> multi =
                Multi.createFrom().items(1).onSubscription().invoke(s -> subscriptions.incrementAndGet());

        Completable completable = multi.convert().with(MultiRx3Converters.toCompletable());
        assertThat(subscriptions).hasValue(0);

        completable.test().awaitDone(5, TimeUnit.SECONDS).assertComplete();
        assertThat(subscriptions).hasValue(1);
    }

    @Test
    void disposingCancelsTheMulti() {
        AtomicInteger cancellations = new AtomicInteger();
        Completable completable = Multi.createFrom()
                .nothing()
                .onCancellation()
                .invoke(cancellations::incrementAndGet)
                .convert()
                .with(MultiRx3Converters.toCompletable());

        completable.test().dispose();

        assertThat(cancellations).hasValue(1);
    }
}
