package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.sun.management.ThreadMXBean;
import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.test.FuseableSource;
import io.mutiny.test.TestMulti;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class MultiCollectTest {

    private static <T> UniAssertSubscriber<T> subscribe(Uni<T> uni) {
        UniAssertSubscriber<T> subscriber = UniAssertSubscriber.create();
        AbstractUni.subscribe(uni, subscriber);
        return subscriber;
    }

    @Test
    void asListRequestsEverythingAndEmitsOnCompletion() {
        TestMulti<Integer> source = new TestMulti<>();
        UniAssertSubscriber<List<Integer>> subscriber =
                subscribe(source.collect().asList());
        assertThat(source.requested()).isEqualTo(Long.MAX_VALUE);
        source.emit(1, 2, 3);
        subscriber.assertNotTerminated();
        source.complete();
        assertThat(subscriber.awaitItem().assertSignalsReceivedInOrder().getItem())
                .containsExactly(1, 2, 3);
    }

    @Test
    void firstAndLast() {
        assertThat(subscribe(TestMulti.of(1, 2, 3).collect().first())
                        .awaitItem()
                        .assertSignalsReceivedInOrder()
                        .getItem())
                .isEqualTo(1);
        assertThat(subscribe(TestMulti.of(1, 2, 3).collect().last())
                        .awaitItem()
                        .assertSignalsReceivedInOrder()
                        .getItem())
                .isEqualTo(3);
        assertThat(subscribe(TestMulti.<Integer>of().collect().last())
                        .awaitItem()
                        .assertSignalsReceivedInOrder()
                        .getItem())
                .isNull();
        assertThat(subscribe(TestMulti.<Integer>of().collect().asList())
                        .awaitItem()
                        .assertSignalsReceivedInOrder()
                        .getItem())
                .isEmpty();
    }

    @Test
    void asSetKeepsDistinctItemsInOrder() {
        assertThat(subscribe(TestMulti.of(3, 1, 3, 2).collect().asSet())
                        .awaitItem()
                        .assertSignalsReceivedInOrder()
                        .getItem())
                .containsExactly(3, 1, 2);
    }

    @Test
    void asMapVariants() {
        assertThat(subscribe(TestMulti.of("a", "bb", "cc").collect().asMap(String::length))
                        .awaitItem()
                        .assertSignalsReceivedInOrder()
                        .getItem())
                .containsOnly(Map.entry(1, "a"), Map.entry(2, "cc"));
        assertThat(subscribe(TestMulti.of("a", "bb").collect().asMap(Function.identity(), String::length))
                        .awaitItem()
                        .assertSignalsReceivedInOrder()
                        .getItem())
                .containsOnly(Map.entry("a", 1), Map.entry("bb", 2));
        assertThat(subscribe(TestMulti.of("a", "bb", "cc")
                                .collect()
                                .asMap(String::length, Function.identity(), (x, y) -> x + y))
                        .awaitItem()
                        .assertSignalsReceivedInOrder()
                        .getItem())
                .containsOnly(Map.entry(1, "a"), Map.entry(2, "bbcc"));
    }

    @Test
    void asMultiMapVariants() {
        Map<Integer, java.util.Collection<String>> byLength = subscribe(
                        TestMulti.of("a", "bb", "cc").collect().asMultiMap(String::length))
                .awaitItem()
                .assertSignalsReceivedInOrder()
                .getItem();
        assertThat(byLength.get(1)).containsExactly("a");
        assertThat(byLength.get(2)).containsExactly("bb", "cc");
        Map<Integer, java.util.Collection<String>> upper = subscribe(
                        TestMulti.of("a", "bb").collect().asMultiMap(String::length, String::toUpperCase))
                .awaitItem()
                .assertSignalsReceivedInOrder()
                .getItem();
        assertThat(upper.get(2)).containsExactly("BB");
    }

    @Test
    void withACollectorAndInAContainer() {
        assertThat(subscribe(TestMulti.of(1, 2, 3).collect().with(Collectors.summingInt(i -> i)))
                        .awaitItem()
                        .assertSignalsReceivedInOrder()
                        .getItem())
                .isEqualTo(6);
        assertThat(subscribe(TestMulti.of(1, 2).collect().in(ArrayList<Integer>::new, ArrayList::add))
                        .awaitItem()
                        .assertSignalsReceivedInOrder()
                        .getItem())
                .containsExactly(1, 2);
    }

    @Test
    void accumulatorFailureCancelsTheUpstream() {
        TestMulti<Integer> source = new TestMulti<>();
        UniAssertSubscriber<List<Integer>> subscriber =
                subscribe(source.collect().in(ArrayList::new, (list, item) -> {
                    throw new IllegalStateException("boom " + item);
                }));
        source.emit(1);
        assertThat(subscriber.awaitFailure().assertSignalsReceivedInOrder().getFailure())
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("boom 1");
        assertThat(source.isCancelled()).isTrue();
        source.emit(2);
        source.complete();
    }

    @Test
    void nullContainerFailsWithNullPointerException() {
        assertThat(subscribe(TestMulti.of(1).collect().in(() -> null, (Object c, Integer i) -> {}))
                        .awaitFailure()
                        .assertSignalsReceivedInOrder()
                        .getFailure())
                .isInstanceOf(NullPointerException.class);
    }

    @Test
    void upstreamFailureIsPropagated() {
        TestMulti<Integer> source = new TestMulti<>();
        UniAssertSubscriber<List<Integer>> subscriber =
                subscribe(source.collect().asList());
        source.emit(1);
        source.fail(new IOException("boom"));
        assertThat(subscriber.awaitFailure().assertSignalsReceivedInOrder().getFailure())
                .isInstanceOf(IOException.class);
    }

    @Test
    void cancellationReachesTheUpstream() {
        TestMulti<Integer> source = new TestMulti<>();
        UniAssertSubscriber<List<Integer>> subscriber =
                subscribe(source.collect().asList());
        subscriber.cancel();
        assertThat(source.isCancelled()).isTrue();
        source.emit(1);
        source.complete();
        subscriber.assertNotTerminated();
    }

    @Test
    void whereAndWhenFilterTheCollectedItems() {
        assertThat(subscribe(TestMulti.of(1, 2, 3, 4)
                                .collect()
                                .where(i -> i % 2 == 0)
                                .asList())
                        .awaitItem()
                        .assertSignalsReceivedInOrder()
                        .getItem())
                .containsExactly(2, 4);
        assertThat(subscribe(TestMulti.of(1, 2, 3)
                                .collect()
                                .when(i -> Uni.createFrom().item(i > 1))
                                .asList())
                        .awaitItem()
                        .assertSignalsReceivedInOrder()
                        .getItem())
                .containsExactly(2, 3);
    }

    @Test
    void invalidArgumentsNameTheParameter() {
        TestMulti<Integer> source = new TestMulti<>();
        assertThatThrownBy(() -> source.collect().with(null)).hasMessageContaining("collector");
        assertThatThrownBy(() -> source.collect().in(null, (List<Integer> l, Integer i) -> {}))
                .hasMessageContaining("supplier");
        assertThatThrownBy(() -> source.collect().asMap(null)).hasMessageContaining("keyMapper");
        assertThatThrownBy(() -> source.collect().asMultiMap(i -> i, null)).hasMessageContaining("valueMapper");
        assertThatThrownBy(() -> source.collect().asMap(i -> i, i -> i, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("mergeFunction");
        assertThatThrownBy(() -> source.collect().where(null)).hasMessageContaining("predicate");
        assertThatThrownBy(() -> source.collect().when(null)).hasMessageContaining("predicate");
    }

    @Test
    void pullsAFuseableSourceOnTheSubscribingThread() {
        FuseableSource<Integer> source = FuseableSource.of(FusedSubscription.SYNC, 1, 2, 3);
        assertThat(subscribe(source.collect().asList()).awaitItem().getItem()).containsExactly(1, 2, 3);
        assertThat(source.requestedModes()).containsExactly(FusedSubscription.ANY);
        assertThat(source.pollThreads()).containsOnly(Thread.currentThread().getName());
        assertThat(source.isCleared()).isTrue();
    }

    @Test
    void drainsAnAsynchronousFuseableSourceOnItsSignals() {
        FuseableSource<Integer> source = FuseableSource.of(FusedSubscription.ASYNC, 1, 2, 3);
        assertThat(subscribe(source.collect().asList()).awaitItem().getItem()).containsExactly(1, 2, 3);
        assertThat(source.requestedModes()).containsExactly(FusedSubscription.ANY);
        assertThat(source.pollThreads())
                .isNotEmpty()
                .containsOnly(Thread.currentThread().getName());
    }

    @Test
    void asynchronousFuseableSourceFailureFailsTheUniAndClearsIt() {
        FuseableSource<Integer> source =
                FuseableSource.failingAfter(FusedSubscription.ASYNC, new IllegalStateException("boom"), 1, 2);
        subscribe(source.collect().asList()).awaitFailure(failure -> assertThat(failure)
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("boom"));
        assertThat(source.isCleared()).isTrue();
    }

    @Test
    void asynchronousAccumulatorFailureCancelsAndClearsTheSource() {
        FuseableSource<Integer> source = FuseableSource.of(FusedSubscription.ASYNC, 1, 2, 3);
        subscribe(source.collect().in(ArrayList::new, (list, item) -> {
                    throw new IllegalStateException("accumulator");
                }))
                .awaitFailure(failure -> assertThat(failure).hasMessage("accumulator"));
        assertThat(source.isCancelled()).isTrue();
        assertThat(source.isCleared()).isTrue();
    }

    @Test
    void collectsANonFuseableSourceAsPushed() {
        FuseableSource<Integer> source = FuseableSource.of(FusedSubscription.NONE, 1, 2, 3);
        assertThat(subscribe(source.collect().asList()).awaitItem().getItem()).containsExactly(1, 2, 3);
        assertThat(source.pollThreads()).isEmpty();
    }

    @Test
    void fusedSourceFailureFailsTheUni() {
        FuseableSource<Integer> source =
                FuseableSource.failingAfter(FusedSubscription.SYNC, new IllegalStateException("poll"), 1);
        subscribe(source.collect().asList()).awaitFailure(failure -> assertThat(failure)
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("poll"));
        assertThat(source.isCleared()).isTrue();
    }

    @Test
    void fusedAccumulatorFailureFailsTheUniAndClearsTheSource() {
        FuseableSource<Integer> source = FuseableSource.of(FusedSubscription.SYNC, 1, 2, 3);
        subscribe(source.collect().in(ArrayList::new, (list, item) -> {
                    throw new IllegalStateException("accumulator");
                }))
                .awaitFailure(failure -> assertThat(failure).hasMessage("accumulator"));
        assertThat(source.isCleared()).isTrue();
    }

    @Test
    void collectsASynchronousSourceThroughItsOwnLoop() {
        assertThat(subscribe(Multi.createFrom().range(0, 10_000).collect().asList())
                        .awaitItem()
                        .assertSignalsReceivedInOrder()
                        .getItem())
                .hasSize(10_000)
                .startsWith(0, 1, 2)
                .endsWith(9_998, 9_999);
        assertThat(subscribe(Multi.createFrom()
                                .range(0, 5)
                                .onItem()
                                .transform(i -> i * 3)
                                .collect()
                                .with(Collectors.summingInt(i -> i)))
                        .awaitItem()
                        .getItem())
                .isEqualTo(30);
    }

    @Test
    void asListGivesItsListTheSizeASynchronousSourceKnowsInsteadOfGrowingIt() {
        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        assumeTrue(threads.isThreadAllocatedMemorySupported(), "allocation counting");
        Integer[] items = new Integer[100_000];
        Arrays.fill(items, 7); // one object: the lists' arrays are all the collection allocates
        Multi<Integer> sized = Multi.createFrom().items(items);
        Multi<Integer> unsized = sized.select().where(item -> true); // the same items, their number unknown
        for (int warmUp = 0; warmUp < 3; warmUp++) {
            assertThat(subscribe(sized.collect().asList()).awaitItem().getItem())
                    .hasSize(100_000);
            assertThat(subscribe(unsized.collect().asList()).awaitItem().getItem())
                    .hasSize(100_000);
        }
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        List<Integer> presized = subscribe(sized.collect().asList()).awaitItem().getItem();
        long between = threads.getThreadAllocatedBytes(thread);
        List<Integer> grown = subscribe(unsized.collect().asList()).awaitItem().getItem();
        long after = threads.getThreadAllocatedBytes(thread);
        assertThat(presized).isEqualTo(grown).hasSize(100_000);
        assertThat(between - before)
                .as("one array of 100,000 references instead of the 24 a growing list allocates")
                .isLessThan((after - between) / 2);
    }

    @Test
    void asListCollectsWhatTheSourceGivesWhateverSizeItToldAhead() {
        assertThat(subscribe(Multi.createFrom()
                                .iterable(listClaiming(1_000, "a", "b"))
                                .collect()
                                .asList())
                        .awaitItem()
                        .getItem())
                .containsExactly("a", "b");
        assertThat(subscribe(Multi.createFrom()
                                .iterable(listClaiming(1, "a", "b", "c"))
                                .onItem()
                                .transform(String::toUpperCase)
                                .collect()
                                .asList())
                        .awaitItem()
                        .getItem())
                .containsExactly("A", "B", "C");
        assertThat(subscribe(Multi.createFrom()
                                .range(0, 1_000)
                                .select()
                                .first(3)
                                .collect()
                                .asList())
                        .awaitItem()
                        .getItem())
                .containsExactly(0, 1, 2);
    }

    /** A list whose size says {@code claimedSize} but whose iterator returns {@code items}. */
    private static List<String> listClaiming(int claimedSize, String... items) {
        return new AbstractList<>() {
            @Override
            public String get(int index) {
                return items[index];
            }

            @Override
            public int size() {
                return claimedSize;
            }

            @Override
            public Iterator<String> iterator() {
                return List.of(items).iterator();
            }
        };
    }

    @Test
    void aFusedTransformFailureFailsTheUniBeforeTheSizedListIsFilled() {
        subscribe(Multi.createFrom()
                        .range(0, 1_000_000)
                        .onItem()
                        .transform(i -> {
                            if (i == 3) {
                                throw new IllegalStateException("mapper");
                            }
                            return i;
                        })
                        .collect()
                        .asList())
                .awaitFailure(failure -> assertThat(failure)
                        .isInstanceOf(IllegalStateException.class)
                        .hasMessage("mapper"));
    }

    @Test
    void cancellingWhileASynchronousSourceIsCollectedStopsItsLoop() {
        List<Integer> collected = new ArrayList<>();
        UniAssertSubscriber<List<Integer>> subscriber = UniAssertSubscriber.create();
        AbstractUni.subscribe(
                Multi.createFrom().range(0, 1_000).collect().in(() -> collected, (list, item) -> {
                    list.add(item);
                    if (item == 4) {
                        subscriber.cancel();
                    }
                }),
                subscriber);
        assertThat(collected).containsExactly(0, 1, 2, 3, 4);
        subscriber.assertNotTerminated();
    }

    @Test
    void aFusedTransformFailureFailsTheUni() {
        List<Integer> collected = new ArrayList<>();
        subscribe(Multi.createFrom()
                        .range(0, 10)
                        .onItem()
                        .transform(i -> {
                            if (i == 3) {
                                throw new IllegalStateException("mapper " + i);
                            }
                            return i;
                        })
                        .collect()
                        .in(() -> collected, List::add))
                .awaitFailure(failure -> assertThat(failure)
                        .isInstanceOf(IllegalStateException.class)
                        .hasMessage("mapper 3"));
        assertThat(collected).containsExactly(0, 1, 2);
        subscribe(Multi.createFrom()
                        .range(0, 10)
                        .onItem()
                        .transform(i -> i == 2 ? null : i)
                        .collect()
                        .asList())
                .awaitFailure(failure -> assertThat(failure).isInstanceOf(NullPointerException.class));
    }

    @Test
    void aFatalErrorOfAFusedTransformOrOfTheCollectorIsRethrownNotSignalled() {
        UniAssertSubscriber<List<Integer>> mapped = UniAssertSubscriber.create();
        assertThatThrownBy(() -> AbstractUni.subscribe(
                        Multi.createFrom()
                                .range(0, 10)
                                .onItem()
                                .<Integer>transform(i -> {
                                    throw new NoClassDefFoundError("mapper");
                                })
                                .collect()
                                .asList(),
                        mapped))
                .isInstanceOf(NoClassDefFoundError.class)
                .hasMessage("mapper");
        mapped.assertNotTerminated();
        UniAssertSubscriber<List<Integer>> accumulated = UniAssertSubscriber.create();
        assertThatThrownBy(() -> AbstractUni.subscribe(
                        Multi.createFrom().range(0, 10).collect().in(ArrayList<Integer>::new, (list, item) -> {
                            throw new NoClassDefFoundError("accumulator");
                        }),
                        accumulated))
                .isInstanceOf(NoClassDefFoundError.class)
                .hasMessage("accumulator");
        accumulated.assertNotTerminated();
    }

    @Test
    void fusedChainsCollect() {
        assertThat(subscribe(Multi.createFrom()
                                .range(0, 6)
                                .onItem()
                                .transform(i -> i * 2)
                                .skip()
                                .where(i -> i % 4 == 0)
                                .collect()
                                .asList())
                        .awaitItem()
                        .getItem())
                .containsExactly(2, 6, 10);
    }

    @Test
    void collectsAKnownItemWithoutSubscribingToIt() {
        List<String> events = new ArrayList<>();
        Uni<List<Integer>> collected = Multi.createFrom()
                .item(7)
                .collect()
                .in(
                        () -> {
                            events.add("supplier");
                            return new ArrayList<>();
                        },
                        (list, item) -> {
                            events.add("accumulate " + item);
                            list.add(item);
                        });
        UniAssertSubscriber<List<Integer>> subscriber = subscribe(collected);
        assertThat(subscriber.assertSignalsReceivedInOrder().getItem()).containsExactly(7);
        assertThat(events).containsExactly("supplier", "accumulate 7");
        // through a processor stage, which checks the cancellation itself
        assertThat(subscribe(Multi.createFrom()
                                .range(3, 4)
                                .collect()
                                .asList()
                                .onItem()
                                .transform(List::size))
                        .assertSignalsReceivedInOrder()
                        .getItem())
                .isEqualTo(1);
    }

    @Test
    void collectsAKnownEmptyStreamAsAnEmptyContainer() {
        assertThat(subscribe(Multi.createFrom().<Integer>empty().collect().asList())
                        .assertSignalsReceivedInOrder()
                        .getItem())
                .isEmpty();
    }

    @Test
    void knownItemCollectionFailuresFailTheUni() {
        assertThat(subscribe(Multi.createFrom().item(1).collect().in(ArrayList::new, (list, item) -> {
                            throw new IllegalStateException("accumulator");
                        }))
                        .assertSignalsReceivedInOrder()
                        .getFailure())
                .hasMessage("accumulator");
        assertThat(subscribe(Multi.createFrom()
                                .item(1)
                                .collect()
                                .with(Collectors.collectingAndThen(Collectors.toList(), list -> {
                                    throw new IllegalStateException("finisher");
                                })))
                        .assertSignalsReceivedInOrder()
                        .getFailure())
                .hasMessage("finisher");
        assertThat(subscribe(Multi.createFrom()
                                .<Integer>item(() -> {
                                    throw new IllegalStateException("item supplier");
                                })
                                .collect()
                                .asList())
                        .assertSignalsReceivedInOrder()
                        .getFailure())
                .hasMessage("item supplier");
    }

    @Test
    void aKnownItemIsNotCollectedOnceTheSubscriberCancelledFromOnSubscribe() {
        List<Integer> accumulated = new ArrayList<>();
        UniAssertSubscriber<List<Integer>> subscriber = new UniAssertSubscriber<>(true);
        AbstractUni.subscribe(
                Multi.createFrom().item(1).collect().in(ArrayList::new, (List<Integer> list, Integer item) -> {
                    accumulated.add(item);
                }),
                subscriber);
        subscriber.assertNotTerminated();
        assertThat(accumulated).isEmpty();
    }

    @org.junit.jupiter.api.RepeatedTest(200)
    void cancellationRacingTheUpstreamTerminationDeliversAtMostOneOutcome() throws Exception {
        for (boolean fails : new boolean[] {false, true}) {
            TestMulti<Integer> source = new TestMulti<>();
            UniAssertSubscriber<List<Integer>> subscriber =
                    source.collect().asList().subscribe().withSubscriber(UniAssertSubscriber.create());
            source.emit(1);
            java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(1);
            Thread other = new Thread(() -> {
                start.countDown();
                subscriber.cancel();
            });
            other.start();
            start.await();
            if (fails) {
                source.fail(new IOException("boom"));
            } else {
                source.complete();
            }
            other.join(5000);
            assertThat(other.isAlive()).isFalse();
            // the outcome reached the subscriber before the cancellation or not at all, never both kinds
            if (fails) {
                assertThat(subscriber.getItem()).isNull();
            } else {
                assertThat(subscriber.getFailure()).isNull();
                if (subscriber.getItem() != null) {
                    assertThat(subscriber.getItem()).containsExactly(1);
                }
            }
        }
    }
}
