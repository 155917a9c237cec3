package io.mutiny.converters.multi;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Multi;
import io.reactivex.rxjava3.core.Maybe;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class MultiToMaybeTest {

    @Test
    void emitsTheFirstItemThenCancels() {
        List<Long> requests = new CopyOnWriteArrayList<>();
        AtomicInteger cancellations = new AtomicInteger();
        Multi<Integer> multi = Multi.createFrom()
                .range(1, 10)
                .onRequest()
                .invoke(requests::add)
                .onCancellation()
                .invoke(cancellations::incrementAndGet);

        Maybe<Integer> maybe = multi.convert().with(MultiRx3Converters.toMaybe());

        maybe.test().awaitDone(5, TimeUnit.SECONDS).assertValue(1);
        assertThat(requests).containsExactly(1L);
        assertThat(cancellations).hasValue(1);
    }

    @Test
    void anEmptyMultiGivesAnEmptyMaybe() {
        Maybe<Integer> maybe = Multi.createFrom().<Integer>empty().convert().with(MultiRx3Converters.toMaybe());

        maybe.test().awaitDone(5, TimeUnit.SECONDS).assertComplete().assertNoValues();
    }

    @Test
    void emitsTheFailure() {
        Maybe<Integer> maybe = Multi.createFrom()
                .<Integer>failure(new IOException("boom"))
                .convert()
                .with(MultiRx3Converters.toMaybe());

        maybe.test().awaitDone(5, TimeUnit.SECONDS).assertError(IOException.class);
    }

    @Test
    void isLazy() {
        AtomicInteger subscriptions = new AtomicInteger();
        Multi<Integer> multi =
                Multi.createFrom().items(1).onSubscription().invoke(s -> subscriptions.incrementAndGet());

        Maybe<Integer> maybe = multi.convert().with(MultiRx3Converters.toMaybe());
        assertThat(subscriptions).hasValue(0);

        maybe.test().awaitDone(5, TimeUnit.SECONDS).assertValue(1);
        assertThat(subscriptions).hasValue(1);
    }

    @Test
    void disposingCancelsTheMulti() {
        AtomicInteger cancellations = new AtomicInteger();
        Maybe<Integer> maybe = Multi.createFrom()
                .<Integer>nothing()
                .onCancellation()
                .invoke(cancellations::incrementAndGet)
                .convert()
                .with(MultiRx3Converters.toMaybe());

        maybe.test().dispose();

        assertThat(cancellations).hasValue(1);
    }
}
