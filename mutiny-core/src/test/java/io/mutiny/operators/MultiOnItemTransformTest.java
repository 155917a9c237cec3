package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.test.FusingSubscriber;
import io.mutiny.test.Race;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestSubscriber;
import java.io.IOException;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class MultiOnItemTransformTest {

    @Test
    void transformsEachItem() {
        Multi.createFrom()
                .items(1, 2, 3)
                .onItem()
                .transform(i -> "#" + i)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertCompleted()
                .assertItems("#1", "#2", "#3");
    }

    @Test
    void aMapperThrowingBetweenARangeAndAFilterFailsTheStream() {
        List<Integer> mapped = new CopyOnWriteArrayList<>();
        Multi.createFrom()
                .range(0, 10)
                .onItem()
                .transform(i -> {
                    mapped.add(i);
                    if (i == 3) {
                        throw new IllegalStateException("boom");
                    }
                    return i * 10;
                })
                .select()
                .where(i -> i % 20 == 0)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItems(0, 20)
                .assertFailedWith(IllegalStateException.class, "boom");
        assertThat(mapped).containsExactly(0, 1, 2, 3);
    }

    @Test
    void aMapperReturningNullBetweenARangeAndAFilterFailsTheStream() {
        Multi.createFrom()
                .range(0, 10)
                .onItem()
                .transform(i -> i == 1 ? null : i)
                .select()
                .where(i -> true)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(3))
                .assertItems(0)
                .assertFailedWith(NullPointerException.class, "null");
    }

    @Test
    void passesTheDemandThrough() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber =
                upstream.onItem().transform(i -> i * 2).subscribe().withSubscriber(AssertSubscriber.create(0));
        subscriber.request(3);
        assertThat(upstream.requested()).isEqualTo(3);
        upstream.emit(1, 2);
        subscriber.assertItems(2, 4);
    }

    @Test
    void mapperThrowingFailsAndCancelsUpstream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = upstream.onItem()
                .<Integer>transform(i -> {
                    throw new IllegalStateException("boom");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5));
        upstream.emit(1);
        subscriber.assertFailedWith(IllegalStateException.class, "boom").assertHasNotReceivedAnyItem();
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void mapperReturningNullFailsWithNpe() {
        Multi.createFrom()
                .items(1)
                .onItem()
                .transform(i -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(NullPointerException.class, "mapper");
    }

    @Test
    void upstreamFailureAndCancellationPassThrough() {
        Multi.createFrom()
                .<Integer>failure(new IOException("boom"))
                .onItem()
                .transform(i -> i)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(IOException.class, "boom");
        TestMulti<Integer> upstream = new TestMulti<>();
        upstream.onItem()
                .transform(i -> i)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .cancel();
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void anInvalidRequestReachesTheSourceWhichFailsTheStream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        upstream.onItem()
                .transform(i -> i)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .request(-5)
                .assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        assertThat(upstream.requests()).containsExactly(-5L);
    }

    @Test
    void castTo() {
        Multi<Object> objects = Multi.createFrom().items("a", "b");
        objects.onItem()
                .castTo(String.class)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems("a", "b")
                .assertCompleted();
        Multi.createFrom()
                .<Object>items(1)
                .onItem()
                .castTo(String.class)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(ClassCastException.class);
    }

    @Test
    void ignoreDropsItemsAndRequestsEverything() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Void> subscriber =
                upstream.onItem().ignore().subscribe().withSubscriber(AssertSubscriber.create(0));
        assertThat(upstream.requested()).isEqualTo(Long.MAX_VALUE);
        upstream.emit(1, 2, 3);
        upstream.complete();
        subscriber.assertCompleted().assertHasNotReceivedAnyItem();
    }

    @Test
    void ignoreAsUniEmitsNullOnCompletionOrTheFailure() {
        Multi.createFrom()
                .items(1, 2, 3)
                .onItem()
                .ignoreAsUni()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertCompleted()
                .assertItemIsNull();
        Multi.createFrom()
                .<Integer>failure(new IOException("boom"))
                .onItem()
                .ignoreAsUni()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void transformToUniWithRealUnis() {
        Multi.createFrom()
                .items(1, 2, 3)
                .onItem()
                .transformToUniAndConcatenate(i -> Uni.createFrom().item(i * 2))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(2, 4, 6)
                .assertCompleted();
    }

    @Test
    void failWithFailsOnTheFirstItem() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = upstream.onItem()
                .failWith(i -> new IOException("item " + i))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5));
        upstream.emit(7);
        subscriber.assertFailedWith(IOException.class, "item 7").assertHasNotReceivedAnyItem();
        assertThat(upstream.isCancelled()).isTrue();

        Multi.createFrom()
                .items(1)
                .onItem()
                .failWith(() -> new IOException("supplied"))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(IOException.class, "supplied");
        Multi.createFrom()
                .items(1)
                .onItem()
                .failWith(() -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(NullPointerException.class);
        Multi.createFrom()
                .<Integer>empty()
                .onItem()
                .failWith(() -> new IOException("never"))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertCompleted();
    }

    @Test
    void transformToIterableEmitsTheElementsInOrderOnDemand() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(1, 2)
                .onItem()
                .transformToIterable(i -> List.of(i, i * 10, i * 100))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));
        subscriber.assertItems(1, 10).assertNotTerminated();
        subscriber.request(10).assertItems(1, 10, 100, 2, 20, 200).assertCompleted();
    }

    @Test
    void disjointFlattensPublishersIterablesAndArrays() {
        Multi.createFrom()
                .<Object>items(Multi.createFrom().items("a", "b"), Arrays.asList("c"), new String[] {"d", "e"})
                .onItem()
                .<String>disjoint()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertCompleted()
                .assertItems("a", "b", "c", "d", "e");
        Multi.createFrom()
                .<Object>items(42)
                .onItem()
                .disjoint()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertFailedWith(IllegalArgumentException.class, "disjoint");
    }

    @Test
    void rejectsNullArguments() {
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> multi.onItem().transform(null)).hasMessageContaining("mapper");
        assertThatThrownBy(() -> multi.onItem().castTo(null)).hasMessageContaining("target");
        assertThatThrownBy(() -> multi.onItem().transformToIterable(null)).hasMessageContaining("mapper");
        assertThatThrownBy(() -> multi.onItem().failWith((java.util.function.Supplier<Throwable>) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("supplier");
    }

    /** A range, which applies the mapper itself, and another fuseable source, below which a map stage runs. */
    private static List<Multi<Integer>> fuseableSources() {
        return List.of(Multi.createFrom().range(0, 3), Multi.createFrom().items(0, 1, 2));
    }

    @Test
    void fusesSynchronouslyWithAFuseableUpstream() {
        for (Multi<Integer> source : fuseableSources()) {
            FusingSubscriber<Integer> fused =
                    FusingSubscriber.subscribe(source.onItem().transform(i -> i * 10), FusedSubscription.SYNC);
            assertThat(fused.mode()).isEqualTo(FusedSubscription.SYNC);
            assertThat(fused.items()).containsExactly(0, 10, 20);
            assertThat(fused.isCompleted()).isTrue();
        }
    }

    @Test
    void aFusedTransformTellsTheSizeItsUpstreamTells() {
        FusedSubscription<String> overAnArray = FusingSubscriber.fuseSynchronously(
                Multi.createFrom().items(1, 2, 3).onItem().transform(i -> "#" + i));
        assertThat(overAnArray.sizeHint()).isEqualTo(3);
        FusedSubscription<String> overAFilter = FusingSubscriber.fuseSynchronously(Multi.createFrom()
                .items(1, 2, 3)
                .select()
                .where(i -> i > 1)
                .onItem()
                .transform(i -> "#" + i));
        assertThat(overAFilter.sizeHint()).isEqualTo(-1);
    }

    @Test
    void refusesFusionAcrossAThreadBoundaryOrWithAPlainUpstream() {
        for (Multi<Integer> source : fuseableSources()) {
            FusingSubscriber<Integer> boundary = FusingSubscriber.subscribe(
                    source.onItem().transform(i -> i * 10), FusedSubscription.SYNC | FusedSubscription.BOUNDARY);
            assertThat(boundary.mode()).isEqualTo(FusedSubscription.NONE);
            assertThat(boundary.items()).containsExactly(0, 10, 20);
            assertThat(boundary.isCompleted()).isTrue();
        }

        TestMulti<Integer> plain = new TestMulti<>();
        FusingSubscriber<Integer> notFuseable =
                FusingSubscriber.subscribe(plain.onItem().transform(i -> i * 10), FusedSubscription.SYNC);
        assertThat(notFuseable.mode()).isEqualTo(FusedSubscription.NONE);
        plain.emit(1);
        assertThat(notFuseable.items()).containsExactly(10);
    }

    @Test
    void fusedMapperFailuresAreThrownByPoll() {
        for (Multi<Integer> source : fuseableSources()) {
            FusingSubscriber<Integer> throwing = FusingSubscriber.subscribe(
                    source.onItem().transform(i -> {
                        if (i == 1) {
                            throw new IllegalStateException("boom");
                        }
                        return i;
                    }),
                    FusedSubscription.SYNC);
            assertThat(throwing.items()).containsExactly(0);
            assertThat(throwing.failure())
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessage("boom");

            FusingSubscriber<Integer> returningNull =
                    FusingSubscriber.subscribe(source.onItem().transform(i -> null), FusedSubscription.SYNC);
            assertThat(returningNull.items()).isEmpty();
            assertThat(returningNull.failure()).isInstanceOf(NullPointerException.class);
        }
    }

    /** Records each value it maps, multiplies it by ten, and throws on {@code failingOn}. */
    private static Function<Integer, Integer> recordingTimesTen(List<Integer> mapped, int failingOn) {
        return i -> {
            mapped.add(i);
            if (i == failingOn) {
                throw new IllegalStateException("boom");
            }
            return i * 10;
        };
    }

    @Test
    void overARangeTheMappedItemsFollowTheDemand() {
        List<Integer> mapped = new CopyOnWriteArrayList<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .range(0, 5)
                .onItem()
                .transform(recordingTimesTen(mapped, -1))
                .subscribe()
                .withSubscriber(AssertSubscriber.create());
        assertThat(mapped).isEmpty();
        subscriber.request(2).assertItems(0, 10).assertNotTerminated();
        assertThat(mapped).containsExactly(0, 1);
        subscriber.request(Long.MAX_VALUE).assertItems(0, 10, 20, 30, 40).assertCompleted();
        assertThat(mapped).containsExactly(0, 1, 2, 3, 4);
    }

    @Test
    void overARangeAFailingMapperStopsTheEmissionUnderBoundedDemand() {
        List<Integer> mapped = new CopyOnWriteArrayList<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .range(0, 10)
                .onItem()
                .transform(recordingTimesTen(mapped, 2))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5));
        subscriber.assertItems(0, 10).assertFailedWith(IllegalStateException.class, "boom");
        subscriber.request(5).cancel();
        assertThat(mapped).containsExactly(0, 1, 2);
        subscriber.assertItems(0, 10);

        Multi.createFrom()
                .range(0, 10)
                .onItem()
                .transform(i -> i == 1 ? null : i)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItems(0)
                .assertFailedWith(NullPointerException.class, "mapper");
    }

    @Test
    void overARangeACancellationFromOnItemStopsTheMapper() {
        List<Integer> mapped = new CopyOnWriteArrayList<>();
        Multi.createFrom()
                .range(0, 10)
                .onItem()
                .transform(recordingTimesTen(mapped, -1))
                .select()
                .first(3) // cancels the range from its onItem
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItems(0, 10, 20)
                .assertCompleted();
        assertThat(mapped).containsExactly(0, 1, 2);
    }

    @Test
    void overAKnownItemTheMapperRunsOnTheRequest() {
        List<Integer> mapped = new CopyOnWriteArrayList<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .item(4)
                .onItem()
                .transform(recordingTimesTen(mapped, -1))
                .subscribe()
                .withSubscriber(AssertSubscriber.create());
        assertThat(mapped).isEmpty();
        subscriber.request(1).assertItems(40).assertCompleted();
        subscriber.request(1);
        assertThat(mapped).containsExactly(4);

        Multi.createFrom()
                .item(4)
                .onItem()
                .transform(recordingTimesTen(mapped, 4))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertHasNotReceivedAnyItem()
                .assertFailedWith(IllegalStateException.class, "boom");
        Multi.createFrom()
                .<Integer>item((Integer) null)
                .onItem()
                .transform(i -> {
                    throw new AssertionError("no item, no mapper call");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertCompleted();
    }

    @Test
    void overAKnownItemTheMapperIsFusedOnlyWithoutAThreadBoundary() {
        Multi<Integer> mapped = Multi.createFrom().item(4).onItem().transform(i -> i * 10);
        FusingSubscriber<Integer> fused = FusingSubscriber.subscribe(mapped, FusedSubscription.SYNC);
        assertThat(fused.mode()).isEqualTo(FusedSubscription.SYNC);
        assertThat(fused.items()).containsExactly(40);
        assertThat(fused.isCompleted()).isTrue();

        FusingSubscriber<Integer> boundary =
                FusingSubscriber.subscribe(mapped, FusedSubscription.SYNC | FusedSubscription.BOUNDARY);
        assertThat(boundary.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(boundary.items()).containsExactly(40);
        assertThat(boundary.isCompleted()).isTrue();

        FusingSubscriber<Integer> throwing = FusingSubscriber.subscribe(
                Multi.createFrom().item(4).onItem().transform(i -> null), FusedSubscription.SYNC);
        assertThat(throwing.items()).isEmpty();
        assertThat(throwing.failure()).isInstanceOf(NullPointerException.class);
    }

    @Test
    void overARangeAFatalErrorThrownByTheMapperIsRethrown() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        Multi<Integer> multi = Multi.createFrom().range(0, 3).onItem().transform(n -> {
            throw new OutOfMemoryError("fatal");
        });
        assertThatThrownBy(() -> multi.subscribe().withSubscriber(subscriber))
                .isInstanceOf(OutOfMemoryError.class)
                .hasMessage("fatal");
        assertThat(subscriber.getFailure()).isNull();
    }

    @Test
    void mapperStaysOnTheUpstreamThreadBeforeEmitOn() {
        ExecutorService executor = Executors.newSingleThreadExecutor(r -> new Thread(r, "emit-on"));
        try {
            List<String> mapperThreads = new CopyOnWriteArrayList<>();
            List<String> itemThreads = new CopyOnWriteArrayList<>();
            AssertSubscriber<Integer> subscriber = Multi.createFrom()
                    .range(0, 10)
                    .onItem()
                    .transform(i -> {
                        mapperThreads.add(Thread.currentThread().getName());
                        return i;
                    })
                    .emitOn(executor)
                    .onItem()
                    .invoke(i -> itemThreads.add(Thread.currentThread().getName()))
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
            subscriber.awaitCompletion(Duration.ofSeconds(5));
            assertThat(subscriber.getItems()).hasSize(10);
            // the prefetch covers the range: pushed by the subscription request, on the subscribing thread
            assertThat(mapperThreads)
                    .hasSize(10)
                    .containsOnly(Thread.currentThread().getName());
            assertThat(itemThreads).hasSize(10).containsOnly("emit-on");
        } finally {
            executor.shutdownNow();
        }
    }

    @Test
    void anInvalidRequestWhileItemsFlowFailsTheStreamWithoutOverlappingAnItem() {
        try (Race race = new Race()) {
            for (int i = 0; i < 2_000; i++) {
                TestSubscriber<Integer> subscriber = TestSubscriber.create(0);
                Multi.createFrom()
                        .range(0, 1_000)
                        .onItem()
                        .transform(n -> n + 1)
                        .subscribe(subscriber);

                race.run(() -> subscriber.request(Long.MAX_VALUE), () -> subscriber.request(-1));

                subscriber.awaitTermination().assertNoViolation();
                if (!subscriber.isCompleted()) {
                    assertThat(subscriber.failure())
                            .isInstanceOf(IllegalArgumentException.class)
                            .hasMessageContaining("rule 3.9");
                }
            }
        }
    }

    @Test
    void aFatalErrorThrownByTheMapperIsRethrownNotSignalled() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        Multi<Integer> multi = Multi.createFrom().items(1).onItem().transform(n -> {
            throw new OutOfMemoryError("fatal");
        });

        assertThatThrownBy(() -> multi.subscribe().withSubscriber(subscriber))
                .isInstanceOf(OutOfMemoryError.class)
                .hasMessage("fatal");
        assertThat(subscriber.getFailure()).isNull();
    }
}
