package io.mutiny.converters.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.reactivex.rxjava3.core.Single;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class MultiToSingleTest {

    @Test
    void emitsTheFirstItemInAnOptionalThenCancels() {
        List<Long> requests = new CopyOnWriteArrayList<>();
        AtomicInteger cancellations = new AtomicInteger();
        Multi<Integer> multi = Multi.createFrom()
                .range(1, 10)
                .onRequest()
                .invoke(requests::add)
                .onCancellation()
                .invoke(cancellations::incrementAndGet);

        Single<Optional<Integer>> single = multi.convert().with(MultiRx3Converters.toSingle());

        single.test().awaitDone(5, TimeUnit.SECONDS).assertValue(Optional.of(1));
        assertThat(requests).containsExactly(1L);
        assertThat(cancellations).hasValue(1);
    }

    @Test
    void anEmptyMultiGivesAnEmptyOptional() {
        Single<Optional<Integer>> single =
                Multi.createFrom().<Integer>empty().convert().with(MultiRx3Converters.toSingle());

        single.test().awaitDone(5, TimeUnit.SECONDS).assertValue(Optional.empty());
    }

    @Test
    void emitsTheFailure() {
        Single<Optional<Integer>> single = Multi.createFrom()
                .<Integer>failure(new IOException("boom"))
                .convert()
                .with(MultiRx3Converters.toSingle());

        single.test().awaitDone(5, TimeUnit.SECONDS).assertError(IOException.class);
    }

    @Test
    void onEmptyThrowEmitsTheFirstItemOrTheSuppliedFailure() {
        Single<Integer> fromItems = Multi.createFrom()
                .items(1, 2)
                .convert()
                .with(MultiRx3Converters.<Integer>toSingle().onEmptyThrow(() -> new IllegalStateException("none")));
        Single<Integer> fromEmpty = Multi.createFrom()
                .<Integer>empty()
                .convert()
                .with(MultiRx3Converters.<Integer>toSingle().onEmptyThrow(() -> new IllegalStateException("none")));

        fromItems.test().awaitDone(5, TimeUnit.SECONDS).assertValue(1);
        fromEmpty
                .test()
                .awaitDone(5, TimeUnit.SECONDS)
                .assertError(
                        failure -> failure instanceof IllegalStateException && "none".equals(failure.getMessage()));
    }

    @Test
    void onEmptyThrowRejectsANullSupplier() {
        assertThatThrownBy(() -> MultiRx3Converters.<Integer>toSingle().onEmptyThrow(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("supplier");
    }

    @Test
    void isLazy() {
        AtomicInteger subscriptions = new AtomicInteger();
        Multi<Integer> multi =
                Multi.createFrom().items(1).onSubscription().invoke(s -> subscriptions.incrementAndGet());

        Single<Optional<Integer>> single = multi.convert().with(MultiRx3Converters.toSingle());
        assertThat(subscriptions).hasValue(0);

        single.test().awaitDone(5, TimeUnit.SECONDS).assertValue(Optional.of(1));
        assertThat(subscriptions).hasValue(1);
    }

    @Test
    void disposingCancelsTheMulti() {
        AtomicInteger cancellations = new AtomicInteger();
        Multi<Integer> multi =
                Multi.createFrom().<Integer>nothing().onCancellation().invoke(cancellations::incrementAndGet);

        multi.convert().with(MultiRx3Converters.toSingle()).test().dispose();
        multi.convert()
                .with(MultiRx3Converters.<Integer>toSingle().onEmptyThrow(IllegalStateException::new))
                .test()
                .dispose();

        assertThat(cancellations).hasValue(2);
    }
}
