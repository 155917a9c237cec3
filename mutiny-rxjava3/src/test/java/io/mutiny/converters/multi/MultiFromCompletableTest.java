package io.mutiny.converters.multi;

import static io.mutiny.converters.ConversionChecks.assertRejectsNull;
import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.reactivex.rxjava3.core.Completable;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class MultiFromCompletableTest {

    @Test
    void completesWithoutItem() {
        Multi<Void> multi = Multi.createFrom().converter(MultiRx3Converters.fromCompletable(), Completable.complete());

        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .awaitCompletion()
                .assertHasNotReceivedAnyItem();
    }

    @Test
    void emitsTheFailure() {
        Multi<Void> multi = Multi.createFrom()
                .converter(MultiRx3Converters.fromCompletable(), Completable.error(new IOException("boom")));

        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .awaitFailure()
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void isLazy() {
        AtomicInteger runs = new AtomicInteger();
        Completable completable = Completable.fromRunnable(runs::incrementAndGet);

        Multi<Void> multi = Multi.createFrom().converter(MultiRx3Converters.fromCompletable(), completable);
        assertThat(runs).hasValue(0);

        multi.subscribe().withSubscriber(AssertSubscriber.create(0)).awaitCompletion();
        assertThat(runs).hasValue(1);
    }

    @Test
    void cancellingTheMultiDisposesTheCompletable() {
        AtomicInteger disposals = new AtomicInteger();
        Completable completable = Completable.never().doOnDispose(disposals::incrementAndGet);

        Multi.createFrom()
                .converter(MultiRx3Converters.fromCompletable(), completable)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .awaitSubscription()
                .cancel();

        assertThat(disposals).hasValue(1);
    }

    @Test
    void rejectsANullCompletable() {
        assertRejectsNull(() -> MultiRx3Converters.fromCompletable().from(null), "completable");
    }
}
