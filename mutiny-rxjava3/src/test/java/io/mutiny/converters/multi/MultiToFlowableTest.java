package io.mutiny.converters.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.mutiny.Multi;
import io.reactivex.rxjava3.core.Flowable;
import io.reactivex.rxjava3.subscribers.TestSubscriber;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import org.reactivestreams.Subscriber;
import org.reactivestreams.Subscription;

class MultiToFlowableTest {

    @Test
    void emitsTheItemsThenCompletes() {
        Flowable<Integer> flowable = Multi.createFrom().range(1, 6).convert().with(MultiRx3Converters.toFlowable());

        flowable.test().awaitDone(5, TimeUnit.SECONDS).assertResult(1, 2, 3, 4, 5);
    }

    @Test
    void anEmptyMultiGivesAnEmptyFlowable() {
        Flowable<Integer> flowable =
                Multi.createFrom().<Integer>empty().convert().with(MultiRx3Converters.toFlowable());

        flowable.test().awaitDone(5, TimeUnit.SECONDS).assertResult();
    }

    @Test
    void emitsTheItemsThenTheFailure() {
        Flowable<Integer> flowable = Multi.createFrom()
                .items(1, 2)
                .onCompletion()
                .failWith(new IOException("boom"))
                .convert()
                .with(MultiRx3Converters.toFlowable());

        flowable.test().awaitDone(5, TimeUnit.SECONDS).assertValues(1, 2).assertError(IOException.class);
    }

    @Test
    void passesEachRequestToTheMulti() {
        List<Long> requests = new CopyOnWriteArrayList<>();
        Flowable<Integer> flowable = Multi.createFrom()
                .range(1, 11)
                .onRequest()
                .invoke(requests::add)
                .convert()
                .with(MultiRx3Converters.toFlowable());

        TestSubscriber<Integer> subscriber = flowable.test(3);
        subscriber.assertValues(1, 2, 3).assertNotComplete();
        subscriber.request(2);
        subscriber.assertValues(1, 2, 3, 4, 5).assertNotComplete();
        subscriber.request(Long.MAX_VALUE);
        subscriber.awaitDone(5, TimeUnit.SECONDS).assertValueCount(10).assertComplete();

        assertThat(requests).containsExactly(3L, 2L, Long.MAX_VALUE);
    }

    @Test
    void cancellingTheFlowableCancelsTheMulti() {
        AtomicInteger cancellations = new AtomicInteger();
        Flowable<Integer> flowable = Multi.createFrom()
                .<Integer>nothing()
                .onCancellation()
                .invoke(cancellations::incrementAndGet)
                .convert()
                .with(MultiRx3Converters.toFlowable());

        flowable.test(1).cancel();

        assertThat(cancellations).hasValue(1);
    }

    @Test
    void isLazyAndSubscribesOncePerSubscriber() {
        AtomicInteger subscriptions = new AtomicInteger();
        Multi<Integer> multi =
                Multi.createFrom().items(1, 2).onSubscription().invoke(s -> subscriptions.incrementAndGet());

        Flowable<Integer> flowable = multi.convert().with(MultiRx3Converters.toFlowable());
        assertThat(subscriptions).hasValue(0);

        flowable.test().awaitDone(5, TimeUnit.SECONDS).assertResult(1, 2);
        flowable.test().awaitDone(5, TimeUnit.SECONDS).assertResult(1, 2);
        assertThat(subscriptions).hasValue(2);
    }

    /** Requests from two threads at once: the Multi receives all of them and emits exactly that many items. */
    @RepeatedTest(200)
    void concurrentRequestsAllReachTheMulti() throws InterruptedException {
        AtomicLong requested = new AtomicLong();
        Flowable<Integer> flowable = Multi.createFrom()
                .range(0, 2_000)
                .onRequest()
                .invoke(requested::addAndGet)
                .convert()
                .with(MultiRx3Converters.toFlowable());
        TestSubscriber<Integer> subscriber = flowable.test(0);
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

        subscriber.awaitCount(1_000);
        subscriber.assertNotComplete().assertNoErrors();
        assertThat(subscriber.values()).hasSize(1_000).doesNotHaveDuplicates();
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
        Flowable<Integer> flowable = Multi.createFrom()
                .range(0, Integer.MAX_VALUE)
                .onCancellation()
                .invoke(cancellations::incrementAndGet)
                .convert()
                .with(MultiRx3Converters.toFlowable());
        flowable.subscribe(new Subscriber<Integer>() {
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
