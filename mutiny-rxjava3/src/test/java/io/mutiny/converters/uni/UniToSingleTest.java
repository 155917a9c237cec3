package io.mutiny.converters.uni;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.reactivex.rxjava3.core.Single;
import java.io.IOException;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class UniToSingleTest {

    @Test
    void emitsTheItemInAnOptional() {
        Single<Optional<Integer>> single = Uni.createFrom().item(1).convert().with(UniRx3Converters.toSingle());

        single.test().awaitDone(5, TimeUnit.SECONDS).assertValue(Optional.of(1));
    }

    @Test
    void aNullItemGivesAnEmptyOptional() {
        Single<Optional<Integer>> single =
                Uni.createFrom().<Integer>nullItem().convert().with(UniRx3Converters.toSingle());

        single.test().awaitDone(5, TimeUnit.SECONDS).assertValue(Optional.empty());
    }

    @Test
    void emitsTheFailure() {
        Single<Optional<Integer>> single = Uni.createFrom()
                .<Integer>failure(new IOException("boom"))
                .convert()
                .with(UniRx3Converters.toSingle());

        single.test()
                .awaitDone(5, TimeUnit.SECONDS)
                .assertError(IOException.class)
                .assertNoValues();
    }

    @Test
    void withDefaultEmitsTheItemOrTheFallbackForNull() {
        Single<Integer> fromItem = Uni.createFrom().item(1).convert().with(ToSingle.withDefault(7));
        Single<Integer> fromNull =
                Uni.createFrom().<Integer>nullItem().convert().with(ToSingle.withDefault(7));

        fromItem.test().awaitDone(5, TimeUnit.SECONDS).assertValue(1);
        fromNull.test().awaitDone(5, TimeUnit.SECONDS).assertValue(7);
    }

    @Test
    void withDefaultRejectsANullFallback() {
        assertThatThrownBy(() -> ToSingle.withDefault(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("fallback");
        assertThatThrownBy(() -> new ToSingleWithDefault<>(null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void failOnNullEmitsTheItemOrFailsWithNoSuchElementException() {
        Single<Integer> fromItem = Uni.createFrom()
                .item(1)
                .convert()
                .with(UniRx3Converters.toSingle().failOnNull());
        Single<Integer> fromNull = Uni.createFrom()
                .<Integer>nullItem()
                .convert()
                .with(UniRx3Converters.toSingle().failOnNull());

        fromItem.test().awaitDone(5, TimeUnit.SECONDS).assertValue(1);
        fromNull.test().awaitDone(5, TimeUnit.SECONDS).assertError(NoSuchElementException.class);
    }

    @Test
    void isLazyAndSubscribesToTheUniOncePerObserver() {
        AtomicInteger subscriptions = new AtomicInteger();
        Uni<Integer> uni = Uni.createFrom().item(subscriptions::incrementAndGet);

        Single<Optional<Integer>> single = uni.convert().with(UniRx3Converters.toSingle());
        Single<Integer> withDefault = uni.convert().with(ToSingle.withDefault(0));
        Single<Integer> failOnNull =
                uni.convert().with(UniRx3Converters.toSingle().failOnNull());
        assertThat(subscriptions).hasValue(0);

        single.test().awaitDone(5, TimeUnit.SECONDS).assertValue(Optional.of(1));
        withDefault.test().awaitDone(5, TimeUnit.SECONDS).assertValue(2);
        failOnNull.test().awaitDone(5, TimeUnit.SECONDS).assertValue(3);
    }

    @Test
    void disposingCancelsTheUni() {
        AtomicInteger cancellations = new AtomicInteger();
        Uni<Integer> uni = Uni.createFrom().<Integer>nothing().onCancellation().invoke(cancellations::incrementAndGet);

        uni.convert().with(UniRx3Converters.toSingle()).test().dispose();
        uni.convert().with(ToSingle.withDefault(0)).test().dispose();
        uni.convert().with(UniRx3Converters.toSingle().failOnNull()).test().dispose();

        assertThat(cancellations).hasValue(3);
    }
}
