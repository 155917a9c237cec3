package io.mutiny.operators.multi.processors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.infrastructure.Infrastructure;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class SerializedProcessorTest {

    /** Records the signals it receives, and how many calls overlapped. */
    static class RecordingProcessor implements Flow.Processor<Integer, Integer> {
        final List<Object> signals = new ArrayList<>();
        final AtomicInteger inFlight = new AtomicInteger();
        final AtomicInteger overlaps = new AtomicInteger();

        private void record(Object signal) {
            if (inFlight.incrementAndGet() != 1) {
                overlaps.incrementAndGet();
            }
            signals.add(signal);
            inFlight.decrementAndGet();
        }

        @Override
        public void subscribe(Flow.Subscriber<? super Integer> subscriber) {}

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            record("subscription");
        }

        @Override
        public void onNext(Integer item) {
            record(item);
        }

        @Override
        public void onError(Throwable failure) {
            record("failure");
        }

        @Override
        public void onComplete() {
            record("completion");
        }
    }

    @Test
    void forwardsSignalsAndIgnoresThoseAfterATerminalOne() {
        RecordingProcessor target = new RecordingProcessor();
        SerializedProcessor<Integer, Integer> processor = new SerializedProcessor<>(target);
        processor.onSubscribe(new Flow.Subscription() {
            @Override
            public void request(long n) {}

            @Override
            public void cancel() {}
        });
        processor.onNext(1);
        processor.onComplete();
        processor.onNext(2);
        processor.onError(new IllegalStateException());
        assertThat(target.signals).containsExactly("subscription", 1, "completion");
    }

    @Test
    void aFailureQueuedBehindTheCompletionIsReportedAsDropped() throws Exception {
        List<Throwable> dropped = new CopyOnWriteArrayList<>();
        Infrastructure.setDroppedExceptionHandler(dropped::add);
        try {
            IllegalStateException late = new IllegalStateException("late");
            AtomicReference<SerializedProcessor<Integer, Integer>> self = new AtomicReference<>();
            RecordingProcessor target = new RecordingProcessor() {
                @Override
                public void onComplete() {
                    super.onComplete();
                    // another producer fails while the completion is being delivered: its failure is queued
                    Thread producer = new Thread(() -> self.get().onError(late));
                    producer.start();
                    try {
                        producer.join(5000);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            };
            SerializedProcessor<Integer, Integer> processor = new SerializedProcessor<>(target);
            self.set(processor);

            processor.onComplete();

            assertThat(target.signals).containsExactly("completion");
            // as a failure arriving once the completion was delivered, it is not silently lost
            assertThat(dropped).containsExactly(late);
        } finally {
            Infrastructure.resetDroppedExceptionHandler();
        }
    }

    @Test
    void aSubscriptionAfterTheTerminalSignalIsCancelled() {
        BroadcastProcessor<Integer> broadcast = BroadcastProcessor.create();
        SerializedProcessor<Integer, Integer> processor = broadcast.serialized();
        processor.onComplete();
        AtomicInteger cancellations = new AtomicInteger();
        AtomicInteger requests = new AtomicInteger();

        processor.onSubscribe(new Flow.Subscription() {
            @Override
            public void request(long n) {
                requests.incrementAndGet();
            }

            @Override
            public void cancel() {
                cancellations.incrementAndGet();
            }
        });

        // as the wrapped processor does with a subscription received after its termination: the upstream is released
        assertThat(cancellations).hasValue(1);
        assertThat(requests).hasValue(0);
    }

    @Test
    void subscribeGoesToTheWrappedProcessor() {
        BroadcastProcessor<Integer> broadcast = BroadcastProcessor.create();
        SerializedProcessor<Integer, Integer> processor = broadcast.serialized();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(5);
        processor.subscribe(subscriber);
        processor.onNext(1);
        processor.onError(new IllegalStateException("boom"));
        subscriber.assertItems(1).assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void concurrentSignalsNeverOverlap() throws Exception {
        for (int round = 0; round < 300; round++) {
            RecordingProcessor target = new RecordingProcessor();
            SerializedProcessor<Integer, Integer> processor = new SerializedProcessor<>(target);
            int threads = 3;
            CyclicBarrier barrier = new CyclicBarrier(threads);
            CountDownLatch done = new CountDownLatch(threads);
            for (int t = 0; t < threads; t++) {
                new Thread(() -> {
                            try {
                                barrier.await(5, TimeUnit.SECONDS);
                                for (int i = 0; i < 300; i++) {
                                    processor.onNext(i);
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
            processor.onComplete();
            assertThat(target.overlaps).hasValue(0);
            assertThat(target.signals).hasSize(threads * 300 + 1).endsWith("completion");
        }
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> new SerializedProcessor<Integer, Integer>(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("processor");
        SerializedProcessor<Integer, Integer> processor = new SerializedProcessor<>(new RecordingProcessor());
        assertThatThrownBy(() -> processor.onNext(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> processor.onError(null)).isInstanceOf(NullPointerException.class);
    }
}
