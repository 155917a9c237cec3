package io.mutiny.converters.uni;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Uni;
import io.reactivex.rxjava3.core.Maybe;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class UniToMaybeTest {

    @Test
    void emitsTheItem() {
        Maybe<Integer> maybe = Uni.createFrom().item(1).convert().with(UniRx3Converters.toMaybe());

        maybe.test().awaitDone(5, TimeUnit.SECONDS).assertValue(1);
    }

    @Test
    void aNullItemGivesAnEmptyMaybe() {
        Maybe<Integer> maybe = Uni.createFrom().<Integer>nullItem().convert().with(UniRx3Converters.toMaybe());

        maybe.test().awaitDone(5, TimeUnit.SECONDS).assertComplete().assertNoValues();
    }

    @Test
    void emitsTheFailure() {
        Maybe<Integer> maybe = Uni.createFrom()
                .<Integer>failure(new IOException("boom"))
                .convert()
                .with(UniRx3Converters.toMaybe());

        maybe.test().awaitDone(5, TimeUnit.SECONDS).assertError(IOException.class);
    }

    @Test
    void isLazy() {
        AtomicInteger subscriptions = new AtomicInteger();
        Maybe<Integer> maybe =
                Uni.createFrom().item(subscriptions::incrementAndGet).convert().with(UniRx3Converters.toMaybe());
        assertThat(subscriptions).hasValue(0);

        maybe.test().awaitDone(5, TimeUnit.SECONDS).assertValue(1);
        maybe.test().awaitDone(5, TimeUnit.SECONDS).assertValue(2);
    }

    @Test
    void disposingCancelsTheUni() {
        AtomicInteger cancellations = new AtomicInteger();
        Maybe<Integer> maybe = Uni.createFrom()
                .<Integer>nothing()
                .onCancellation()
                .invoke(cancellations::incrementAndGet)
                .convert()
                .with(UniRx3Converters.toMaybe());

        maybe.test().dispose();

        assertThat(cancellations).hasValue(1);
    }
}
