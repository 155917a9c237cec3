package io.mutiny.converters.multi;

import static io.mutiny.converters.ConversionChecks.assertMultiIsLazy;
import static io.mutiny.converters.ConversionChecks.assertRejectsNull;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.reactivex.rxjava3.core.Flowable;
import io.reactivex.rxjava3.schedulers.Schedulers;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import org.reactivestreams.Subscription;

class MultiFromFlowableTest {

    @Test
    void emitsTheItemsThenCompletes() {
        Multi<Integer> multi = Multi.createFrom().converter(MultiRx3Converters.fromFlowable(), Flowable.range(1, 5));

        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .awaitCompletion()
                .assertItems(1, 2, 3, 4, 5);
    }

    @Test
    void completesWhenTheFlowableIsEmpty() {
        Multi<Integer> multi = Multi.createFrom().converter(MultiRx3Converters.fromFlowable(), Flowable.empty());

        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .awaitCompletion()
                .assertHasNotReceivedAnyItem();
    }

    @Test
    void emitsTheItemsThenTheFailure() {
        Flowable<Integer> flowable = Flowable.just(1, 2).concatWith(Flowable.error(new IOException("boom")));

        Multi<Integer> multi = Multi.createFrom().converter(MultiRx3Converters.fromFlowable(), flowable);

        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .awaitFailure()
                .assertItems(1, 2)
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void aNullItemFailsTheMultiAndCancelsTheSource() {
        AtomicInteger cancellations = new AtomicInteger();
        Flowable<Integer> emitsNull = Flowable.fromPublisher(subscriber -> subscriber.onSubscribe(new Subscription() {
            @Override
            public void request(long n) {
                subscriber.onNext(null);
            }

            @Override
            public void cancel() {
                cancellations.incrementAndGet();
            }
        }));

        Multi<Integer> multi = Multi.createFrom().converter(MultiRx3Converters.fromFlowable(), emitsNull);

        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .awaitFailure()
                .assertFailedWith(NullPointerException.class);
        assertThat(cancellations).hasValue(1);
    }

    @Test
    void passesEachRequestToTheFlowable() {
        List<Long> requests = new CopyOnWriteArrayList<>();
        Flowable<Integer> flowable = Flowable.range(1, 10).doOnRequest(requests::add);

        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .converter(MultiRx3Converters.fromFlowable(), flowable)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(3));
        subscriber.awaitItems(3).assertItems(1, 2, 3).assertNotTerminated();
        subscriber.request(2).awaitItems(5);
        subscriber.request(Long.MAX_VALUE).awaitCompletion().assertItemCount(10);

        assertThat(requests).containsExactly(3L, 2L, Long.MAX_VALUE);
    }

    @Test
    void anInvalidRequestFailsTheMultiAndCancelsTheFlowable() {
        AtomicInteger cancellations = new AtomicInteger();
        Flowable<Integer> flowable = Flowable.<Integer>never().doOnCancel(cancellations::incrementAndGet);

        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .converter(MultiRx3Converters.fromFlowable(), flowable)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        subscriber.request(-1);

        subscriber.awaitFailure().assertFailedWith(IllegalArgumentException.class);
        assertThat(cancellations).hasValue(1);
    }

    @Test
    void cancellingTheMultiCancelsTheFlowable() {
        AtomicInteger cancellations = new AtomicInteger();
        Flowable<Integer> flowable = Flowable.<Integer>never().doOnCancel(cancellations::incrementAndGet);

        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .converter(MultiRx3Converters.fromFlowable(), flowable)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.awaitSubscription().cancel();

        assertThat(cancellations).hasValue(1);
    }

    @Test
    void isLazyAndSubscribesOncePerSubscriber() {
        assertMultiIsLazy(
                subscriptions -> Multi.createFrom()
                        .converter(
                                MultiRx3Converters.fromFlowable(),
                                Flowable.just(1).doOnSubscribe(s -> subscriptions.incrementAndGet())),
                2);
    }

    @Test
    void rejectsANullFlowable() {
        assertRejectsNull(() -> MultiRx3Converters.<Integer>fromFlowable().from(null), "flowable");
    }

    /** Requests from two threads while the flowable emits on a third: every request arrives, no item is lost. */
    @RepeatedTest(200)
    void concurrentRequestsAllReachTheFlowable() throws InterruptedException {
        AtomicLong requested = new AtomicLong();
        Flowable<Integer> flowable = Flowable.range(0, 2_000)
                .observeOn(Schedulers.single(), false, 1)
                .doOnRequest(requested::addAndGet);
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .converter(MultiRx3Converters.fromFlowable(), flowable)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
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
        subscriber.cancel();
    }

    /**
     * A cancellation racing with the emissions (which run on the requesting thread): it reaches the flowable, once, and
     * stops an endless emission.
     */
    @RepeatedTest(100)
    void cancellationRacingWithEmissionsReachesTheFlowable() throws InterruptedException {
        AtomicInteger cancellations = new AtomicInteger();
        AtomicInteger received = new AtomicInteger();
        AtomicReference<Object> terminal = new AtomicReference<>();
        AtomicReference<Flow.Subscription> subscription = new AtomicReference<>();
        Flowable<Integer> flowable = Flowable.range(0, Integer.MAX_VALUE).doOnCancel(cancellations::incrementAndGet);
        Multi.createFrom()
                .converter(MultiRx3Converters.fromFlowable(), flowable)
                .subscribe()
                .with(subscription::set, item -> received.incrementAndGet(), terminal::set, () -> terminal.set("done"));
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
