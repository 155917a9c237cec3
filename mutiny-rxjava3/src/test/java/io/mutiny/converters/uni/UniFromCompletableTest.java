package io.mutiny.converters.uni;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.reactivex.rxjava3.core.Completable;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class UniFromCompletableTest {

    @Test
    void emitsANullItemOnCompletion() {
        Uni<Void> uni = Uni.createFrom().converter(UniRx3Converters.fromCompletable(), Completable.complete());

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem().assertItemIsNull();
    }

    @Test
    void emitsTheFailure() {
        Uni<Void> uni = Uni.createFrom()
                .converter(UniRx3Converters.fromCompletable(), Completable.error(new IOException("boom")));

        uni.subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitFailure()
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void isLazy() {
        AtomicInteger runs = new AtomicInteger();
        Completable completable = Completable.fromRunnable(runs::incrementAndGet);

        Uni<Void> uni = Uni.createFrom().converter(UniRx3Converters.fromCompletable(), completable);
        assertThat(runs).hasValue(0);

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem();
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem();
        assertThat(runs).hasValue(2);
    }

    @Test
    void cancellingTheUniDisposesTheCompletable() {
        AtomicInteger disposals = new AtomicInteger();
        Completable completable = Completable.never().doOnDispose(disposals::incrementAndGet);

        Uni.createFrom()
                .converter(UniRx3Converters.fromCompletable(), completable)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitSubscription()
                .cancel();

        assertThat(disposals).hasValue(1);
    }

    @Test
    void rejectsANullCompletable() {
        assertThatThrownBy(() -> UniRx3Converters.fromCompletable().from(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("completable");
    }
}
