package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.test.FusingSubscriber;
import io.mutiny.test.TestMulti;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class MultiOnItemInvokeTest {

    @Test
    void invokesTheCallbackBeforeForwardingEachItem() {
        List<Integer> seen = new ArrayList<>();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        Multi.createFrom()
                .items(1, 2)
                .onItem()
                .invoke(i -> {
                    // the item is not forwarded yet
                    assertThat(subscriber.getItems()).doesNotContain(i);
                    seen.add(i);
                })
                .subscribe()
                .withSubscriber(subscriber);
        subscriber.assertCompleted().assertItems(1, 2);
        assertThat(seen).containsExactly(1, 2);
    }

    @Test
    void runnableVariant() {
        AtomicInteger calls = new AtomicInteger();
        Multi.createFrom()
                .items(1, 2, 3)
                .onItem()
                .invoke(calls::incrementAndGet)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1, 2, 3);
        assertThat(calls).hasValue(3);
    }

    @Test
    void callbackThrowingFailsWithoutForwardingAndCancelsUpstream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = upstream.onItem()
                .invoke(i -> {
                    if (i == 2) {
                        throw new IllegalStateException("boom");
                    }
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10));
        upstream.emit(1, 2);
        subscriber.assertItems(1).assertFailedWith(IllegalStateException.class, "boom");
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void demandAndCancellationPassThrough() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber =
                upstream.onItem().invoke(i -> {}).subscribe().withSubscriber(AssertSubscriber.create(0));
        subscriber.request(2);
        assertThat(upstream.requested()).isEqualTo(2);
        subscriber.cancel();
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void rejectsNullCallbacks() {
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> multi.onItem().invoke((Runnable) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("callback");
        assertThatThrownBy(() -> multi.onItem().invoke((java.util.function.Consumer<Integer>) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("callback");
    }

    @Test
    void fusesSynchronouslyButNotAcrossAThreadBoundary() {
        List<Integer> seen = new CopyOnWriteArrayList<>();
        Multi<Integer> multi = Multi.createFrom().range(0, 3).onItem().invoke(seen::add);
        FusingSubscriber<Integer> fused = FusingSubscriber.subscribe(multi, FusedSubscription.SYNC);
        assertThat(fused.mode()).isEqualTo(FusedSubscription.SYNC);
        assertThat(fused.items()).containsExactly(0, 1, 2);
        assertThat(seen).containsExactly(0, 1, 2);

        FusingSubscriber<Integer> boundary =
                FusingSubscriber.subscribe(multi, FusedSubscription.SYNC | FusedSubscription.BOUNDARY);
        assertThat(boundary.mode()).isEqualTo(FusedSubscription.NONE);
        assertThat(boundary.items()).containsExactly(0, 1, 2);
        assertThat(boundary.isCompleted()).isTrue();
    }

    @Test
    void aFusedInvokeTellsTheSizeItsUpstreamTells() {
        FusedSubscription<Integer> fused = FusingSubscriber.fuseSynchronously(
                Multi.createFrom().range(0, 3).onItem().invoke(i -> {}));
        assertThat(fused.sizeHint()).isEqualTo(3);
        assertThat(fused.poll()).isZero();
        assertThat(fused.sizeHint()).isEqualTo(2);
    }

    @Test
    void fusedCallbackFailureIsThrownByPoll() {
        FusingSubscriber<Integer> fused = FusingSubscriber.subscribe(
                Multi.createFrom().range(0, 3).onItem().invoke(i -> {
                    if (i == 2) {
                        throw new IllegalStateException("boom");
                    }
                }),
                FusedSubscription.SYNC);
        assertThat(fused.items()).containsExactly(0, 1);
        assertThat(fused.failure()).isInstanceOf(IllegalStateException.class).hasMessage("boom");
    }

    @Test
    void callbackStaysOnTheUpstreamThreadBeforeEmitOn() {
        ExecutorService executor = Executors.newSingleThreadExecutor(r -> new Thread(r, "emit-on"));
        try {
            List<String> callbackThreads = new CopyOnWriteArrayList<>();
            AssertSubscriber<Integer> subscriber = Multi.createFrom()
                    .items(1, 2, 3)
                    .onItem()
                    .invoke(i -> callbackThreads.add(Thread.currentThread().getName()))
                    .emitOn(executor)
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE));
            subscriber.awaitCompletion(Duration.ofSeconds(5)).assertItems(1, 2, 3);
            assertThat(callbackThreads)
                    .containsExactly(
                            Thread.currentThread().getName(),
                            Thread.currentThread().getName(),
                            Thread.currentThread().getName());
        } finally {
            executor.shutdownNow();
        }
    }
}
