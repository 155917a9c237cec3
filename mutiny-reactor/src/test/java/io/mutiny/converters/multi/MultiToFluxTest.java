package io.mutiny.converters.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import org.reactivestreams.FlowAdapters;
import org.reactivestreams.Subscriber;
import org.reactivestreams.Subscription;
import reactor.core.publisher.Flux;

class MultiToFluxTest {

    private static <T> AssertSubscriber<T> subscribe(Flux<T> flux, long initialRequest) {
        AssertSubscriber<T> subscriber = AssertSubscriber.create(initialRequest);
        flux.subscribe(FlowAdapters.toSubscriber(subscriber));
        return subscriber;
    }

    @Test
    void emitsTheItemsThenCompletes() {
        Flux<Integer> flux = Multi.createFrom().range(1, 6).convert().with(MultiReactorConverters.toFlux());

        subscribe(flux, 10).awaitCompletion().assertItems(1, 2, 3, 4, 5);
    }

    @Test
    void anEmptyMultiGivesAnEmptyFlux() {
        Flux<Integer> flux = Multi.createFrom().<Integer>empty().convert().with(MultiReactorConverters.toFlux());

        subscribe(flux, 1).awaitCompletion().assertHasNotReceivedAnyItem();
    }

    @Test
    void emitsTheItemsThenTheFailure() {
        Flux<Integer> flux = Multi.createFrom()
                .items(1, 2)
                .onCompletion()
                .failWith(new IOException("boom"))
                .convert()
                .with(MultiReactorConverters.toFlux());

        subscribe(flux, 10).awaitFailure().assertItems(1, 2).assertFailedWith(IOException.class, "boom");
    }

    @Test
    void passesEachRequestToTheMulti() {
        List<Long> requests = new CopyOnWriteArrayList<>();
        Flux<Integer> flux = Multi.createFrom()
                .range(1, 11)
                .onRequest()
                .invoke(requests::add)
                .convert()
                .with(MultiReactorConverters.toFlux());

        AssertSubscriber<Integer> subscriber = subscribe(flux, 3);
        subscriber.awaitItems(3).assertItems(1, 2, 3).assertNotTerminated();
        subscriber.request(2).awaitItems(5);
        subscriber.request(Long.MAX_VALUE).awaitCompletion().assertItemCount(10);

        assertThat(requests).containsExactly(3L, 2L, Long.MAX_VALUE);
    }

    @Test
    void cancellingTheFluxCancelsTheMulti() {
        AtomicInteger cancellations = new AtomicInteger();
        Flux<Integer> flux = Multi.createFrom()
                .<Integer>nothing()
                .onCancellation()
                .invoke(cancellations::incrementAndGet)
                .convert()
                .with(MultiReactorConverters.toFlux());

        subscribe(flux, 1).awaitSubscription().cancel();

        assertThat(cancellations).hasValue(1);
    }

    @Test
    void isLazyAndSubscribesOncePerSubscriber() {
        AtomicInteger subscriptions = new AtomicInteger();
        Multi<Integer> multi =
                Multi.createFrom().items(1, 2).onSubscription().invoke(s -> subscriptions.incrementAndGet());

        Flux<Integer> flux = multi.convert().with(MultiReactorConverters.toFlux());
        assertThat(subscriptions).hasValue(0);

        assertThat(flux.collectList().block()).containsExactly(1, 2);
        assertThat(flux.collectList().block()).containsExactly(1, 2);
        assertThat(subscriptions).hasValue(2);
    }

    /** Requests from two threads at once: the Multi receives all of them and emits exactly that many items. */
    @RepeatedTest(200)
    void concurrentRequestsAllReachTheMulti() throws InterruptedException {
        AtomicLong requested = new AtomicLong();
        Flux<Integer> flux = Multi.createFrom()
                .range(0, 2_000)
                .onRequest()
                .invoke(requested::addAndGet)
                .convert()
                .with(MultiReactorConverters.toFlux());
        AssertSubscriber<Integer> subscriber = subscribe(flux, 0);
        subscriber.awaitSubscription();
        CountDownLatch start = new CountDownLatch(1);
        Runnable requester = () -> {
            try {
                start.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            for (int i = 0; i < 500; i++) {
                subscriber.request(1);
            }
        };
        Thread first = new Thread(requester);
        Thread second = new Thread(requester);
        first.start();
        second.start();
        start.countDown();
        first.join(10_000);
        second.join(10_000);

        subscriber.awaitItems(1_000).assertNotTerminated();
        assertThat(subscriber.getItems()).hasSize(1_000).doesNotHaveDuplicates();
        assertThat(requested).hasValue(1_000);
    }

    /**
     * A cancellation racing with the emissions (which run on the requesting thread): it reaches the Multi, once, and
     * stops an endless emission.
     */
    @RepeatedTest(100)
    void cancellationRacingWithEmissionsReachesTheMulti() throws InterruptedException {
        AtomicInteger cancellations = new AtomicInteger();
        AtomicInteger received = new AtomicInteger();
        AtomicReference<Object> terminal = new AtomicReference<>();
        AtomicReference<Subscription> subscription = new AtomicReference<>();
        Flux<Integer> flux = Multi.createFrom()
                .range(0, Integer.MAX_VALUE)
                .onCancellation()
                .invoke(cancellations::incrementAndGet)
                .convert()
                .with(MultiReactorConverters.toFlux());
        flux.subscribe(new Subscriber<Integer>() {
            @Override
            public void onSubscribe(Subscription s) {
                subscription.set(s);
            }

            @Override
            public void onNext(Integer item) {
                received.incrementAndGet();
            }

            @Override
            public void onError(Throwable failure) {
                terminal.set(failure);
            }

            @Override
            public void onComplete() {
                terminal.set("done");
            }
        });
        Thread emitter = new Thread(() -> subscription.get().request(Long.MAX_VALUE));
        try {
            emitter.start();
            await().atMost(Duration.ofSeconds(10))
                    .pollInterval(Duration.ofMillis(1))
                    .until(() -> received.get() >= 10);
        } finally {
            subscription.get().cancel();
            emitter.join(10_000);
        }

        assertThat(emitter.isAlive()).isFalse();
        assertThat(cancellations).hasValue(1);
        assertThat(terminal).hasValue(null);
    }
}
