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
import reactor.core.publisher.Flux;

class UniFromFluxTest {

    @Test
    void emitsTheFirstItemThenCancelsTheFlux() {
        List<Long> requests = new CopyOnWriteArrayList<>();
        AtomicInteger cancellations = new AtomicInteger();
        Flux<Integer> flux = Flux.just(1, 2, 3).doOnRequest(requests::add).doOnCancel(cancellations::incrementAndGet);

        Uni<Integer> uni = Uni.createFrom().converter(UniReactorConverters.fromFlux(), flux);

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem().assertItem(1);
        assertThat(requests).containsExactly(1L);
        assertThat(cancellations).hasValue(1);
    }

    @Test
    void emitsNullWhenTheFluxIsEmpty() {
        Uni<Integer> uni = Uni.createFrom().converter(UniReactorConverters.fromFlux(), Flux.empty());

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem().assertItemIsNull();
    }

    @Test
    void emitsTheFailureOfTheFlux() {
        Uni<Integer> uni =
                Uni.createFrom().converter(UniReactorConverters.fromFlux(), Flux.error(new IOException("boom")));

        uni.subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitFailure()
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void aFailureAfterTheFirstItemIsNotSeen() {
        Flux<Integer> flux = Flux.just(1).concatWith(Flux.error(new IOException("late")));

        Uni<Integer> uni = Uni.createFrom().converter(UniReactorConverters.fromFlux(), flux);

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem().assertItem(1);
    }

    @Test
    void isLazyAndSubscribesOncePerSubscriber() {
        AtomicInteger subscriptions = new AtomicInteger();
        Flux<Integer> flux = Flux.just(1).doOnSubscribe(s -> subscriptions.incrementAndGet());

        Uni<Integer> uni = Uni.createFrom().converter(UniReactorConverters.fromFlux(), flux);
        assertThat(subscriptions).hasValue(0);

        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem();
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem();
        assertThat(subscriptions).hasValue(2);
    }

    @Test
    void cancellingTheUniCancelsTheFlux() {
        AtomicInteger cancellations = new AtomicInteger();
        Flux<Integer> flux = Flux.<Integer>never().doOnCancel(cancellations::incrementAndGet);

        UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                .converter(UniReactorConverters.fromFlux(), flux)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.awaitSubscription().cancel();

        assertThat(cancellations).hasValue(1);
        subscriber.assertNotTerminated();
    }

    @Test
    void rejectsANullFlux() {
        assertThatThrownBy(() -> UniReactorConverters.<Integer>fromFlux().from(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("flux");
    }
}
