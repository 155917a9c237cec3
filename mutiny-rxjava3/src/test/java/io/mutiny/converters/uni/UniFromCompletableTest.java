package io.mutiny.converters.uni;

import static io.mutiny.converters.ConversionChecks.assertFailsWithBoom;
import static io.mutiny.converters.ConversionChecks.assertRejectsNull;
import static io.mutiny.converters.ConversionChecks.assertUniCancellationReachesTheSource;
import static io.mutiny.converters.ConversionChecks.assertUniIsLazy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.reactivex.rxjava3.core.Completable;
import java.io.IOException;
import org.junit.jupiter.api.Test;

class UniFromCompletableTest {

    @Test
    void emitsANullItemOnCompletion() {
        Uni<Void> uni = Uni.createFrom().converter(UniRx3Converters.fromCompletable(), Completable.complete());

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem().assertItemIsNull();
    }

    @Test
    void emitsTheFailure() {
        assertFailsWithBoom(Uni.createFrom()
                .converter(UniRx3Converters.fromCompletable(), Completable.error(new IOException("boom"))));
    }

    @Test
    void isLazy() {
        assertUniIsLazy(
                runs -> Uni.createFrom()
                        .converter(UniRx3Converters.fromCompletable(), Completable.fromRunnable(runs::incrementAndGet)),
                2);
    }

    @Test
    void cancellingTheUniDisposesTheCompletable() {
        assertUniCancellationReachesTheSource(disposals -> Uni.createFrom()
                .converter(
                        UniRx3Converters.fromCompletable(),
                        Completable.never().doOnDispose(disposals::incrementAndGet)));
    }

    @Test
    void rejectsANullCompletable() {
        assertRejectsNull(() -> UniRx3Converters.fromCompletable().from(null), "completable");
    }
}
