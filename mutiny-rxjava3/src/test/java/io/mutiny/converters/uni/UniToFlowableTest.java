package io.mutiny.converters.uni;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Uni;
import io.reactivex.rxjava3.core.Flowable;
import io.reactivex.rxjava3.subscribers.TestSubscriber;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class UniToFlowableTest {

    @Test
    void emitsTheItemThenCompletes() {
        Flowable<Integer> flowable = Uni.createFrom().item(1).convert().with(UniRx3Converters.toFlowable());

        flowable.test().awaitDone(5, TimeUnit.SECONDS).assertResult(1);
    }

    @Test
    void aNullItemGivesAnEmptyFlowable() {
        Flowable<Integer> flowable =
                Uni.createFrom().<Integer>nullItem().convert().with(UniRx3Converters.toFlowable());

        flowable.test().awaitDone(5, TimeUnit.SECONDS).assertResult();
    }

    @Test
    void emitsTheFailure() {
        Flowable<Integer> flowable = Uni.createFrom()
                .<Integer>failure(new IOException("boom"))
                .convert()
                .with(UniRx3Converters.toFlowable());

        flowable.test().awaitDone(5, TimeUnit.SECONDS).assertError(IOException.class);
    }

    @Test
    void emitsTheItemOnlyOnceRequested() {
        Flowable<Integer> flowable = Uni.createFrom().item(1).convert().with(UniRx3Converters.toFlowable());

        TestSubscriber<Integer> subscriber = flowable.test(0);
        subscriber.assertNoValues().assertNotComplete();

        subscriber.request(1);
        subscriber.awaitDone(5, TimeUnit.SECONDS).assertResult(1);
    }

    @Test
    void isLazy() {
        AtomicInteger subscriptions = new AtomicInteger();
        Flowable<Integer> flowable =
                Uni.createFrom().item(subscriptions::incrementAndGet).convert().with(UniRx3Converters.toFlowable());
        assertThat(subscriptions).hasValue(0);

        flowable.test().awaitDone(5, TimeUnit.SECONDS).assertResult(1);
    }

    @Test
    void cancellingCancelsTheUni() {
        AtomicInteger cancellations = new AtomicInteger();
        Flowable<Integer> flowable = Uni.createFrom()
                .<Integer>nothing()
                .onCancellation()
                .invoke(cancellations::incrementAndGet)
                .convert()
                .with(UniRx3Converters.toFlowable());

        flowable.test(1).cancel();

        assertThat(cancellations).hasValue(1);
    }
}
