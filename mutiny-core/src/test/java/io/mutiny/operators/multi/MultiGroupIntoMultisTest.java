package io.mutiny.operators.multi;

import static io.mutiny.test.TestSubscriber.subscribe;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestSubscriber;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class MultiGroupIntoMultisTest {

    @Test
    void windowsStreamTheirItemsAndRequestWhatTheyNeed() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<Multi<Integer>> windows =
                subscribe(source.group().intoMultis().of(2), 1);
        assertThat(source.requested()).isEqualTo(2);
        source.emit(1);
        assertThat(windows.items()).hasSize(1);
        TestSubscriber<Integer> first = subscribe(windows.items().get(0), 10);
        first.assertItems(1).assertNotTerminated();
        source.emit(2);
        first.assertItems(1, 2).assertCompleted();
        windows.request(1);
        assertThat(source.requested()).isEqualTo(4);
        source.emit(3);
        source.complete();
        windows.assertCompleted();
        subscribe(windows.items().get(1), 10).assertItems(3).assertCompleted();
    }

    @Test
    void windowsBufferUntilRequested() {
        TestSubscriber<Multi<Integer>> windows =
                subscribe(TestMulti.of(1, 2, 3, 4, 5).group().intoMultis().of(2), Long.MAX_VALUE);
        windows.assertCompleted();
        assertThat(windows.items()).hasSize(3);
        TestSubscriber<Integer> second = subscribe(windows.items().get(1), 1);
        second.assertItems(3).assertNotTerminated();
        second.request(1);
        second.assertItems(3, 4).assertCompleted();
        subscribe(windows.items().get(2), 5).assertItems(5).assertCompleted();
    }

    @Test
    void overlappingAndSkippingWindows() {
        TestSubscriber<Multi<Integer>> overlapping =
                subscribe(TestMulti.of(1, 2, 3).group().intoMultis().of(2, 1), Long.MAX_VALUE);
        assertThat(overlapping.items()).hasSize(3);
        subscribe(overlapping.items().get(0), 5).assertItems(1, 2).assertCompleted();
        subscribe(overlapping.items().get(1), 5).assertItems(2, 3).assertCompleted();
        subscribe(overlapping.items().get(2), 5).assertItems(3).assertCompleted();

        TestSubscriber<Multi<Integer>> skipping =
                subscribe(TestMulti.of(1, 2, 3, 4, 5).group().intoMultis().of(1, 2), Long.MAX_VALUE);
        assertThat(skipping.items()).hasSize(3);
        subscribe(skipping.items().get(1), 5).assertItems(3).assertCompleted();
    }

    @Test
    void failureReachesTheOuterStreamAndTheOpenWindow() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<Multi<Integer>> windows =
                subscribe(source.group().intoMultis().of(3), 5);
        source.emit(1);
        TestSubscriber<Integer> window = subscribe(windows.items().get(0), 5);
        source.fail(new IOException("boom"));
        windows.assertFailedWith(IOException.class, "boom");
        window.assertItems(1).assertFailedWith(IOException.class, "boom");
    }

    @Test
    void upstreamIsCancelledOnceTheOuterStreamAndTheOpenWindowsAreDone() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<Multi<Integer>> windows =
                subscribe(source.group().intoMultis().of(3), 5);
        source.emit(1);
        TestSubscriber<Integer> window = subscribe(windows.items().get(0), 5);
        windows.cancel();
        assertThat(source.isCancelled()).isFalse();
        source.emit(2);
        window.assertItems(1, 2);
        window.cancel();
        assertThat(source.isCancelled()).isTrue();
    }

    @Test
    void windowSubscriptionsRacingWithEmissions() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 300; round++) {
                TestMulti<Integer> source = new TestMulti<>();
                TestSubscriber<Multi<Integer>> windows =
                        subscribe(source.group().intoMultis().of(4), 1);
                source.emit(0);
                Multi<Integer> window = windows.items().get(0);
                CyclicBarrier barrier = new CyclicBarrier(2);
                Future<?> emitter = pool.submit(() -> {
                    barrier.await(10, TimeUnit.SECONDS);
                    source.emit(1, 2, 3);
                    return null;
                });
                Future<TestSubscriber<Integer>> consumer = pool.submit(() -> {
                    barrier.await(10, TimeUnit.SECONDS);
                    TestSubscriber<Integer> subscriber = subscribe(window, 1);
                    subscriber.request(1);
                    subscriber.request(2);
                    return subscriber;
                });
                emitter.get(10, TimeUnit.SECONDS);
                consumer.get(10, TimeUnit.SECONDS)
                        .awaitTermination()
                        .assertItems(0, 1, 2, 3)
                        .assertCompleted();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void everyEmitsAStreamPerPeriod() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<Multi<Integer>> windows =
                subscribe(source.group().intoMultis().every(Duration.ofMillis(20)), Long.MAX_VALUE);
        source.emit(1, 2);
        windows.awaitItems(1);
        subscribe(windows.items().get(0), 5).assertItems(1, 2).assertCompleted();
        windows.cancel();
        assertThat(source.isCancelled()).isTrue();
    }

    @Test
    void aWindowAcceptsOneSubscriber() {
        TestSubscriber<Multi<Integer>> windows =
                subscribe(TestMulti.of(1).group().intoMultis().of(3), 5);
        subscribe(windows.items().get(0), 5).assertItems(1);
        subscribe(windows.items().get(0), 5).assertFailedWith(IllegalStateException.class, "one subscriber");
    }

    @Test
    void invalidRequestAndArguments() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<Multi<Integer>> windows =
                subscribe(source.group().intoMultis().of(3), 1);
        source.emit(1);
        TestSubscriber<Integer> window = subscribe(windows.items().get(0), 5);
        windows.request(-1);
        windows.assertFailedWith(IllegalArgumentException.class, "3.9");
        window.assertFailedWith(IllegalArgumentException.class, "3.9");
        assertThat(source.isCancelled()).isTrue();
        assertThatThrownBy(() -> source.group().intoMultis().of(0)).hasMessageContaining("size");
        assertThatThrownBy(() -> source.group().intoMultis().of(1, 0)).hasMessageContaining("skip");
        assertThatThrownBy(() -> source.group().intoMultis().every(Duration.ZERO))
                .hasMessageContaining("duration");
    }

    @Test
    void anInvalidRequestMadeInTheOnSubscribeOfAWindowFailsTheWindowAndReleasesTheUpstream() {
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<Multi<Integer>> windows =
                subscribe(source.group().intoMultis().of(3), 1);
        source.emit(1);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        windows.items().get(0).subscribe(new MultiSubscriber<Integer>() {
            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                subscription.request(-1);
            }

            @Override
            public void onItem(Integer item) {
                failure.set(new AssertionError("item " + item));
            }

            @Override
            public void onFailure(Throwable throwable) {
                failure.set(throwable);
            }

            @Override
            public void onCompletion() {
                failure.set(new AssertionError("completed"));
            }
        });

        assertThat(failure.get()).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("3.9");
        // the window was cancelled: once the outer stream is cancelled too, nothing holds the upstream
        windows.cancel();
        assertThat(source.isCancelled()).isTrue();
    }

    @Test
    void everyOnAnExecutorEmitsAStreamWhenItsVirtualTimeAdvances() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        TestMulti<Integer> source = new TestMulti<>();
        TestSubscriber<Multi<Integer>> windows =
                subscribe(source.group().intoMultis().every(Duration.ofSeconds(1), scheduler), 10);
        source.emit(1, 2);
        windows.assertItems();
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        assertThat(windows.items()).hasSize(1);
        subscribe(windows.items().get(0), 5).assertItems(1, 2).assertCompleted();
        windows.cancel();
        assertThat(scheduler.pendingTaskCount()).isZero();
    }

    @Test
    void everyOnARejectingExecutorFails() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        scheduler.shutdown();
        TestMulti<Integer> source = new TestMulti<>();
        subscribe(source.group().intoMultis().every(Duration.ofSeconds(1), scheduler), 10)
                .assertFailedWith(RejectedExecutionException.class, "");
        assertThat(source.isCancelled()).isTrue();
        assertThatThrownBy(() -> source.group().intoMultis().every(Duration.ofSeconds(1), null))
                .hasMessageContaining("executor");
    }
}
