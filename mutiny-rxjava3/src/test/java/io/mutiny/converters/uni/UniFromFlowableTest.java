package io.mutiny.converters.uni;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
        Uni<Integer> uni =
                Uni.createFrom().converter(UniRx3Converters.fromFlowable(), Flowable.error(new IOException("boom")));

        uni.subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitFailure()
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void isLazy() {
        AtomicInteger subscriptions = new AtomicInteger();
        Flowable<Integer> flowable = Flowable.just(1).doOnSubscribe(s -> subscriptions.incrementAndGet());

        Uni<Integer> uni = Uni.createFrom().converter(UniRx3Converters.fromFlowable(), flowable);
        assertThat(subscriptions).hasValue(0);

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem();
        assertThat(subscriptions).hasValue(1);
    }

    @Test
    void cancellingTheUniCancelsTheFlowable() {
        AtomicInteger cancellations = new AtomicInteger();
        Flowable<Integer> flowable = Flowable.<Integer>never().doOnCancel(cancellations::incrementAndGet);

        Uni.createFrom()
                .converter(UniRx3Converters.fromFlowable(), flowable)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitSubscription()
                .cancel();

        assertThat(cancellations).hasValue(1);
    }

    @Test
    void rejectsANullFlowable() {
        assertThatThrownBy(() -> UniRx3Converters.<Integer>fromFlowable().from(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("flowable");
    }
}
