package io.mutiny.converters.multi;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.reactivestreams.FlowAdapters;
import reactor.core.publisher.Mono;

class MultiToMonoTest {

    private static <T> AssertSubscriber<T> subscribe(Mono<T> mono, long initialRequest) {
        AssertSubscriber<T> subscriber = AssertSubscriber.create(initialRequest);
        mono.subscribe(FlowAdapters.toSubscriber(subscriber));
        return subscriber;
    }

    @Test
    void emitsTheFirstItemThenCancelsTheMulti() {
        List<Long> requests = new CopyOnWriteArrayList<>();
        AtomicInteger cancellations = new AtomicInteger();
        Multi<Integer> multi = Multi.createFrom()
                .range(1, 10)
                .onRequest()
                .invoke(requests::add)
                .onCancellation()
                .invoke(cancellations::incrementAndGet);

        Mono<Integer> mono = multi.convert().with(MultiReactorConverters.toMono());

        subscribe(mono, 1).awaitCompletion().assertItems(1);
        assertThat(requests).containsExactly(Long.MAX_VALUE);
        assertThat(cancellations).hasValue(1);
    }

    @Test
    void anEmptyMultiGivesAnEmptyMono() {
        Mono<Integer> mono = Multi.createFrom().<Integer>empty().convert().with(MultiReactorConverters.toMono());

        subscribe(mono, 1).awaitCompletion().assertHasNotReceivedAnyItem();
    }

    @Test
    void emitsTheFailure() {
        Mono<Integer> mono = Multi.createFrom()
                .<Integer>failure(new IOException("boom"))
                .convert()
                .with(MultiReactorConverters.toMono());

        subscribe(mono, 1).awaitFailure().assertFailedWith(IOException.class, "boom");
    }

    @Test
    void emitsTheItemOnlyOnceRequested() {
        Mono<Integer> mono = Multi.createFrom().items(1, 2).convert().with(MultiReactorConverters.toMono());

        AssertSubscriber<Integer> subscriber = subscribe(mono, 0);
        subscriber.awaitSubscription().assertHasNotReceivedAnyItem().assertNotTerminated();

        subscriber.request(1).awaitCompletion().assertItems(1);
    }

    @Test
    void isLazyAndSubscribesOncePerSubscriber() {
        AtomicInteger subscriptions = new AtomicInteger();
        Multi<Integer> multi =
                Multi.createFrom().items(1, 2).onSubscription().invoke(s -> subscriptions.incrementAndGet());

        Mono<Integer> mono = multi.convert().with(MultiReactorConverters.toMono());
        assertThat(subscriptions).hasValue(0);

        assertThat(mono.block()).isEqualTo(1);
        assertThat(mono.block()).isEqualTo(1);
        assertThat(subscriptions).hasValue(2);
    }

    @Test
    void disposingCancelsTheMulti() {
        AtomicInteger cancellations = new AtomicInteger();
        Mono<Integer> mono = Multi.createFrom()
                .<Integer>nothing()
                .onCancellation()
                .invoke(cancellations::incrementAndGet)
                .convert()
                .with(MultiReactorConverters.toMono());

        mono.subscribe().dispose();

        assertThat(cancellations).hasValue(1);
    }
}
