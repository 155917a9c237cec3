package io.mutiny.operators.multi.processors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.test.FusingSubscriber;
import java.lang.ref.WeakReference;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class UnicastProcessorTest {

    @Test
    void isSubscribedThroughTheEntryPointItInherits() {
        // Mutiny's processor declares subscribe(MultiSubscriber), ours inherits AbstractMulti's: the same call
        UnicastProcessor<Integer> processor = UnicastProcessor.create();
        processor.onNext(1);
        MultiSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        processor.subscribe(subscriber);
        processor.onComplete();
        ((AssertSubscriber<Integer>) subscriber).assertItems(1).assertCompleted();
    }

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
    void aCompletionFromAnotherThreadWaitsForTheSubscriberToBeSubscribed() throws Exception {
        UnicastProcessor<Integer> processor = UnicastProcessor.create();
        List<String> signals = new CopyOnWriteArrayList<>();
        CountDownLatch terminated = new CountDownLatch(1);
        processor.subscribe(new MultiSubscriber<Integer>() {
            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                signals.add("onSubscribe:start");
                // the producer completes on its thread while this subscriber is being subscribed
                Thread producer = new Thread(processor::onComplete);
                producer.start();
                try {
                    producer.join(5000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                signals.add("onSubscribe:end");
            }

            @Override
            public void onItem(Integer item) {
                signals.add("onItem");
            }

            @Override
            public void onFailure(Throwable failure) {
                signals.add("onFailure");
                terminated.countDown();
            }

            @Override
            public void onCompletion() {
                signals.add("onCompletion");
                terminated.countDown();
            }
        });

        assertThat(terminated.await(5, TimeUnit.SECONDS)).isTrue();
        // rule 1.9: onSubscribe returns before any other signal (1.3: never two signals at once)
        assertThat(signals).containsExactly("onSubscribe:start", "onSubscribe:end", "onCompletion");
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

    @Test
    void offersItsBufferToAnAsynchronouslyFusingConsumer() throws Exception {
        UnicastProcessor<Integer> processor = UnicastProcessor.create();
        processor.onNext(1);
        FusingSubscriber<Integer> subscriber = FusingSubscriber.subscribe(processor, FusedSubscription.ASYNC);
        assertThat(subscriber.mode()).isEqualTo(FusedSubscription.ASYNC);
        assertThat(subscriber.items()).containsExactly(1);

        Thread producer = new Thread(
                () -> {
                    processor.onNext(2);
                    processor.onNext(3);
                    processor.onComplete();
                },
                "producer");
        producer.start();
        producer.join(5000);

        await().atMost(Duration.ofSeconds(5)).until(subscriber::isCompleted);
        assertThat(subscriber.items()).containsExactly(1, 2, 3);
        // signalled where the items would have been pushed: the subscribing thread, then the producer
        assertThat(subscriber.pollThreads()).contains(Thread.currentThread().getName(), "producer");
    }

    @Test
    void grantsAsynchronousFusionAcrossABoundaryButNotSynchronousFusion() {
        UnicastProcessor<Integer> boundary = UnicastProcessor.create();
        assertThat(FusingSubscriber.subscribe(boundary, FusedSubscription.ASYNC | FusedSubscription.BOUNDARY)
                        .mode())
                .isEqualTo(FusedSubscription.ASYNC);

        UnicastProcessor<Integer> processor = UnicastProcessor.create();
        processor.onNext(1);
        FusingSubscriber<Integer> pushed = FusingSubscriber.subscribe(processor, FusedSubscription.SYNC);
        processor.onNext(2);
        processor.onComplete();
        assertThat(pushed.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(pushed.items()).containsExactly(1, 2);
        assertThat(pushed.isCompleted()).isTrue();
        assertThat(pushed.pollThreads()).isEmpty();
    }

    @Test
    void fusedFailureComesAfterTheBufferedItems() {
        AtomicInteger terminations = new AtomicInteger();
        UnicastProcessor<Integer> processor =
                UnicastProcessor.create(new ConcurrentLinkedQueue<>(), terminations::incrementAndGet);
        processor.onNext(1);
        processor.onNext(2);
        processor.onError(new IllegalStateException("boom"));
        FusingSubscriber<Integer> subscriber = FusingSubscriber.subscribe(processor, FusedSubscription.ASYNC);
        assertThat(subscriber.items()).containsExactly(1, 2);
        assertThat(subscriber.failure())
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("boom");
        assertThat(terminations).hasValue(1);
    }

    @Test
    void aBoundedBufferIsNotFused() {
        UnicastProcessor<Integer> processor = UnicastProcessor.create(new ArrayBlockingQueue<>(2), null);
        processor.onNext(1);
        processor.onNext(2);
        processor.onNext(3);
        FusingSubscriber<Integer> subscriber = FusingSubscriber.subscribe(processor, FusedSubscription.ASYNC);
        assertThat(subscriber.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(subscriber.items()).containsExactly(1, 2);
        assertThat(subscriber.failure()).isInstanceOf(BackPressureFailure.class);
    }

    @Test
    void emitOnPollsTheBufferOnItsExecutor() {
        ExecutorService executor = Executors.newSingleThreadExecutor(r -> new Thread(r, "emitter"));
        try {
            ThreadRecordingQueue<Integer> queue = new ThreadRecordingQueue<>();
            UnicastProcessor<Integer> processor = UnicastProcessor.create(queue, null);
            List<String> deliveryThreads = new CopyOnWriteArrayList<>();
            AssertSubscriber<Integer> subscriber = processor
                    .emitOn(executor)
                    .onItem()
                    .invoke(item -> deliveryThreads.add(Thread.currentThread().getName()))
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
            for (int i = 0; i < 100; i++) {
                processor.onNext(i);
            }
            processor.onComplete();

            subscriber
                    .awaitCompletion(Duration.ofSeconds(5))
                    .assertItemCount(100)
                    .assertNoViolations();
            assertThat(subscriber.getItems()).isSorted();
            assertThat(deliveryThreads).containsOnly("emitter");
            // fused: emitOn has no queue of its own, it takes the items from this one on its executor
            assertThat(queue.pollThreads).isNotEmpty().containsOnly("emitter");
            assertThat(queue.clears).hasPositiveValue();
        } finally {
            executor.shutdownNow();
        }
    }

    @Test
    void nonFusingConsumerIsPushedFromTheProducer() {
        ThreadRecordingQueue<Integer> queue = new ThreadRecordingQueue<>();
        UnicastProcessor<Integer> processor = UnicastProcessor.create(queue, null);
        AssertSubscriber<Integer> subscriber = processor.subscribe().withSubscriber(AssertSubscriber.create(2));
        processor.onNext(1);
        processor.onNext(2);
        processor.onNext(3);
        subscriber.assertItems(1, 2);
        assertThat(queue.pollThreads).containsOnly(Thread.currentThread().getName());
    }

    @Test
    void fusedCancellationLeavesTheBufferToTheConsumer() {
        AtomicInteger terminations = new AtomicInteger();
        AtomicBoolean upstreamCancelled = new AtomicBoolean();
        UnicastProcessor<Integer> processor =
                UnicastProcessor.create(new ConcurrentLinkedQueue<>(), terminations::incrementAndGet);
        processor.onSubscribe(new Flow.Subscription() {
            @Override
            public void request(long n) {}

            @Override
            public void cancel() {
                upstreamCancelled.set(true);
            }
        });
        FusingSubscriber<Integer> subscriber = FusingSubscriber.subscribe(processor, FusedSubscription.ASYNC);
        FusedSubscription<Integer> fused = (FusedSubscription<Integer>) subscriber.subscription();
        processor.onNext(1);
        processor.onNext(2);
        assertThat(fused.isEmpty()).isTrue(); // polled on the signals

        processor.onNext(3);
        // polling in the middle of a drain: the consumer cancels, the buffer stays until it clears it
        fused.cancel();
        assertThat(upstreamCancelled).isTrue();
        assertThat(terminations).hasValue(1);
        processor.onNext(4);
        assertThat(subscriber.items()).containsExactly(1, 2, 3);
        assertThat(processor.hasSubscriber()).isFalse();

        fused.clear();
        assertThat(fused.isEmpty()).isTrue();
        assertThat(fused.poll()).isNull();
    }

    @Test
    void clearDiscardsTheBufferedItems() {
        UnicastProcessor<Integer> processor = UnicastProcessor.create();
        FusingSubscriber<Integer> subscriber = FusingSubscriber.subscribe(processor, FusedSubscription.ASYNC);
        FusedSubscription<Integer> fused = (FusedSubscription<Integer>) subscriber.subscription();
        fused.cancel();
        processor.onNext(1); // ignored after cancellation
        assertThat(fused.isEmpty()).isTrue();
        processor.clear();
        assertThat(processor.poll()).isNull();
    }

    @Test
    void fusedEmitOnDrainRacesProducerAndCancellation() throws Exception {
        ExecutorService executor = Executors.newSingleThreadExecutor(r -> new Thread(r, "emitter"));
        try {
            for (int round = 0; round < 300; round++) {
                ThreadRecordingQueue<Integer> queue = new ThreadRecordingQueue<>();
                AtomicInteger terminations = new AtomicInteger();
                UnicastProcessor<Integer> processor = UnicastProcessor.create(queue, terminations::incrementAndGet);
                AssertSubscriber<Integer> subscriber =
                        processor.emitOn(executor).subscribe().withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
                CyclicBarrier barrier = new CyclicBarrier(2);
                CountDownLatch done = new CountDownLatch(2);
                new Thread(() -> {
                            awaitBarrier(barrier);
                            for (int i = 0; i < 200; i++) {
                                processor.onNext(i);
                            }
                            done.countDown();
                        })
                        .start();
                new Thread(() -> {
                            awaitBarrier(barrier);
                            subscriber.cancel();
                            done.countDown();
                        })
                        .start();
                assertThat(done.await(5, TimeUnit.SECONDS)).isTrue();
                assertThat(terminations).hasValue(1);
                subscriber.assertNotTerminated().assertNoViolations();
                assertThat(subscriber.getItems()).isSorted();
                // polled at once and every millisecond: Awaitility's default first poll after 100 ms made this
                // 300-round
                // race take 30 s
                await().atMost(Duration.ofSeconds(5))
                        .pollDelay(Duration.ZERO)
                        .pollInterval(Duration.ofMillis(1))
                        .until(() -> queue.clears.get() > 0);
            }
        } finally {
            executor.shutdownNow();
        }
    }

    /** A buffer that records the threads taking items from it and the calls to clear. */
    private static final class ThreadRecordingQueue<T> extends ConcurrentLinkedQueue<T> {
        final List<String> pollThreads = new CopyOnWriteArrayList<>();
        final AtomicInteger clears = new AtomicInteger();

        @Override
        public T poll() {
            T item = super.poll();
            if (item != null) {
                pollThreads.add(Thread.currentThread().getName());
            }
            return item;
        }

        @Override
        public void clear() {
            clears.incrementAndGet();
            super.clear();
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
