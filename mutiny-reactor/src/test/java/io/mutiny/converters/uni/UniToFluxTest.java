package io.mutiny.converters.uni;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Uni;
import io.mutiny.helpers.test.AssertSubscriber;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.reactivestreams.FlowAdapters;
import reactor.core.publisher.Flux;

class UniToFluxTest {

    private static <T> AssertSubscriber<T> subscribe(Flux<T> flux, long initialRequest) {
        AssertSubscriber<T> subscriber = AssertSubscriber.create(initialRequest);
        flux.subscribe(FlowAdapters.toSubscriber(subscriber));
        return subscriber;
    }

    @Test
    void emitsTheItemThenCompletes() {
        Flux<Integer> flux = Uni.createFrom().item(1).convert().with(UniReactorConverters.toFlux());

        subscribe(flux, 10).awaitCompletion().assertItems(1);
    }

    @Test
    void aNullItemGivesAnEmptyFlux() {
        Flux<Integer> flux = Uni.createFrom().<Integer>nullItem().convert().with(UniReactorConverters.toFlux());

        subscribe(flux, 1).awaitCompletion().assertHasNotReceivedAnyItem();
    }

    @Test
    void emitsTheFailure() {
        Flux<Integer> flux = Uni.createFrom()
                .<Integer>failure(new IOException("boom"))
                .convert()
                .with(UniReactorConverters.toFlux());

        subscribe(flux, 1).awaitFailure().assertFailedWith(IOException.class, "boom");
    }

    @Test
    void emitsTheItemOnlyOnceRequested() {
        Flux<Integer> flux = Uni.createFrom().item(1).convert().with(UniReactorConverters.toFlux());

        AssertSubscriber<Integer> subscriber = subscribe(flux, 0);
        subscriber.awaitSubscription().assertHasNotReceivedAnyItem().assertNotTerminated();

        subscriber.request(1).awaitCompletion().assertItems(1);
    }

    @Test
    void isLazy() {
        AtomicInteger subscriptions = new AtomicInteger();
        Flux<Integer> flux =
                Uni.createFrom().item(subscriptions::incrementAndGet).convert().with(UniReactorConverters.toFlux());
        assertThat(subscriptions).hasValue(0);

        assertThat(flux.blockLast()).isEqualTo(1);
    }

    @Test
    void cancellingTheFluxCancelsTheUni() {
        AtomicInteger cancellations = new AtomicInteger();
        Flux<Integer> flux = Uni.createFrom()
                .<Integer>nothing()
                .onCancellation()
                .invoke(cancellations::incrementAndGet)
                .convert()
                .with(UniReactorConverters.toFlux());

        subscribe(flux, 1).awaitSubscription().cancel();

        assertThat(cancellations).hasValue(1);
    }
}
