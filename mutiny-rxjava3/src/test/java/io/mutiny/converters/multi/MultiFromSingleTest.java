package io.mutiny.converters.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.reactivex.rxjava3.core.Single;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class MultiFromSingleTest {

    @Test
    void emitsTheItemOnceRequestedThenCompletes() {
        Multi<Integer> multi = Multi.createFrom().converter(MultiRx3Converters.fromSingle(), Single.just(1));

        AssertSubscriber<Integer> subscriber = multi.subscribe().withSubscriber(AssertSubscriber.create(0));
        subscriber.awaitSubscription().assertHasNotReceivedAnyItem().assertNotTerminated();

        subscriber.request(1).awaitCompletion().assertItems(1);
    }

    @Test
    void emitsTheFailure() {
        Multi<Integer> multi =
                Multi.createFrom().converter(MultiRx3Converters.fromSingle(), Single.error(new IOException("boom")));

        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .awaitFailure()
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void aSingleOfNullFailsWithANullPointerException() {
        Single<Integer> single = Single.fromCallable(() -> null);

        Multi<Integer> multi = Multi.createFrom().converter(MultiRx3Converters.fromSingle(), single);

        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .awaitFailure()
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void cancellingTheMultiDisposesTheSingle() {
        AtomicInteger disposals = new AtomicInteger();
        Single<Integer> single = Single.<Integer>never().doOnDispose(disposals::incrementAndGet);

        Multi.createFrom()
                .converter(MultiRx3Converters.fromSingle(), single)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .awaitSubscription()
                .cancel();

        assertThat(disposals).hasValue(1);
    }

    @Test
    void isLazy() {
        AtomicInteger subscriptions = new AtomicInteger();
        Single<Integer> single = Single.just(1).doOnSubscribe(d -> subscriptions.incrementAndGet());

        Multi<Integer> multi = Multi.createFrom().converter(MultiRx3Converters.fromSingle(), single);
        assertThat(subscriptions).hasValue(0);

        multi.subscribe().withSubscriber(AssertSubscriber.create(1)).awaitCompletion();
        assertThat(subscriptions).hasValue(1);
    }

    @Test
    void rejectsANullSingle() {
        assertThatThrownBy(() -> MultiRx3Converters.<Integer>fromSingle().from(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("single");
    }
}
