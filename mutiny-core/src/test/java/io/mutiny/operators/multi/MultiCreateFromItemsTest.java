package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.test.FusingSubscriber;
import io.mutiny.test.StopAfter;
import java.time.Duration;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class MultiCreateFromItemsTest {

    @Test
    void itemsAreEmittedAsRequested() {
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().items(1, 2, 3).subscribe().withSubscriber(AssertSubscriber.create());
        subscriber.assertSubscribed().assertHasNotReceivedAnyItem().assertNotTerminated();
        subscriber.request(2).assertItems(1, 2).assertNotTerminated();
        subscriber.request(1).assertItems(1, 2, 3).assertCompleted();
    }

    @Test
    void completesWithTheLastItemWithoutExtraRequest() {
        Multi.createFrom()
                .items("a", "b")
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2))
                .assertItems("a", "b")
                .assertCompleted();
    }

    @Test
    void noItemsCompletesWithoutRequest() {
        Multi.createFrom()
                .items()
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertCompleted()
                .assertHasNotReceivedAnyItem();
    }

    @Test
    void unboundedRequestEmitsEverything() {
        Integer[] values = IntStream.range(0, 1000).boxed().toArray(Integer[]::new);
        Multi.createFrom()
                .items(values)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItems(values)
                .assertCompleted();
    }

    @Test
    void requestsAddUpAndSaturate() {
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().items(1, 2, 3, 4).subscribe().withSubscriber(AssertSubscriber.create(1));
        subscriber.assertItems(1);
        subscriber.request(Long.MAX_VALUE - 1).request(Long.MAX_VALUE);
        subscriber.assertItems(1, 2, 3, 4).assertCompleted();
    }

    @Test
    void reentrantRequestsDoNotRecurse() {
        AtomicInteger depth = new AtomicInteger();
        AtomicInteger maxDepth = new AtomicInteger();
        List<Integer> received = new ArrayList<>();
        AssertSubscriber<Integer> subscriber = new AssertSubscriber<>(1) {
            @Override
            public void onItem(Integer item) {
                int current = depth.incrementAndGet();
                maxDepth.accumulateAndGet(current, Math::max);
                received.add(item);
                super.onItem(item);
                request(1);
                depth.decrementAndGet();
            }
        };
        Multi.createFrom().range(0, 10_000).subscribe().withSubscriber(subscriber);
        subscriber.assertCompleted();
        assertThat(received).hasSize(10_000);
        assertThat(maxDepth.get()).isEqualTo(1);
    }

    @Test
    void cancellationStopsTheEmission() {
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().items(1, 2, 3).subscribe().withSubscriber(AssertSubscriber.create(1));
        subscriber.cancel().request(5);
        subscriber.assertItems(1).assertNotTerminated();
    }

    @Test
    void cancellationFromOnItemStopsAtOnce() {
        AssertSubscriber<Integer> subscriber = new AssertSubscriber<>(Long.MAX_VALUE) {
            @Override
            public void onItem(Integer item) {
                super.onItem(item);
                if (item == 2) {
                    cancel();
                }
            }
        };
        Multi.createFrom().items(1, 2, 3, 4).subscribe().withSubscriber(subscriber);
        subscriber.assertItems(1, 2).assertNotTerminated();
    }

    @Test
    void invalidRequestFailsTheStream() {
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().items(1, 2, 3).subscribe().withSubscriber(AssertSubscriber.create(1));
        subscriber.request(0);
        subscriber.assertItems(1).assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        subscriber.request(5);
        subscriber.assertItems(1);
    }

    @Test
    void negativeRequestFailsAfterAnUnboundedOneInFlight() {
        AssertSubscriber<Integer> subscriber = new AssertSubscriber<>(Long.MAX_VALUE) {
            @Override
            public void onItem(Integer item) {
                super.onItem(item);
                request(-1);
            }
        };
        Multi.createFrom().items(1, 2, 3).subscribe().withSubscriber(subscriber);
        subscriber.assertItems(1).assertFailedWith(IllegalArgumentException.class, "-1");
    }

    @Test
    void nullArgumentsAreRejected() {
        assertThatThrownBy(() -> Multi.createFrom().items((Object[]) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("items");
        assertThatThrownBy(() -> Multi.createFrom().items(1, null, 3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("items");
        assertThatThrownBy(() -> Multi.createFrom().items((Stream<Object>) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("stream");
        assertThatThrownBy(() -> Multi.createFrom().items((Supplier<Stream<Object>>) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("supplier");
        assertThatThrownBy(() -> Multi.createFrom().iterable(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("iterable");
        assertThatThrownBy(() -> Multi.createFrom().item((Supplier<Object>) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("supplier");
        assertThatThrownBy(() -> Multi.createFrom().optional((Optional<Object>) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("optional");
    }

    @Test
    void streamSupplierIsCalledPerSubscriberAndStreamClosed() {
        AtomicInteger calls = new AtomicInteger();
        AtomicInteger closed = new AtomicInteger();
        Multi<Integer> multi = Multi.createFrom().items(() -> {
            calls.incrementAndGet();
            return Stream.of(1, 2, 3).onClose(closed::incrementAndGet);
        });
        assertThat(calls).hasValue(0);
        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1, 2, 3)
                .assertCompleted();
        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertItems(1)
                .cancel();
        assertThat(calls).hasValue(2);
        assertThat(closed).hasValue(2);
    }

    @Test
    void streamIsClosedOnInvalidRequest() {
        AtomicBoolean closed = new AtomicBoolean();
        Multi.createFrom()
                .items(() -> Stream.of(1, 2).onClose(() -> closed.set(true)))
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .request(-5)
                .assertFailedWith(IllegalArgumentException.class);
        assertThat(closed).isTrue();
    }

    @Test
    void streamSupplierFailures() {
        Multi.createFrom()
                .items(() -> {
                    throw new IllegalStateException("boom");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(IllegalStateException.class, "boom");
        Multi.createFrom()
                .items(() -> (Stream<String>) null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void singleUseStreamFailsTheSecondSubscriber() {
        Multi<Integer> multi = Multi.createFrom().items(Stream.of(1, 2));
        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems(1, 2)
                .assertCompleted();
        multi.subscribe().withSubscriber(AssertSubscriber.create(5)).assertFailedWith(IllegalStateException.class);
    }

    @Test
    void nullItemFromAStreamFailsWithNpe() {
        Multi.createFrom()
                .items(() -> Stream.of("a", null, "c"))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems("a")
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void iterableGivesEachSubscriberItsOwnIterator() {
        Multi<Integer> multi = Multi.createFrom().iterable(Arrays.asList(1, 2, 3));
        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(2))
                .assertItems(1, 2)
                .assertNotTerminated();
        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(3))
                .assertItems(1, 2, 3)
                .assertCompleted();
    }

    @Test
    void iteratorFailuresBecomeFailureSignals() {
        Iterable<Integer> failingNext = () -> new Iterator<>() {
            int count;

            @Override
            public boolean hasNext() {
                return true;
            }

            @Override
            public Integer next() {
                if (count++ == 2) {
                    throw new IllegalStateException("next failed");
                }
                return count;
            }
        };
        Multi.createFrom()
                .iterable(failingNext)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1, 2)
                .assertFailedWith(IllegalStateException.class, "next failed");

        Iterable<Integer> failingIterator = () -> {
            throw new IllegalStateException("no iterator");
        };
        Multi.createFrom()
                .iterable(failingIterator)
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "no iterator");

        Iterable<Integer> failingHasNext = () -> new Iterator<>() {
            @Override
            public boolean hasNext() {
                throw new IllegalStateException("hasNext failed");
            }

            @Override
            public Integer next() {
                return 1;
            }
        };
        Multi.createFrom()
                .iterable(failingHasNext)
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "hasNext failed");
    }

    @Test
    void nullElementOfAnIterableFailsWithNpe() {
        Multi.createFrom()
                .iterable(Arrays.asList(1, null))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems(1)
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void itemWaitsForARequest() {
        AssertSubscriber<String> subscriber =
                Multi.createFrom().item("hello").subscribe().withSubscriber(AssertSubscriber.create());
        subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
        subscriber.request(1).assertItems("hello").assertCompleted();
    }

    @Test
    void nullItemGivesAnEmptyStream() {
        Multi.createFrom()
                .item((String) null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertCompleted()
                .assertHasNotReceivedAnyItem();
        Multi.createFrom()
                .item(() -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertCompleted();
    }

    @Test
    void itemSupplierIsCalledPerSubscriber() {
        AtomicInteger counter = new AtomicInteger();
        Multi<Integer> multi = Multi.createFrom().item(counter::incrementAndGet);
        assertThat(counter).hasValue(0);
        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertItems(1)
                .assertCompleted();
        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertItems(2)
                .assertCompleted();
    }

    @Test
    void itemSupplierThrowing() {
        Multi.createFrom()
                .item(() -> {
                    throw new IllegalStateException("boom");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void itemAndInvalidRequest() {
        Multi.createFrom()
                .item(1)
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .request(0)
                .assertFailedWith(IllegalArgumentException.class)
                .assertHasNotReceivedAnyItem();
    }

    @Test
    void singleItemWaitsForARequestAndEmitsOnce() {
        for (Multi<String> multi :
                List.of(Multi.createFrom().item("a"), Multi.createFrom().items("a"))) {
            AssertSubscriber<String> subscriber = multi.subscribe().withSubscriber(AssertSubscriber.create());
            subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
            subscriber.request(1).request(1).assertItems("a").assertCompleted();
        }
        Multi.createFrom()
                .<String>items()
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertCompleted()
                .assertHasNotReceivedAnyItem();
    }

    @Test
    void singleItemCancelledFromOnItemDoesNotComplete() {
        AssertSubscriber<Integer> subscriber = new AssertSubscriber<>(1) {
            @Override
            public void onItem(Integer item) {
                super.onItem(item);
                cancel();
            }
        };
        Multi.createFrom().item(1).subscribe().withSubscriber(subscriber);
        subscriber.assertItems(1).assertNotTerminated();
    }

    @Test
    void singleItemCancelledBeforeTheRequestEmitsNothing() {
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().item(1).subscribe().withSubscriber(AssertSubscriber.create());
        subscriber.cancel();
        subscriber.request(1);
        subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
    }

    @Test
    void singleItemInvalidRequestFromOnItemFailsInsteadOfCompleting() {
        AssertSubscriber<Integer> subscriber = new AssertSubscriber<>(1) {
            @Override
            public void onItem(Integer item) {
                super.onItem(item);
                request(-1);
            }
        };
        Multi.createFrom().item(1).subscribe().withSubscriber(subscriber);
        subscriber.assertItems(1).assertFailedWith(IllegalArgumentException.class, "-1");
    }

    @Test
    void optionals() {
        Multi.createFrom()
                .optional(Optional.of(1))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertItems(1)
                .assertCompleted();
        Multi.createFrom()
                .optional(Optional.empty())
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertCompleted();
        AtomicInteger calls = new AtomicInteger();
        Multi<Integer> fromSupplier = Multi.createFrom().optional(() -> Optional.of(calls.incrementAndGet()));
        assertThat(calls).hasValue(0);
        fromSupplier
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertItems(1)
                .assertCompleted();
        Multi.createFrom()
                .optional(() -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void itemsFuseSynchronouslyAlsoAcrossAThreadBoundary() {
        FusingSubscriber<String> fused = FusingSubscriber.subscribe(
                Multi.createFrom().items("a", "b"), FusedSubscription.SYNC | FusedSubscription.BOUNDARY);
        assertThat(fused.mode()).isEqualTo(FusedSubscription.SYNC);
        assertThat(fused.items()).containsExactly("a", "b");
        assertThat(fused.isCompleted()).isTrue();
    }

    @Test
    void itemFusesSynchronouslyAlsoAcrossAThreadBoundary() {
        FusingSubscriber<String> fused = FusingSubscriber.subscribe(
                Multi.createFrom().item("a"), FusedSubscription.SYNC | FusedSubscription.BOUNDARY);
        assertThat(fused.mode()).isEqualTo(FusedSubscription.SYNC);
        assertThat(fused.items()).containsExactly("a");
        assertThat(fused.isCompleted()).isTrue();

        FusingSubscriber<String> pushed =
                FusingSubscriber.subscribe(Multi.createFrom().item("a"), FusedSubscription.ASYNC);
        assertThat(pushed.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(pushed.items()).containsExactly("a");
        assertThat(pushed.isCompleted()).isTrue();
    }

    @Test
    void itemIsPulledByEmitOnOnTheExecutor() {
        ExecutorService executor = Executors.newSingleThreadExecutor(r -> new Thread(r, "emit-on"));
        try {
            List<String> threads = new CopyOnWriteArrayList<>();
            AssertSubscriber<String> subscriber = Multi.createFrom()
                    .item("a")
                    .emitOn(executor)
                    .onItem()
                    .invoke(() -> threads.add(Thread.currentThread().getName()))
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create(1));
            subscriber.awaitCompletion(Duration.ofSeconds(5)).assertItems("a");
            assertThat(threads).containsExactly("emit-on");
        } finally {
            executor.shutdownNow();
        }
    }

    @Test
    void iterableFusesOnTheSameThreadOnly() {
        Multi<String> multi = Multi.createFrom().iterable(List.of("a", "b"));
        FusingSubscriber<String> fused = FusingSubscriber.subscribe(multi, FusedSubscription.SYNC);
        assertThat(fused.mode()).isEqualTo(FusedSubscription.SYNC);
        assertThat(fused.items()).containsExactly("a", "b");
        assertThat(fused.isCompleted()).isTrue();

        FusingSubscriber<String> boundary =
                FusingSubscriber.subscribe(multi, FusedSubscription.SYNC | FusedSubscription.BOUNDARY);
        assertThat(boundary.mode()).as("the iterator is user code").isEqualTo(FusedSubscription.NONE);
        assertThat(boundary.items()).containsExactly("a", "b");
        assertThat(boundary.isCompleted()).isTrue();
    }

    @Test
    void streamFusesOnTheSameThreadOnlyAndIsClosedWhenDrained() {
        AtomicInteger closed = new AtomicInteger();
        Multi<String> multi = Multi.createFrom().items(() -> Stream.of("a", "b").onClose(closed::incrementAndGet));
        FusingSubscriber<String> fused = FusingSubscriber.subscribe(multi, FusedSubscription.SYNC);
        assertThat(fused.mode()).isEqualTo(FusedSubscription.SYNC);
        assertThat(fused.items()).containsExactly("a", "b");
        assertThat(fused.isCompleted()).isTrue();
        assertThat(closed).hasValue(1);

        FusingSubscriber<String> boundary =
                FusingSubscriber.subscribe(multi, FusedSubscription.SYNC | FusedSubscription.BOUNDARY);
        assertThat(boundary.mode()).as("the stream's pipeline is user code").isEqualTo(FusedSubscription.NONE);
        assertThat(boundary.items()).containsExactly("a", "b");
        assertThat(boundary.isCompleted()).isTrue();
        assertThat(closed).hasValue(2);
    }

    @Test
    void fusedIteratorFailuresAndNullItemsAreThrownByPoll() {
        Iterable<String> failing = () -> new Iterator<>() {
            private boolean first = true;

            @Override
            public boolean hasNext() {
                if (first) {
                    return true;
                }
                throw new IllegalStateException("hasNext");
            }

            @Override
            public String next() {
                first = false;
                return "a";
            }
        };
        FusingSubscriber<String> fused =
                FusingSubscriber.subscribe(Multi.createFrom().iterable(failing), FusedSubscription.SYNC);
        assertThat(fused.items()).containsExactly("a");
        assertThat(fused.failure()).isInstanceOf(IllegalStateException.class).hasMessage("hasNext");

        FusingSubscriber<String> withNull = FusingSubscriber.subscribe(
                Multi.createFrom().iterable(Arrays.asList("a", null)), FusedSubscription.SYNC);
        assertThat(withNull.items()).containsExactly("a");
        assertThat(withNull.failure()).isInstanceOf(NullPointerException.class);
    }

    @Test
    void pollAllHandsEveryItemToTheConsumerAndClosesTheStream() {
        AtomicInteger closed = new AtomicInteger();
        FusedSubscription<String> fused = FusingSubscriber.fuseSynchronously(
                Multi.createFrom().items(() -> Stream.of("a", "b", "c").onClose(closed::incrementAndGet)));
        List<String> items = new ArrayList<>();
        StopAfter stop = StopAfter.never();
        assertThat(fused.pollAll(items, List::add, stop)).isTrue();
        assertThat(items).containsExactly("a", "b", "c");
        assertThat(stop.checks())
                .as("one before each item, one before finding the end")
                .isEqualTo(4);
        assertThat(closed).hasValue(1);
        assertThat(fused.poll()).isNull();
        assertThat(fused.pollAll(items, List::add, stop)).isTrue();
        assertThat(items).hasSize(3);
    }

    @Test
    void aFusedArrayOrListTellsItsSizeUntilItIsPolledOtherIterablesAndStreamsDoNot() {
        FusedSubscription<String> array =
                FusingSubscriber.fuseSynchronously(Multi.createFrom().items("a", "b", "c"));
        assertThat(array.sizeHint()).isEqualTo(3);
        assertThat(array.poll()).isEqualTo("a");
        assertThat(array.sizeHint())
                .as("the iterator's position is not tracked")
                .isEqualTo(-1);

        FusedSubscription<String> list =
                FusingSubscriber.fuseSynchronously(Multi.createFrom().iterable(new ArrayList<>(List.of("a", "b"))));
        assertThat(list.sizeHint()).isEqualTo(2);
        FusedSubscription<String> set =
                FusingSubscriber.fuseSynchronously(Multi.createFrom().iterable(new LinkedHashSet<>(List.of("a"))));
        assertThat(set.sizeHint()).isEqualTo(-1);
        FusedSubscription<String> stream =
                FusingSubscriber.fuseSynchronously(Multi.createFrom().items(() -> Stream.of("a", "b")));
        assertThat(stream.sizeHint()).isEqualTo(-1);
        FusedSubscription<String> filtered = FusingSubscriber.fuseSynchronously(
                Multi.createFrom().items("a", "b").select().where(item -> !item.isEmpty()));
        assertThat(filtered.sizeHint()).as("a filter cannot know").isEqualTo(-1);
    }

    @Test
    void aListWhoseSizeThrowsIsIteratedAsAnyIterable() {
        List<String> broken = new AbstractList<>() {
            @Override
            public String get(int index) {
                return "a";
            }

            @Override
            public int size() {
                throw new IllegalStateException("size");
            }

            @Override
            public Iterator<String> iterator() {
                return List.of("a").iterator();
            }
        };
        Multi.createFrom()
                .iterable(broken)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertItems("a")
                .assertCompleted();
        assertThat(Multi.createFrom()
                        .iterable(broken)
                        .collect()
                        .asList()
                        .await()
                        .indefinitely())
                .containsExactly("a");
    }

    @Test
    void pollAllStopsWhenTheStopConditionSaysSoAndPollGoesOnFromThere() {
        FusedSubscription<String> beforeTheFirst =
                FusingSubscriber.fuseSynchronously(Multi.createFrom().iterable(List.of("a", "b", "c")));
        List<String> none = new ArrayList<>();
        assertThat(beforeTheFirst.pollAll(none, List::add, StopAfter.items(none, 0)))
                .isFalse();
        assertThat(none).isEmpty();
        assertThat(beforeTheFirst.poll()).isEqualTo("a");

        FusedSubscription<String> fused =
                FusingSubscriber.fuseSynchronously(Multi.createFrom().iterable(List.of("a", "b", "c", "d")));
        List<String> items = new ArrayList<>();
        assertThat(fused.pollAll(items, List::add, StopAfter.items(items, 2))).isFalse();
        assertThat(items).containsExactly("a", "b");
        assertThat(fused.poll()).isEqualTo("c");
        assertThat(fused.pollAll(items, List::add, StopAfter.never())).isTrue();
        assertThat(items).containsExactly("a", "b", "d");
    }

    @Test
    void pollAllThrowsIteratorFailuresAndNullItemsAndClosesTheStream() {
        AtomicInteger closed = new AtomicInteger();
        FusedSubscription<String> failing =
                FusingSubscriber.fuseSynchronously(Multi.createFrom().items(() -> Stream.of("a", "b")
                        .map(item -> {
                            if (item.equals("b")) {
                                throw new IllegalStateException("next");
                            }
                            return item;
                        })
                        .onClose(closed::incrementAndGet)));
        List<String> items = new ArrayList<>();
        assertThatThrownBy(() -> failing.pollAll(items, List::add, StopAfter.never()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("next");
        assertThat(items).containsExactly("a");
        assertThat(closed).hasValue(1);
        assertThat(failing.poll()).isNull();

        FusedSubscription<String> withNull =
                FusingSubscriber.fuseSynchronously(Multi.createFrom().iterable(Arrays.asList("a", null, "c")));
        List<String> beforeNull = new ArrayList<>();
        assertThatThrownBy(() -> withNull.pollAll(beforeNull, List::add, StopAfter.never()))
                .isInstanceOf(NullPointerException.class);
        assertThat(beforeNull).containsExactly("a");
        assertThat(withNull.poll()).isNull();
    }
}
