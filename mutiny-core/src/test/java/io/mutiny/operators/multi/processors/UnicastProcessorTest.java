package io.mutiny.operators.multi.processors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.subscription.BackPressureFailure;
import java.lang.ref.WeakReference;
import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class UnicastProcessorTest {

    @Test
    void releasesTheSubscriberOnCancellationButStillRefusesOthers() {
        UnicastProcessor<Integer> processor = UnicastProcessor.create();
        AssertSubscriber<Integer> subscriber = processor.subscribe().withSubscriber(AssertSubscriber.create(1));
        WeakReference<AssertSubscriber<Integer>> reference = new WeakReference<>(subscriber);
        subscriber.cancel();
        subscriber = null;
        await().atMost(Duration.ofSeconds(5)).until(() -> {
            System.gc();
            return reference.get() == null;
        });
        processor.subscribe().withSubscriber(AssertSubscriber.create(1)).assertFailedWith(IllegalStateException.class);
    }

    @Test
    void buffersUntilTheSubscriberRequests() {
        UnicastProcessor<Integer> processor = UnicastProcessor.create();
        processor.onNext(1);
        processor.onNext(2);
        AssertSubscriber<Integer> subscriber = processor.subscribe().withSubscriber(AssertSubscriber.create());
        assertThat(processor.hasSubscriber()).isTrue();
        subscriber.assertHasNotReceivedAnyItem();
        processor.onNext(3);
        processor.onComplete();
        subscriber.request(2).assertItems(1, 2).assertNotTerminated();
        subscriber.request(1).assertItems(1, 2, 3).assertCompleted();
    }

    @Test
    void failureWaitsForTheBufferedItems() {
        UnicastProcessor<Integer> processor = UnicastProcessor.create();
        processor.onNext(1);
        processor.onNext(2);
        processor.onError(new IllegalStateException("boom"));
        AssertSubscriber<Integer> subscriber = processor.subscribe().withSubscriber(AssertSubscriber.create());
        subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
        subscriber.request(1).assertItems(1).assertNotTerminated();
        subscriber.request(1).assertItems(1, 2).assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void aSecondSubscriberIsRejected() {
        UnicastProcessor<Integer> processor = UnicastProcessor.create();
        processor.subscribe().withSubscriber(AssertSubscriber.create());
        processor
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "single subscriber");
    }

    @Test
    void cancellationClearsCancelsAndRunsTheTerminationAction() {
        AtomicInteger terminations = new AtomicInteger();
        UnicastProcessor<Integer> processor =
                UnicastProcessor.create(new ArrayBlockingQueue<>(10), terminations::incrementAndGet);
        AtomicBoolean upstreamCancelled = new AtomicBoolean();
        AtomicLong upstreamRequested = new AtomicLong();
        processor.onSubscribe(new Flow.Subscription() {
            @Override
            public void request(long n) {
                upstreamRequested.set(n);
            }

            @Override
            public void cancel() {
                upstreamCancelled.set(true);
            }
        });
        assertThat(upstreamRequested).hasValue(Long.MAX_VALUE);
        AssertSubscriber<Integer> subscriber = processor.subscribe().withSubscriber(AssertSubscriber.create(1));
        processor.onNext(1);
        processor.onNext(2);
        subscriber.cancel();
        subscriber.cancel();
        assertThat(upstreamCancelled).isTrue();
        assertThat(terminations).hasValue(1);
        assertThat(processor.hasSubscriber()).isFalse();
        processor.onNext(3);
        subscriber.request(5).assertItems(1).assertNotTerminated();
    }

    @Test
    void terminationActionRunsOnCompletion() {
        AtomicInteger terminations = new AtomicInteger();
        UnicastProcessor<Integer> processor =
                UnicastProcessor.create(new ArrayBlockingQueue<>(10), terminations::incrementAndGet);
        processor.subscribe().withSubscriber(AssertSubscriber.create(5));
        processor.onNext(1);
        processor.onComplete();
        assertThat(terminations).hasValue(1);
    }

    @Test
    void fullQueueFailsTheStream() {
        UnicastProcessor<Integer> processor = UnicastProcessor.create(new ArrayBlockingQueue<>(1), null);
        processor.onNext(1);
        processor.onNext(2);
        processor
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems(1)
                .assertFailedWith(BackPressureFailure.class, "the queue is full");
    }

    @Test
    void invalidRequest() {
        UnicastProcessor<Integer> processor = UnicastProcessor.create();
        AtomicBoolean upstreamCancelled = new AtomicBoolean();
        processor.onSubscribe(new Flow.Subscription() {
            @Override
            public void request(long n) {}

            @Override
            public void cancel() {
                upstreamCancelled.set(true);
            }
        });
        processor
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .request(-1)
                .assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        assertThat(upstreamCancelled).isTrue();
    }

    @Test
    void invalidRequestWinsOverACompletionWaitingForBufferedItems() {
        UnicastProcessor<Integer> processor = UnicastProcessor.create();
        processor.onNext(1);
        processor.onComplete();
        processor
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .request(0)
                .assertHasNotReceivedAnyItem()
                .assertFailedWith(IllegalArgumentException.class, "rule 3.9");
    }

    @Test
    void subscribedToAMulti() {
        UnicastProcessor<Integer> processor = UnicastProcessor.create();
        Multi.createFrom().range(0, 5).subscribe(processor);
        processor
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(0, 1, 2, 3, 4)
                .assertCompleted();
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> UnicastProcessor.create(null, () -> {}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("queue");
        assertThatThrownBy(() -> UnicastProcessor.create().onNext(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void concurrentProducerAndRequesterNeverExceedTheDemand() throws Exception {
        for (int round = 0; round < 500; round++) {
            UnicastProcessor<Integer> processor = UnicastProcessor.create();
            AssertSubscriber<Integer> subscriber = processor.subscribe().withSubscriber(AssertSubscriber.create());
            CyclicBarrier barrier = new CyclicBarrier(2);
            CountDownLatch done = new CountDownLatch(2);
            new Thread(() -> {
                        awaitBarrier(barrier);
                        for (int i = 0; i < 200; i++) {
                            processor.onNext(i);
                        }
                        processor.onComplete();
                        done.countDown();
                    })
                    .start();
            new Thread(() -> {
                        awaitBarrier(barrier);
                        for (int i = 0; i < 200; i++) {
                            subscriber.request(1);
                        }
                        done.countDown();
                    })
                    .start();
            assertThat(done.await(5, TimeUnit.SECONDS)).isTrue();
            subscriber.assertCompleted().assertItemCount(200).assertNoViolations();
            assertThat(subscriber.getItems()).isSorted();
        }
    }

    private static void awaitBarrier(CyclicBarrier barrier) {
        try {
            barrier.await(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
