package io.mutiny.converters.uni;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Uni;
import io.mutiny.helpers.test.AssertSubscriber;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.reactivestreams.FlowAdapters;
import reactor.core.Disposable;
import reactor.core.publisher.Mono;

class UniToMonoTest {

    private static <T> AssertSubscriber<T> subscribe(Mono<T> mono, long initialRequest) {
        AssertSubscriber<T> subscriber = AssertSubscriber.create(initialRequest);
        mono.subscribe(FlowAdapters.toSubscriber(subscriber));
        return subscriber;
    }

    @Test
    void emitsTheItem() {
        Mono<Integer> mono = Uni.createFrom().item(1).convert().with(UniReactorConverters.toMono());

        subscribe(mono, 1).awaitCompletion().assertItems(1);
    }

    @Test
    void aNullItemGivesAnEmptyMono() {
        Mono<Integer> mono = Uni.createFrom().<Integer>nullItem().convert().with(UniReactorConverters.toMono());

        subscribe(mono, 1).awaitCompletion().assertHasNotReceivedAnyItem();
    }

    @Test
    void emitsTheFailure() {
        Mono<Integer> mono = Uni.createFrom()
                .<Integer>failure(new IOException("boom"))
                .convert()
                .with(UniReactorConverters.toMono());

        subscribe(mono, 1).awaitFailure().assertFailedWith(IOException.class, "boom");
    }

    @Test
    void emitsTheItemOnlyOnceRequested() {
        Mono<Integer> mono = Uni.createFrom().item(1).convert().with(UniReactorConverters.toMono());

        AssertSubscriber<Integer> subscriber = subscribe(mono, 0);
        subscriber.awaitSubscription().assertHasNotReceivedAnyItem().assertNotTerminated();

        subscriber.request(1).awaitCompletion().assertItems(1);
    }

    @Test
    void isLazyAndSubscribesToTheUniOncePerSubscriber() {
        AtomicInteger subscriptions = new AtomicInteger();
        Uni<Integer> uni = Uni.createFrom().item(subscriptions::incrementAndGet);

        Mono<Integer> mono = uni.convert().with(UniReactorConverters.toMono());
        assertThat(subscriptions).hasValue(0);

        assertThat(mono.block()).isEqualTo(1);
        assertThat(mono.block()).isEqualTo(2);
    }

    @Test
    void disposingCancelsTheUni() {
        AtomicInteger cancellations = new AtomicInteger();
        Mono<Integer> mono = Uni.createFrom()
                .<Integer>nothing()
                .onCancellation()
                .invoke(cancellations::incrementAndGet)
                .convert()
                .with(UniReactorConverters.toMono());

        Disposable disposable = mono.subscribe();
        disposable.dispose();

        assertThat(cancellations).hasValue(1);
    }
}
