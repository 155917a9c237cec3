package io.mutiny.converters.uni;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Mono;

class UniFromMonoTest {

    @Test
    void emitsTheItemOfTheMono() {
        Uni<Integer> uni = Uni.createFrom().converter(UniReactorConverters.fromMono(), Mono.just(1));

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem().assertItem(1);
    }

    @Test
    void emitsNullWhenTheMonoIsEmpty() {
        Uni<Integer> uni = Uni.createFrom().converter(UniReactorConverters.fromMono(), Mono.empty());

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem().assertItemIsNull();
    }

    @Test
    void aMonoOfANullValueGivesANullItem() {
        Mono<String> mono = Mono.fromCallable(() -> null);

        Uni<String> uni = Uni.createFrom().converter(UniReactorConverters.fromMono(), mono);

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem().assertItemIsNull();
    }

    @Test
    void emitsTheFailureOfTheMono() {
        Uni<Integer> uni =
                Uni.createFrom().converter(UniReactorConverters.fromMono(), Mono.error(new IOException("boom")));

        uni.subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitFailure()
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void subscribesToTheMonoOncePerSubscriberAndRequestsOneItem() {
        AtomicInteger subscriptions = new AtomicInteger();
        List<Long> requests = new CopyOnWriteArrayList<>();
        Mono<Integer> mono =
                Mono.just(1).doOnSubscribe(s -> subscriptions.incrementAndGet()).doOnRequest(requests::add);

        Uni<Integer> uni = Uni.createFrom().converter(UniReactorConverters.fromMono(), mono);
        assertThat(subscriptions).hasValue(0);

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem().assertItem(1);
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem().assertItem(1);
        assertThat(subscriptions).hasValue(2);
        assertThat(requests).containsExactly(1L, 1L);
    }

    @Test
    void cancellingTheUniCancelsTheMono() {
        AtomicInteger cancellations = new AtomicInteger();
        Mono<Integer> mono = Mono.<Integer>never().doOnCancel(cancellations::incrementAndGet);

        UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                .converter(UniReactorConverters.fromMono(), mono)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.awaitSubscription().cancel();

        assertThat(cancellations).hasValue(1);
        subscriber.assertNotTerminated();
    }

    @Test
    void rejectsANullMono() {
        assertThatThrownBy(() -> UniReactorConverters.<Integer>fromMono().from(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("mono");
    }
}
