package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.sun.management.ThreadMXBean;
import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.BackPressureStrategy;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiEmitter;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.test.FusingSubscriber;
import io.mutiny.test.ParkedFusingSubscriber;
import io.mutiny.test.Race;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.BufferOverflowException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class MultiCreateFromEmitterTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    private static final int FUSE_ACROSS_A_BOUNDARY = FusedSubscription.ANY | FusedSubscription.BOUNDARY;

    private static final Consumer<MultiEmitter<? super Integer>> ONE_TWO_THREE = emitter -> {
        emitter.emit(1).emit(2).emit(3);
        emitter.complete();
    };

    @Test
    void bufferKeepsItemsUntilRequested() {
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().emitter(ONE_TWO_THREE).subscribe().withSubscriber(AssertSubscriber.create());
        subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
        subscriber.request(2).assertItems(1, 2).assertNotTerminated();
        subscriber.request(1).assertItems(1, 2, 3).assertCompleted();
    }

    @Test
    void anItemEmittedWithDemandIsDeliveredDuringEmit() {
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().<Integer>emitter(holder::set).subscribe().withSubscriber(AssertSubscriber.create(2));
        holder.get().emit(1);
        subscriber.assertItems(1);
        assertThat(holder.get().requested()).isEqualTo(1);
        holder.get().emit(2).emit(3);
        subscriber.assertItems(1, 2);
        assertThat(holder.get().requested()).isZero();
        subscriber.request(1).assertItems(1, 2, 3);
    }

    @Test
    void anItemEmittedWithDemandWaitsBehindTheQueuedOnes() {
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().<Integer>emitter(holder::set).subscribe().withSubscriber(AssertSubscriber.create());
        holder.get().emit(1).emit(2);
        subscriber.request(1).assertItems(1);
        // demand is now 0 again, but 2 is queued: give demand for one item and emit 3, which must not pass 2
        subscriber.request(1).assertItems(1, 2);
        holder.get().emit(3).emit(4);
        subscriber.request(1).assertItems(1, 2, 3);
        subscriber.request(5).assertItems(1, 2, 3, 4);
        holder.get().emit(5).complete();
        subscriber.assertItems(1, 2, 3, 4, 5).assertCompleted().assertNoViolations();
    }

    @Test
    void aThrowingRequestCallbackStillLetsTheRequestDeliverWhatWaitsBeforeACompletion() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>emitter(emitter -> {
                    emitter.onRequest(n -> {
                        throw new IllegalStateException("boom");
                    });
                    emitter.emit(1).emit(2); // no demand yet: both wait
                    emitter.complete(); // and the completion waits behind them
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create());
        // the callback's failure comes after the completion: it is dropped, the request is still served
        subscriber.request(2).assertItems(1, 2).assertCompleted();
    }

    @Test
    void aThrowingRequestCallbackStillLetsTheRequestDeliverWhatWaitsBeforeAFailure() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>emitter(emitter -> {
                    emitter.onRequest(n -> {
                        throw new IllegalStateException("boom");
                    });
                    emitter.emit(1);
                    emitter.fail(new IOException("first"));
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create());
        subscriber.request(1).assertItems(1).assertFailedWith(IOException.class, "first");
    }

    @Test
    void aThrowingRequestCallbackFailsTheStreamAfterTheItemsWaitingBeforeIt() {
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>emitter(emitter -> {
                    holder.set(emitter);
                    emitter.emit(1).emit(2);
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create());
        holder.get().onRequest(n -> {
            throw new IllegalStateException("boom");
        });
        // as any failure of the emitter, it waits behind the items queued before it
        subscriber.request(1).assertItems(1).assertNotTerminated();
        subscriber.request(1).assertItems(1, 2).assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void itemsDeliveredAsTheyAreEmittedCostNoBuffer() {
        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        assumeTrue(threads.isThreadAllocatedMemorySupported(), "allocation counting");
        Multi<Integer> stream = Multi.createFrom().emitter(ONE_TWO_THREE);
        SummingSubscriber unbounded = new SummingSubscriber(Long.MAX_VALUE);
        SummingSubscriber late = new SummingSubscriber(0); // every item waits in the buffer until request(3)
        for (int warmUp = 0; warmUp < 1_000; warmUp++) {
            unbounded.consume(stream);
            late.consume(stream);
        }
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        for (int i = 0; i < 1_000; i++) {
            unbounded.consume(stream);
        }
        long between = threads.getThreadAllocatedBytes(thread);
        for (int i = 0; i < 1_000; i++) {
            late.consume(stream);
        }
        long after = threads.getThreadAllocatedBytes(thread);
        assertThat(unbounded.sum).isEqualTo(late.sum).isEqualTo(2_000 * 6);
        assertThat(between - before)
                .as("1,000 subscriptions whose items never wait, against 1,000 whose items all wait in a buffer")
                .isLessThan((after - between) / 2);
    }

    /** Requests {@code initial} on subscription, and 3 after the emitter's consumer returned if that was 0. */
    private static final class SummingSubscriber implements MultiSubscriber<Integer> {
        private final long initial;
        private Flow.Subscription subscription;
        long sum;

        SummingSubscriber(long initial) {
            this.initial = initial;
        }

        void consume(Multi<Integer> stream) {
            stream.subscribe(this);
            if (initial == 0) {
                subscription.request(3);
            }
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            this.subscription = subscription;
            if (initial > 0) {
                subscription.request(initial);
            }
        }

        @Override
        public void onItem(Integer item) {
            sum += item;
        }

        @Override
        public void onFailure(Throwable failure) {
            throw new AssertionError(failure);
        }

        @Override
        public void onCompletion() {}
    }

    @Test
    void threadsEmittingWithoutDemandBufferTheirItemsTogether() {
        try (Race race = new Race()) {
            for (int round = 0; round < 2_000; round++) {
                AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
                AssertSubscriber<Integer> subscriber = Multi.createFrom()
                        .<Integer>emitter(holder::set)
                        .subscribe()
                        .withSubscriber(AssertSubscriber.create());
                // both emissions find no buffer yet: they race to create it
                race.run(() -> holder.get().emit(1), () -> holder.get().emit(2));
                subscriber.request(3);
                assertThat(subscriber.getItems()).containsExactlyInAnyOrder(1, 2);
                holder.get().emit(3).complete();
                subscriber.assertCompleted().assertItemCount(3).assertNoViolations();
            }
        }
    }

    @Test
    void concurrentEmittersAndAOneByOneSubscriberDeliverEachItemOnceInOrderPerThread() throws Exception {
        int perThread = 2_000;
        for (int round = 0; round < 100; round++) {
            AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
            List<Integer> received = new java.util.concurrent.CopyOnWriteArrayList<>();
            CountDownLatch completed = new CountDownLatch(1);
            Multi.createFrom().<Integer>emitter(holder::set).subscribe().withSubscriber(new MultiSubscriber<Integer>() {
                private Flow.Subscription subscription;

                @Override
                public void onSubscribe(Flow.Subscription subscription) {
                    this.subscription = subscription;
                    subscription.request(1);
                }

                @Override
                public void onItem(Integer item) {
                    received.add(item);
                    subscription.request(1);
                }

                @Override
                public void onFailure(Throwable failure) {}

                @Override
                public void onCompletion() {
                    completed.countDown();
                }
            });
            runConcurrently(2, index -> {
                for (int i = 0; i < perThread; i++) {
                    holder.get().emit(index * perThread + i);
                }
            });
            holder.get().complete();
            assertThat(completed.await(10, TimeUnit.SECONDS)).isTrue();
            List<Integer> first = new ArrayList<>();
            List<Integer> second = new ArrayList<>();
            for (Integer item : received) {
                (item < perThread ? first : second).add(item);
            }
            assertThat(first).hasSize(perThread).isSorted();
            assertThat(second).hasSize(perThread).isSorted();
        }
    }

    @Test
    void boundedBufferFailsWhenFull() {
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>emitter(holder::set, 2)
                .subscribe()
                .withSubscriber(AssertSubscriber.create());
        holder.get().emit(1).emit(2).emit(3).emit(4);
        // the failure waits for the buffered items, and the emitter is not cancelled until it is delivered
        subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
        assertThat(holder.get().isCancelled()).isFalse();
        subscriber
                .request(10)
                .assertItems(1, 2)
                .assertFailedWith(BufferOverflowException.class, "The buffer used by the emitter is full");
        assertThat(holder.get().isCancelled()).isTrue();
        Multi.createFrom()
                .emitter(ONE_TWO_THREE, 2)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .request(5)
                .assertItems(1, 2, 3)
                .assertCompleted();
    }

    @Test
    void dropDiscardsItemsWithoutDemand() {
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>emitter(holder::set, BackPressureStrategy.DROP)
                .subscribe()
                .withSubscriber(AssertSubscriber.create());
        MultiEmitter<? super Integer> emitter = holder.get();
        emitter.emit(1);
        subscriber.request(2);
        emitter.emit(2).emit(3).emit(4);
        subscriber.request(1);
        emitter.emit(5);
        emitter.complete();
        subscriber.assertItems(2, 3, 5).assertCompleted();
    }

    @Test
    void errorFailsWhenAnItemFindsNoDemand() {
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>emitter(holder::set, BackPressureStrategy.ERROR)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        holder.get().emit(1);
        assertThat(holder.get().isCancelled()).isFalse();
        holder.get().emit(2);
        subscriber.assertItems(1).assertFailedWith(BackPressureFailure.class);
        assertThat(holder.get().isCancelled()).isTrue();
        holder.get().emit(3);
        subscriber.assertItems(1);
    }

    @Test
    void errorFailsWhenAnItemWithoutDemandIsFollowedByTheCompletion() {
        // item 2 and the completion arrive while the drain loop delivers item 1 (found by EmitterStrategyStress.Error)
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>emitter(holder::set, BackPressureStrategy.ERROR)
                .onItem()
                .invoke(item -> {
                    if (item == 1) {
                        holder.get().emit(2).complete();
                    }
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        holder.get().emit(1);
        subscriber.assertItems(1).assertFailedWith(BackPressureFailure.class, "lack of requests");
    }

    @Test
    void latestKeepsTheMostRecentItem() {
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>emitter(holder::set, BackPressureStrategy.LATEST)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        holder.get().emit(1).emit(2).emit(3).emit(4);
        subscriber.assertItems(1);
        subscriber.request(1).assertItems(1, 4);
        holder.get().emit(5).emit(6);
        holder.get().complete();
        subscriber.assertNotTerminated();
        subscriber.request(5).assertItems(1, 4, 6).assertCompleted();
    }

    @Test
    void ignoreDeliversRegardlessOfDemand() {
        AtomicReference<AssertSubscriber<Integer>> received = new AtomicReference<>();
        List<Integer> items = new ArrayList<>();
        AssertSubscriber<Integer> subscriber = new AssertSubscriber<>(1) {
            @Override
            public void onItem(Integer item) {
                items.add(item);
            }
        };
        Multi.createFrom()
                .emitter(ONE_TWO_THREE, BackPressureStrategy.IGNORE)
                .subscribe()
                .withSubscriber(subscriber);
        assertThat(items).containsExactly(1, 2, 3);
        subscriber.assertCompleted();
    }

    @Test
    void ignoreStrategyStillReportsTheOutstandingDemand() {
        AtomicReference<MultiEmitter<? super Integer>> emitter = new AtomicReference<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>emitter(emitter::set, BackPressureStrategy.IGNORE)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(3));
        emitter.get().emit(1).emit(2);
        assertThat(emitter.get().requested()).isEqualTo(1);
        emitter.get().emit(3).emit(4);
        assertThat(emitter.get().requested()).isZero();
        subscriber.request(5);
        assertThat(emitter.get().requested()).isEqualTo(5);
    }

    @ParameterizedTest
    @EnumSource(BackPressureStrategy.class)
    void completionWithoutItemsNeedsNoDemand(BackPressureStrategy strategy) {
        Multi.createFrom()
                .emitter(MultiEmitter::complete, strategy)
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertCompleted();
    }

    private static AssertSubscriber<Integer> oneTwoThreeThenFailure(BackPressureStrategy strategy) {
        return Multi.createFrom()
                .<Integer>emitter(
                        emitter -> {
                            emitter.emit(1).emit(2).emit(3);
                            emitter.fail(new IllegalStateException("boom"));
                        },
                        strategy)
                .subscribe()
                .withSubscriber(AssertSubscriber.create());
    }

    @Test
    void failureWaitsForTheBufferedItems() {
        AssertSubscriber<Integer> subscriber = oneTwoThreeThenFailure(BackPressureStrategy.BUFFER);
        subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
        subscriber.request(1).assertItems(1).assertNotTerminated();
        subscriber.request(5).assertItems(1, 2, 3).assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void failureWaitsForTheLatestItem() {
        oneTwoThreeThenFailure(BackPressureStrategy.LATEST)
                .assertNotTerminated()
                .request(5)
                .assertItems(3)
                .assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void failureAfterDroppedItemsIsDeliveredAtOnce() {
        oneTwoThreeThenFailure(BackPressureStrategy.DROP)
                .assertHasNotReceivedAnyItem()
                .assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void overflowFailureWinsOverALaterFailure() {
        oneTwoThreeThenFailure(BackPressureStrategy.ERROR)
                .assertHasNotReceivedAnyItem()
                .assertFailedWith(BackPressureFailure.class, "lack of requests");
    }

    @Test
    void subscriberThrowingFromOnItemCancelsTheEmitter() {
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        List<String> events = new ArrayList<>();
        List<Throwable> dropped = new ArrayList<>();
        Infrastructure.setDroppedExceptionHandler(dropped::add);
        try {
            Multi.createFrom()
                    .<Integer>emitter(emitter -> {
                        holder.set(emitter);
                        emitter.onCancellation(() -> events.add("cancellation"))
                                .onTermination(() -> events.add("termination"));
                    })
                    .subscribe()
                    .withSubscriber(new MultiSubscriber<Integer>() {
                        @Override
                        public void onSubscribe(Flow.Subscription subscription) {
                            subscription.request(10);
                        }

                        @Override
                        public void onItem(Integer item) {
                            events.add("item " + item);
                            if (item == 2) {
                                throw new IllegalStateException("subscriber failure");
                            }
                        }

                        @Override
                        public void onFailure(Throwable failure) {
                            events.add("failure");
                        }

                        @Override
                        public void onCompletion() {
                            events.add("completion");
                        }
                    });
            MultiEmitter<? super Integer> emitter = holder.get();
            emitter.emit(1).emit(2);
            assertThat(emitter.isCancelled()).isTrue();
            emitter.emit(3).complete();
            assertThat(events).containsExactly("item 1", "item 2", "termination", "cancellation");
            assertThat(dropped).singleElement().satisfies(failure -> assertThat(failure)
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessage("subscriber failure"));
        } finally {
            Infrastructure.resetDroppedExceptionHandler();
        }
    }

    @ParameterizedTest
    @EnumSource(BackPressureStrategy.class)
    void aFailureAfterTheCancellationGoesToTheDroppedExceptionHandler(BackPressureStrategy strategy) {
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>emitter(holder::set, strategy)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.cancel();
        List<Throwable> dropped = droppedDuring(() -> holder.get().fail(new IllegalStateException("late")));
        assertThat(dropped).singleElement().satisfies(failure -> assertThat(failure)
                .hasMessage("late"));
        subscriber.assertNotTerminated();
    }

    @ParameterizedTest
    @EnumSource(
            value = BackPressureStrategy.class,
            names = {"BUFFER", "LATEST"})
    void aFailureWaitingBehindAnItemWhenTheSubscriberCancelsGoesToTheDroppedExceptionHandler(
            BackPressureStrategy strategy) {
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>emitter(holder::set, strategy)
                .subscribe()
                .withSubscriber(AssertSubscriber.create());
        holder.get().emit(1).fail(new IllegalStateException("waiting"));
        List<Throwable> dropped = droppedDuring(subscriber::cancel);
        assertThat(dropped).singleElement().satisfies(failure -> assertThat(failure)
                .hasMessage("waiting"));
        subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
    }

    @Test
    void aConsumerThrowingAfterTheSubscriberCancelledReportsItsFailureToTheDroppedExceptionHandler() {
        List<Throwable> dropped = droppedDuring(() -> Multi.createFrom()
                .emitter(emitter -> {
                    throw new IllegalStateException("consumer failure");
                })
                .subscribe()
                .withSubscriber(new AssertSubscriber<>(0, true))
                .assertNotTerminated());
        assertThat(dropped).singleElement().satisfies(failure -> assertThat(failure)
                .hasMessage("consumer failure"));
    }

    /** What went to {@link Infrastructure#handleDroppedException(Throwable)} while {@code action} ran. */
    private static List<Throwable> droppedDuring(Runnable action) {
        List<Throwable> dropped = new CopyOnWriteArrayList<>();
        Infrastructure.setDroppedExceptionHandler(dropped::add);
        try {
            action.run();
        } finally {
            Infrastructure.resetDroppedExceptionHandler();
        }
        return dropped;
    }

    @Test
    void terminationCallbackRunsAfterTheTerminalSignalEvenIfItThrows() {
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        List<String> events = new ArrayList<>();
        Multi.createFrom()
                .<Integer>emitter(emitter -> {
                    holder.set(emitter);
                    emitter.onTermination(() -> events.add("termination"));
                })
                .subscribe()
                .withSubscriber(new MultiSubscriber<Integer>() {
                    @Override
                    public void onSubscribe(Flow.Subscription subscription) {
                        subscription.request(10);
                    }

                    @Override
                    public void onItem(Integer item) {
                        events.add("item " + item);
                    }

                    @Override
                    public void onFailure(Throwable failure) {
                        events.add("failure");
                    }

                    @Override
                    public void onCompletion() {
                        events.add("completion");
                        throw new IllegalStateException("completion failure");
                    }
                });
        MultiEmitter<? super Integer> emitter = holder.get().emit(1);
        assertThatThrownBy(emitter::complete).hasMessage("completion failure");
        assertThat(events).containsExactly("item 1", "completion", "termination");
    }

    @Test
    void cancellationRunsTheTerminationCallbackFirst() {
        List<String> events = new ArrayList<>();
        Multi.createFrom()
                .<Integer>emitter(emitter -> emitter.onCancellation(() -> events.add("cancellation"))
                        .onTermination(() -> events.add("termination")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .cancel();
        assertThat(events).containsExactly("termination", "cancellation");
    }

    @Test
    void aCancellationFromInsideOnFailureRunsNoCancellationCallback() {
        List<String> events = new ArrayList<>();
        Multi.createFrom()
                .<Integer>emitter(emitter -> {
                    emitter.onCancellation(() -> events.add("cancellation"))
                            .onTermination(() -> events.add("termination"));
                    emitter.fail(new IllegalStateException("boom"));
                })
                .subscribe()
                .withSubscriber(new MultiSubscriber<Integer>() {
                    private Flow.Subscription subscription;

                    @Override
                    public void onSubscribe(Flow.Subscription subscription) {
                        this.subscription = subscription;
                    }

                    @Override
                    public void onItem(Integer item) {}

                    @Override
                    public void onFailure(Throwable failure) {
                        events.add("failure");
                        subscription.cancel(); // breaks rule 2.3, but the stream is already over (rule 1.6)
                    }

                    @Override
                    public void onCompletion() {}
                });
        assertThat(events).containsExactly("failure", "termination");
    }

    @Test
    void anOverflowRacingTheCancellationEitherFailsTheStreamOrRunsTheCancellationCallbackNeverBoth() {
        raceTheCancellation(BackPressureStrategy.ERROR, emitter -> emitter.emit(1), false);
    }

    @ParameterizedTest
    @EnumSource(BackPressureStrategy.class)
    void aFailureRacingTheCancellationIsEitherDeliveredOrReportedAsDroppedAfterTheCancellationCallback(
            BackPressureStrategy strategy) {
        raceTheCancellation(strategy, emitter -> emitter.fail(new IllegalStateException("racing")), true);
    }

    /**
     * Races {@code failing} against the downstream's cancellation, many times: exactly one of the two wins. Either
     * the failure is delivered and the cancellation callback never runs (the stream terminated first: a cancellation
     * after it is a no-op, rule 1.6), or the cancellation callback runs and nothing is delivered; a failure raised
     * then goes to the dropped-exception handler instead (if {@code failureAlwaysRaised}; an overflow that the
     * cancellation preceded never happens). The termination callback runs once either way.
     */
    private static void raceTheCancellation(
            BackPressureStrategy strategy,
            Consumer<MultiEmitter<? super Integer>> failing,
            boolean failureAlwaysRaised) {
        List<Throwable> dropped = new CopyOnWriteArrayList<>();
        Infrastructure.setDroppedExceptionHandler(dropped::add);
        try (Race race = new Race()) {
            for (int round = 0; round < 3_000; round++) {
                dropped.clear();
                AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
                AtomicInteger cancellations = new AtomicInteger();
                AtomicInteger terminations = new AtomicInteger();
                AssertSubscriber<Integer> subscriber = Multi.createFrom()
                        .<Integer>emitter(
                                emitter -> {
                                    holder.set(emitter);
                                    emitter.onCancellation(cancellations::incrementAndGet)
                                            .onTermination(terminations::incrementAndGet);
                                },
                                strategy)
                        .subscribe()
                        .withSubscriber(AssertSubscriber.create());
                race.run(() -> failing.accept(holder.get()), subscriber::cancel);
                boolean delivered = subscriber.getFailure() != null;
                assertThat(terminations)
                        .as("termination callbacks, round %d", round)
                        .hasValue(1);
                assertThat(cancellations)
                        .as("cancellation callbacks, round %d, failure delivered: %s", round, delivered)
                        .hasValue(delivered ? 0 : 1);
                if (delivered) {
                    assertThat(dropped).as("dropped, round %d", round).isEmpty();
                } else if (failureAlwaysRaised) {
                    assertThat(dropped).as("dropped, round %d", round).hasSize(1);
                } else {
                    assertThat(dropped).as("dropped, round %d", round).hasSizeLessThanOrEqualTo(1);
                }
            }
        } finally {
            Infrastructure.resetDroppedExceptionHandler();
        }
    }

    @ParameterizedTest
    @EnumSource(BackPressureStrategy.class)
    void invalidRequestFails(BackPressureStrategy strategy) {
        AtomicInteger terminations = new AtomicInteger();
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>emitter(
                        emitter -> {
                            holder.set(emitter);
                            emitter.onTermination(terminations::incrementAndGet);
                        },
                        strategy)
                .subscribe()
                .withSubscriber(AssertSubscriber.create());
        subscriber.request(0).assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        assertThat(holder.get().isCancelled()).isTrue();
        holder.get().emit(1);
        subscriber.assertHasNotReceivedAnyItem();
        assertThat(terminations).hasValue(1);
    }

    @Test
    void invalidRequestWinsOverACompletionWaitingForBufferedItems() {
        Multi.createFrom()
                .emitter(ONE_TWO_THREE)
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .request(0)
                .assertHasNotReceivedAnyItem()
                .assertFailedWith(IllegalArgumentException.class, "rule 3.9");
    }

    @Test
    void nullItemFailsWithNpe() {
        Multi.createFrom()
                .emitter(emitter -> emitter.emit(null))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void consumerThrowingFailsTheStream() {
        Multi.createFrom()
                .emitter(emitter -> {
                    throw new IllegalStateException("boom");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void signalsAfterTerminationAreIgnored() {
        Multi.createFrom()
                .<Integer>emitter(emitter -> {
                    emitter.emit(1);
                    emitter.complete();
                    emitter.emit(2);
                    emitter.complete();
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1)
                .assertCompleted();
    }

    @Test
    void callbacks() {
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        List<Long> requests = new ArrayList<>();
        AtomicInteger cancellations = new AtomicInteger();
        AtomicInteger terminations = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>emitter(emitter -> {
                    holder.set(emitter);
                    emitter.onRequest(requests::add)
                            .onCancellation(cancellations::incrementAndGet)
                            .onTermination(terminations::incrementAndGet);
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create());
        MultiEmitter<? super Integer> emitter = holder.get();
        assertThat(emitter.requested()).isZero();
        subscriber.request(3);
        assertThat(emitter.requested()).isEqualTo(3);
        emitter.emit(1);
        assertThat(emitter.requested()).isEqualTo(2);
        subscriber.request(5);
        assertThat(requests).containsExactly(3L, 5L);
        assertThat(emitter.isCancelled()).isFalse();
        subscriber.cancel();
        subscriber.cancel();
        assertThat(emitter.isCancelled()).isTrue();
        assertThat(cancellations).hasValue(1);
        assertThat(terminations).hasValue(1);
        emitter.emit(2);
        subscriber.assertItems(1).assertNotTerminated();
        AtomicInteger late = new AtomicInteger();
        emitter.onTermination(late::incrementAndGet);
        assertThat(late).hasValue(1);
    }

    @Test
    void terminationCallbackOnCompletionAndNotCancellation() {
        AtomicInteger cancellations = new AtomicInteger();
        AtomicInteger terminations = new AtomicInteger();
        Multi.createFrom()
                .<Integer>emitter(emitter -> {
                    emitter.onCancellation(cancellations::incrementAndGet).onTermination(terminations::incrementAndGet);
                    emitter.emit(1);
                    emitter.complete();
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertCompleted()
                .cancel();
        assertThat(terminations).hasValue(1);
        assertThat(cancellations).hasValue(0);
    }

    @Test
    void emitterExposesTheSubscriberContext() {
        AtomicReference<Context> seen = new AtomicReference<>();
        Multi.createFrom()
                .<Integer>emitter(emitter -> {
                    seen.set(emitter.context());
                    emitter.complete();
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Context.of("key", "value")));
        assertThat(seen.get().<String>get("key")).isEqualTo("value");
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> Multi.createFrom().emitter(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("consumer");
        assertThatThrownBy(() -> Multi.createFrom().emitter(e -> {}, (BackPressureStrategy) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("strategy");
        assertThatThrownBy(() -> Multi.createFrom().emitter(e -> {}, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("bufferSize");
    }

    @Test
    void concurrentEmittersWithUnboundedDemandDeliverEverything() throws Exception {
        int threads = 4;
        int perThread = 500;
        for (int round = 0; round < 300; round++) {
            AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
            AssertSubscriber<Integer> subscriber = Multi.createFrom()
                    .<Integer>emitter(holder::set)
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
            runConcurrently(threads, index -> {
                for (int i = 0; i < perThread; i++) {
                    holder.get().emit(index * perThread + i);
                }
            });
            holder.get().complete();
            subscriber.assertCompleted().assertItemCount(threads * perThread);
            assertThat(new HashSet<>(subscriber.getItems())).hasSize(threads * perThread);
        }
    }

    @ParameterizedTest
    @EnumSource(
            value = BackPressureStrategy.class,
            names = {"BUFFER", "DROP", "LATEST", "ERROR"})
    void concurrentEmitRequestAndCancelNeverExceedTheDemand(BackPressureStrategy strategy) throws Exception {
        for (int round = 0; round < 300; round++) {
            AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
            AtomicInteger requested = new AtomicInteger();
            AssertSubscriber<Integer> subscriber = Multi.createFrom()
                    .<Integer>emitter(holder::set, strategy)
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create());
            runConcurrently(4, index -> {
                if (index == 3) {
                    for (int i = 0; i < 50; i++) {
                        requested.incrementAndGet();
                        subscriber.request(1);
                    }
                    subscriber.cancel();
                } else {
                    for (int i = 0; i < 200; i++) {
                        holder.get().emit(i);
                    }
                }
            });
            // AssertSubscriber records an item beyond the demand as a violation
            subscriber.assertSubscribed().assertNoViolations();
            assertThat(subscriber.getItems().size()).isLessThanOrEqualTo(requested.get());
            assertThat(holder.get().isCancelled()).isTrue();
        }
    }

    private static void runConcurrently(int threads, java.util.function.IntConsumer task) throws Exception {
        CyclicBarrier barrier = new CyclicBarrier(threads);
        CountDownLatch done = new CountDownLatch(threads);
        List<Throwable> errors = new java.util.concurrent.CopyOnWriteArrayList<>();
        for (int t = 0; t < threads; t++) {
            int index = t;
            new Thread(() -> {
                        try {
                            barrier.await(5, TimeUnit.SECONDS);
                            task.accept(index);
                        } catch (Throwable e) {
                            errors.add(e);
                        } finally {
                            done.countDown();
                        }
                    })
                    .start();
        }
        assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(errors).isEmpty();
    }

    @Test
    void itemsArePreservedPerEmitterThread() throws Exception {
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>emitter(holder::set)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
        runConcurrently(2, index -> {
            for (int i = 0; i < 1000; i++) {
                holder.get().emit(index * 1000 + i);
            }
        });
        List<Integer> first = new ArrayList<>();
        List<Integer> second = new ArrayList<>();
        for (Integer item : subscriber.getItems()) {
            (item < 1000 ? first : second).add(item);
        }
        assertThat(first).hasSize(1000).isSorted();
        assertThat(second).hasSize(1000).isSorted();
        Set<Integer> unique = new HashSet<>(subscriber.getItems());
        assertThat(unique).hasSize(2000);
    }

    @Test
    void unboundedBufferOffersItsQueueToAnAsynchronouslyFusingConsumer() throws Exception {
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        FusingSubscriber<Integer> subscriber = FusingSubscriber.subscribe(
                Multi.createFrom().<Integer>emitter(holder::set, BackPressureStrategy.BUFFER),
                FusedSubscription.ASYNC | FusedSubscription.BOUNDARY);
        assertThat(subscriber.mode()).isEqualTo(FusedSubscription.ASYNC);

        Thread producer = new Thread(() -> ONE_TWO_THREE.accept(holder.get()), "producer");
        producer.start();
        producer.join(TIMEOUT.toMillis());

        assertThat(subscriber.isCompleted()).isTrue();
        assertThat(subscriber.items()).containsExactly(1, 2, 3);
        assertThat(subscriber.pollThreads()).isNotEmpty().containsOnly("producer");
    }

    @ParameterizedTest
    @EnumSource(
            value = BackPressureStrategy.class,
            names = {"DROP", "LATEST", "ERROR", "IGNORE"})
    void otherStrategiesAreNotFused(BackPressureStrategy strategy) {
        FusingSubscriber<Integer> subscriber =
                FusingSubscriber.subscribe(Multi.createFrom().emitter(ONE_TWO_THREE, strategy), FUSE_ACROSS_A_BOUNDARY);
        assertThat(subscriber.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(subscriber.items()).containsExactly(1, 2, 3);
        assertThat(subscriber.isCompleted()).isTrue();
    }

    @Test
    void aConsumerOnTheEmittingThreadIsNotFused() {
        FusingSubscriber<Integer> subscriber = FusingSubscriber.subscribe(
                Multi.createFrom().emitter(ONE_TWO_THREE, BackPressureStrategy.BUFFER), FusedSubscription.ANY);
        assertThat(subscriber.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(subscriber.items()).containsExactly(1, 2, 3);
        assertThat(subscriber.isCompleted()).isTrue();
    }

    @Test
    void boundedBufferIsNotFused() {
        FusingSubscriber<Integer> subscriber =
                FusingSubscriber.subscribe(Multi.createFrom().emitter(ONE_TWO_THREE, 4), FUSE_ACROSS_A_BOUNDARY);
        assertThat(subscriber.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(subscriber.items()).containsExactly(1, 2, 3);
        assertThat(subscriber.isCompleted()).isTrue();
    }

    @Test
    void fusedEmitterSignalsTheTerminalSignalAfterTheQueuedItems() {
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        ParkedFusingSubscriber<Integer> subscriber = new ParkedFusingSubscriber<>();
        Multi.createFrom()
                .<Integer>emitter(holder::set, BackPressureStrategy.BUFFER)
                .subscribe(subscriber);
        holder.get().emit(1).emit(2);
        assertThat(subscriber.signals).hasValue(2);
        holder.get().fail(new IOException("boom"));

        assertThat(subscriber.failure).isInstanceOf(IOException.class);
        assertThat(holder.get().isCancelled()).isTrue();
        // the failure waits for nothing, but the items before it stay pollable
        assertThat(subscriber.fused.poll()).isEqualTo(1);
        assertThat(subscriber.fused.poll()).isEqualTo(2);
        assertThat(subscriber.fused.poll()).isNull();
        holder.get().emit(3).complete();
        assertThat(subscriber.fused.isEmpty()).isTrue();
        assertThat(subscriber.completed).isFalse();
    }

    @Test
    void fusedEmitterFailsAtOnceOnAnInvalidRequestAndHidesTheQueuedItems() {
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        ParkedFusingSubscriber<Integer> subscriber = new ParkedFusingSubscriber<>();
        Multi.createFrom()
                .<Integer>emitter(holder::set, BackPressureStrategy.BUFFER)
                .subscribe(subscriber);
        holder.get().emit(1).emit(2);
        subscriber.fused.request(5); // makes nothing pollable: no signal
        assertThat(subscriber.signals).hasValue(2);
        assertThat(subscriber.fused.isEmpty()).isFalse();

        subscriber.fused.request(0);
        assertThat(subscriber.failure).isInstanceOf(IllegalArgumentException.class);
        assertThat(subscriber.fused.isEmpty()).isTrue();
        assertThat(subscriber.fused.poll()).isNull();
    }

    @Test
    void fusedCancellationLeavesTheQueueToTheConsumer() {
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        AtomicInteger cancellations = new AtomicInteger();
        ParkedFusingSubscriber<Integer> subscriber = new ParkedFusingSubscriber<>();
        Multi.createFrom()
                .<Integer>emitter(
                        emitter -> {
                            emitter.onCancellation(cancellations::incrementAndGet);
                            holder.set(emitter);
                        },
                        BackPressureStrategy.BUFFER)
                .subscribe(subscriber);
        holder.get().emit(1).emit(2);
        subscriber.fused.cancel();
        assertThat(cancellations).hasValue(1);
        assertThat(holder.get().isCancelled()).isTrue();
        holder.get().emit(3);
        assertThat(subscriber.signals).hasValue(2);
        assertThat(subscriber.failure).isNull();
        assertThat(subscriber.completed).isFalse();
        // the consumer may be polling right now: it clears the queue itself
        assertThat(subscriber.fused.poll()).isEqualTo(1);
        subscriber.fused.clear();
        assertThat(subscriber.fused.isEmpty()).isTrue();
        assertThat(subscriber.fused.poll()).isNull();
    }

    @Test
    void fusedEmitterCountsThePolledItemsInItsDemand() {
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        ParkedFusingSubscriber<Integer> subscriber = new ParkedFusingSubscriber<>(3);
        Multi.createFrom()
                .<Integer>emitter(holder::set, BackPressureStrategy.BUFFER)
                .subscribe(subscriber);
        holder.get().emit(1).emit(2);
        assertThat(holder.get().requested()).isEqualTo(3);
        subscriber.fused.poll();
        subscriber.fused.poll();
        assertThat(holder.get().requested()).isEqualTo(1);
        subscriber.fused.request(Long.MAX_VALUE);
        assertThat(holder.get().requested()).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void collectReceivesEveryItemOfABufferingEmitterFedFromTwoThreads() throws Exception {
        AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
        CompletableFuture<List<Integer>> collected = Multi.createFrom()
                .<Integer>emitter(holder::set, BackPressureStrategy.BUFFER)
                .collect()
                .asList()
                .subscribeAsCompletionStage()
                .toCompletableFuture();
        runConcurrently(2, thread -> {
            for (int i = 0; i < 500; i++) {
                holder.get().emit(thread * 1000 + i);
            }
        });
        holder.get().complete();
        List<Integer> items = collected.get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        assertThat(items).hasSize(1000).doesNotHaveDuplicates();
        assertThat(items.stream().filter(item -> item < 1000)).isSorted();
        assertThat(items.stream().filter(item -> item >= 1000)).isSorted();
    }

    @Test
    void bufferingEmitterAcrossEmitOnDeliversEverythingOnTheExecutor() {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 200; round++) {
                List<String> threads = new CopyOnWriteArrayList<>();
                AssertSubscriber<Integer> subscriber = Multi.createFrom()
                        .<Integer>emitter(
                                emitter -> {
                                    for (int i = 0; i < 300; i++) {
                                        emitter.emit(i);
                                    }
                                    emitter.complete();
                                },
                                BackPressureStrategy.BUFFER)
                        .emitOn(pool)
                        .onItem()
                        .invoke(item -> threads.add(Thread.currentThread().getName()))
                        .subscribe()
                        .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
                subscriber.awaitCompletion(TIMEOUT).assertItemCount(300).assertNoViolations();
                assertThat(subscriber.getItems()).isSorted();
                assertThat(threads).allMatch(name -> name.startsWith("pool-"));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void bufferingEmitterAcrossEmitOnKeepsTheItemsBeforeAFailureAndHonoursTheDemand() {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 100; round++) {
                AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
                AssertSubscriber<Integer> subscriber = Multi.createFrom()
                        .<Integer>emitter(holder::set, BackPressureStrategy.BUFFER)
                        .emitOn(pool)
                        .subscribe()
                        .withSubscriber(AssertSubscriber.create(5));
                for (int i = 0; i < 10; i++) {
                    holder.get().emit(i);
                }
                holder.get().fail(new IOException("boom"));
                subscriber.awaitItems(5, TIMEOUT).assertNotTerminated();
                subscriber.request(5);
                subscriber.awaitFailure(TIMEOUT).assertFailedWith(IOException.class, "boom");
                assertThat(subscriber.getItems()).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void bufferingEmitterAcrossEmitOnRacesItemsAndCancellation() {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try (Race race = new Race()) {
            for (int round = 0; round < 300; round++) {
                AtomicReference<MultiEmitter<? super Integer>> holder = new AtomicReference<>();
                AtomicInteger cancellations = new AtomicInteger();
                AssertSubscriber<Integer> subscriber = Multi.createFrom()
                        .<Integer>emitter(
                                emitter -> {
                                    emitter.onCancellation(cancellations::incrementAndGet);
                                    holder.set(emitter);
                                },
                                BackPressureStrategy.BUFFER)
                        .emitOn(pool)
                        .subscribe()
                        .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
                race.run(
                        () -> {
                            for (int i = 0; i < 100; i++) {
                                holder.get().emit(i);
                            }
                        },
                        subscriber::cancel);
                assertThat(cancellations).hasValue(1);
                assertThat(holder.get().isCancelled()).isTrue();
                subscriber.assertNotTerminated();
                assertThat(subscriber.getItems()).isSorted();
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
