package io.mutiny.converters.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Mono;

class MultiFromMonoTest {

    @Test
    void emitsTheItemOnceRequestedThenCompletes() {
        Multi<Integer> multi = Multi.createFrom().converter(MultiReactorConverters.fromMono(), Mono.just(1));

        AssertSubscriber<Integer> subscriber = multi.subscribe().withSubscriber(AssertSubscriber.create(0));
        subscriber.awaitSubscription().assertHasNotReceivedAnyItem().assertNotTerminated();

        subscriber.request(1).awaitCompletion().assertItems(1);
    }

    @Test
    void completesWhenTheMonoIsEmpty() {
        Multi<Integer> multi = Multi.createFrom().converter(MultiReactorConverters.fromMono(), Mono.empty());

        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .awaitCompletion()
                .assertHasNotReceivedAnyItem();
    }

    @Test
    void aMonoOfANullValueGivesAnEmptyMulti() {
        Mono<Integer> mono = Mono.fromCallable(() -> null);

        Multi<Integer> multi = Multi.createFrom().converter(MultiReactorConverters.fromMono(), mono);

        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .awaitCompletion()
                .assertHasNotReceivedAnyItem();
    }

    @Test
    void emitsTheFailure() {
        Multi<Integer> multi =
                Multi.createFrom().converter(MultiReactorConverters.fromMono(), Mono.error(new IOException("boom")));

        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .awaitFailure()
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void cancellingTheMultiCancelsTheMono() {
        AtomicInteger cancellations = new AtomicInteger();
        Mono<Integer> mono = Mono.<Integer>never().doOnCancel(cancellations::incrementAndGet);

        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .converter(MultiReactorConverters.fromMono(), mono)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.awaitSubscription().cancel();

        assertThat(cancellations).hasValue(1);
    }

    @Test
    void isLazy() {
        AtomicInteger subscriptions = new AtomicInteger();
        Mono<Integer> mono = Mono.just(1).doOnSubscribe(s -> subscriptions.incrementAndGet());

        Multi<Integer> multi = Multi.createFrom().converter(MultiReactorConverters.fromMono(), mono);
        assertThat(subscriptions).hasValue(0);

        multi.subscribe().withSubscriber(AssertSubscriber.create(1)).awaitCompletion();
        assertThat(subscriptions).hasValue(1);
    }

    @Test
    void rejectsANullMono() {
        assertThatThrownBy(() -> MultiReactorConverters.<Integer>fromMono().from(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("mono");
    }
}
