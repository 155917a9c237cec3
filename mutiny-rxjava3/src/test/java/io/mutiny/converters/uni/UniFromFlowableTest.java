package io.mutiny.converters.uni;

import static io.mutiny.converters.ConversionChecks.assertFailsWithBoom;
import static io.mutiny.converters.ConversionChecks.assertRejectsNull;
import static io.mutiny.converters.ConversionChecks.assertUniCancellationReachesTheSource;
import static io.mutiny.converters.ConversionChecks.assertUniIsLazy;
import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.reactivex.rxjava3.core.Flowable;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class UniFromFlowableTest {

    @Test
    void emitsTheFirstItemThenCancelsTheFlowable() {
        List<Long> requests = new CopyOnWriteArrayList<>();
        AtomicInteger cancellations = new AtomicInteger();
        Flowable<Integer> flowable =
                Flowable.just(1, 2, 3).doOnRequest(requests::add).doOnCancel(cancellations::incrementAndGet);

        Uni<Integer> uni = Uni.createFrom().converter(UniRx3Converters.fromFlowable(), flowable);

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem().assertItem(1);
        assertThat(requests).containsExactly(1L);
        assertThat(cancellations).hasValue(1);
    }

    @Test
    void emitsNullWhenTheFlowableIsEmpty() {
        Uni<Integer> uni = Uni.createFrom().converter(UniRx3Converters.fromFlowable(), Flowable.empty());

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem().assertItemIsNull();
    }

    @Test
    void emitsTheFailure() {
        assertFailsWithBoom(
                Uni.createFrom().converter(UniRx3Converters.fromFlowable(), Flowable.error(new IOException("boom"))));
    }

    @Test
    void isLazy() {
        assertUniIsLazy(
                subscriptions -> Uni.createFrom()
                        .converter(
                                UniRx3Converters.fromFlowable(),
                                Flowable.just(1).doOnSubscribe(s -> subscriptions.incrementAndGet())),
                1);
    }

    @Test
    void cancellingTheUniCancelsTheFlowable() {
        assertUniCancellationReachesTheSource(cancellations -> Uni.createFrom()
                .converter(
                        UniRx3Converters.fromFlowable(),
                        Flowable.<Integer>never().doOnCancel(cancellations::incrementAndGet)));
    }

    @Test
    void rejectsANullFlowable() {
        assertRejectsNull(() -> UniRx3Converters.<Integer>fromFlowable().from(null), "flowable");
    }
}
