package io.mutiny.operators.multi.processors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class BroadcastProcessorTest {

    @Test
    void isSubscribedThroughTheEntryPointItInherits() {
        // Mutiny's processor declares subscribe(MultiSubscriber), ours inherits AbstractMulti's: the same call
        BroadcastProcessor<Integer> processor = BroadcastProcessor.create();
        MultiSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        processor.subscribe(subscriber);
        processor.onNext(1);
        processor.onComplete();
        ((AssertSubscriber<Integer>) subscriber).assertItems(1).assertCompleted();
    }

    @Test
    void subscribersGetTheItemsEmittedAfterTheySubscribed() {
        BroadcastProcessor<Integer> processor = BroadcastProcessor.create();
        AssertSubscriber<Integer> first = processor.subscribe().withSubscriber(AssertSubscriber.create(10));
        processor.onNext(1);
        AssertSubscriber<Integer> second = processor.subscribe().withSubscriber(AssertSubscriber.create(10));
        processor.onNext(2);
        processor.onComplete();
        first.assertItems(1, 2).assertCompleted();
        second.assertItems(2).assertCompleted();
    }

    @Test
    void lateSubscribersGetTheTerminalSignal() {
        BroadcastProcessor<Integer> completed = BroadcastProcessor.create();
        completed.onComplete();
        completed.subscribe().withSubscriber(AssertSubscriber.create(1)).assertCompleted();

        BroadcastProcessor<Integer> failed = BroadcastProcessor.create();
        failed.onError(new IllegalStateException("boom"));
        failed.subscribe().withSubscriber(AssertSubscriber.create(1)).assertFailedWith(IllegalStateException.class);
    }

    @Test
    void aSubscriberWithoutDemandFailsWithoutBlockingTheOthers() {
        BroadcastProcessor<Integer> processor = BroadcastProcessor.create();
        AssertSubscriber<Integer> slow = processor.subscribe().withSubscriber(AssertSubscriber.create(1));
        AssertSubscriber<Integer> fast = processor.subscribe().withSubscriber(AssertSubscriber.create(10));
        processor.onNext(1);
        processor.onNext(2);
        processor.onNext(3);
        slow.assertItems(1).assertFailedWith(BackPressureFailure.class);
        fast.assertItems(1, 2, 3).assertNotTerminated();
    }

    @Test
    void cancelledSubscribersGetNothingMore() {
        BroadcastProcessor<Integer> processor = BroadcastProcessor.create();
        AssertSubscriber<Integer> subscriber = processor.subscribe().withSubscriber(AssertSubscriber.create(10));
        processor.onNext(1);
        subscriber.cancel();
        processor.onNext(2);
        processor.onComplete();
        subscriber.assertItems(1).assertNotTerminated();
    }

    @Test
    void subscribersCancellingEachOtherFromOnItem() {
        BroadcastProcessor<Integer> processor = BroadcastProcessor.create();
        AssertSubscriber<Integer> first = AssertSubscriber.create(10);
        AssertSubscriber<Integer> second = AssertSubscriber.create(10);
        processor
                .onItem()
                .invoke(item -> {
                    if (item == 2) {
                        second.cancel();
                    }
                })
                .subscribe()
                .withSubscriber(first);
        processor.subscribe().withSubscriber(second);
        processor.onNext(1);
        processor.onNext(2);
        processor.onNext(3);
        processor.onComplete();
        first.assertItems(1, 2, 3).assertCompleted();
        second.assertItems(1).assertNotTerminated();

        BroadcastProcessor<Integer> other = BroadcastProcessor.create();
        AssertSubscriber<Integer> earlier = AssertSubscriber.create(10);
        AssertSubscriber<Integer> later = AssertSubscriber.create(10);
        other.subscribe().withSubscriber(earlier);
        other.onItem()
                .invoke(item -> {
                    if (item == 2) {
                        earlier.cancel();
                        later.cancel();
                    }
                })
                .subscribe()
                .withSubscriber(later);
        other.onNext(1);
        other.onNext(2);
        other.onNext(3);
        other.onComplete();
        earlier.assertItems(1, 2).assertNotTerminated();
        later.assertItems(1, 2).assertNotTerminated();
    }

    @Test
    void invalidRequestFailsOnlyThatSubscriber() {
        BroadcastProcessor<Integer> processor = BroadcastProcessor.create();
        AssertSubscriber<Integer> bad = processor.subscribe().withSubscriber(AssertSubscriber.create(10));
        AssertSubscriber<Integer> good = processor.subscribe().withSubscriber(AssertSubscriber.create(10));
        bad.request(0).assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        processor.onNext(1);
        bad.assertHasNotReceivedAnyItem();
        good.assertItems(1);
    }

    @Test
    void requestsEverythingFromItsUpstreamAndCancelsASecondSubscription() {
        BroadcastProcessor<Integer> processor = BroadcastProcessor.create();
        AtomicLong requested = new AtomicLong();
        AtomicBoolean secondCancelled = new AtomicBoolean();
        processor.onSubscribe(subscription(requested, new AtomicBoolean()));
        processor.onSubscribe(subscription(new AtomicLong(), secondCancelled));
        assertThat(requested).hasValue(Long.MAX_VALUE);
        assertThat(secondCancelled).isTrue();
    }

    @Test
    void worksAsTheSubscriberOfAMulti() {
        BroadcastProcessor<Integer> processor = BroadcastProcessor.create();
        AssertSubscriber<Integer> subscriber = processor.subscribe().withSubscriber(AssertSubscriber.create(10));
        Multi.createFrom().items(1, 2, 3).subscribe(processor);
        subscriber.assertItems(1, 2, 3).assertCompleted();
    }

    @Test
    void nullSignalsAreRejected() {
        BroadcastProcessor<Integer> processor = BroadcastProcessor.create();
        assertThatThrownBy(() -> processor.onNext(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> processor.onError(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> processor.onSubscribe(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void serializedProcessorAcceptsConcurrentEmitters() throws Exception {
        for (int round = 0; round < 200; round++) {
            BroadcastProcessor<Integer> processor = BroadcastProcessor.create();
            AssertSubscriber<Integer> subscriber =
                    processor.subscribe().withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
            SerializedProcessor<Integer, Integer> serialized = processor.serialized();
            CyclicBarrier barrier = new CyclicBarrier(2);
            CountDownLatch done = new CountDownLatch(2);
            for (int t = 0; t < 2; t++) {
                int base = t * 500;
                new Thread(() -> {
                            try {
                                barrier.await(5, TimeUnit.SECONDS);
                                for (int i = 0; i < 500; i++) {
                                    serialized.onNext(base + i);
                                }
                            } catch (Exception e) {
                                throw new IllegalStateException(e);
                            } finally {
                                done.countDown();
                            }
                        })
                        .start();
            }
            assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
            serialized.onComplete();
            subscriber.assertCompleted().assertItemCount(1000).assertNoViolations();
        }
    }

    @Test
    void subscribersComingAndGoingConcurrently() throws Exception {
        for (int round = 0; round < 500; round++) {
            BroadcastProcessor<Integer> processor = BroadcastProcessor.create();
            AssertSubscriber<Integer> stable =
                    processor.subscribe().withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
            CyclicBarrier barrier = new CyclicBarrier(2);
            CountDownLatch done = new CountDownLatch(2);
            new Thread(() -> {
                        awaitBarrier(barrier);
                        for (int i = 0; i < 100; i++) {
                            processor.onNext(i);
                        }
                        processor.onComplete();
                        done.countDown();
                    })
                    .start();
            new Thread(() -> {
                        awaitBarrier(barrier);
                        for (int i = 0; i < 10; i++) {
                            AssertSubscriber<Integer> transient_ =
                                    processor.subscribe().withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
                            transient_.cancel();
                        }
                        done.countDown();
                    })
                    .start();
            assertThat(done.await(5, TimeUnit.SECONDS)).isTrue();
            stable.assertCompleted().assertItemCount(100);
        }
    }

    @Test
    void invalidRequestRacingWithItemsFailsOnceAndLast() throws Exception {
        for (int round = 0; round < 1000; round++) {
            BroadcastProcessor<Integer> processor = BroadcastProcessor.create();
            AssertSubscriber<Integer> subscriber =
                    processor.subscribe().withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
            CyclicBarrier barrier = new CyclicBarrier(2);
            CountDownLatch done = new CountDownLatch(2);
            new Thread(() -> {
                        awaitBarrier(barrier);
                        for (int i = 0; i < 50; i++) {
                            processor.onNext(i);
                        }
                        done.countDown();
                    })
                    .start();
            new Thread(() -> {
                        awaitBarrier(barrier);
                        subscriber.request(0);
                        done.countDown();
                    })
                    .start();
            assertThat(done.await(5, TimeUnit.SECONDS)).isTrue();
            // an item after the failure would be recorded as a violation
            subscriber
                    .assertFailedWith(IllegalArgumentException.class, "rule 3.9")
                    .assertNoViolations();
        }
    }

    private static void awaitBarrier(CyclicBarrier barrier) {
        try {
            barrier.await(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static Flow.Subscription subscription(AtomicLong requested, AtomicBoolean cancelled) {
        return new Flow.Subscription() {
            @Override
            public void request(long n) {
                requested.addAndGet(n);
            }

            @Override
            public void cancel() {
                cancelled.set(true);
            }
        };
    }
}
