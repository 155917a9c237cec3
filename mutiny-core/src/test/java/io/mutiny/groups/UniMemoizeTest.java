package io.mutiny.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.uni.UniTerminalOp;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class UniMemoizeTest {

    @Test
    void subscribesOnceAndReplaysTheItem() {
        UniProbe<String> upstream = new UniProbe<>();
        Uni<String> memoized = upstream.memoize().indefinitely();
        UniRecorder<String> early = UniRecorder.subscribe(memoized);
        UniRecorder<String> waiting = UniRecorder.subscribe(memoized);
        assertThat(upstream.subscriptions).hasValue(1);
        upstream.emit("value");
        assertThat(early.item()).isEqualTo("value");
        assertThat(waiting.item()).isEqualTo("value");
        assertThat(UniRecorder.subscribe(memoized).item()).isEqualTo("value");
        assertThat(upstream.subscriptions).hasValue(1);
    }

    @Test
    void failuresAreCachedToo() {
        AtomicInteger subscriptions = new AtomicInteger();
        Uni<String> memoized = new CountingUni<String>(subscriptions, UniTerminalOp.failure(new IOException("boom")))
                .memoize()
                .indefinitely();
        assertThat(UniRecorder.subscribe(memoized).failure()).isInstanceOf(IOException.class);
        assertThat(UniRecorder.subscribe(memoized).failure()).isInstanceOf(IOException.class);
        assertThat(subscriptions).hasValue(1);
    }

    @Test
    void cancellingOneSubscriberNeitherCancelsTheUpstreamNorTheOthers() {
        UniProbe<String> upstream = new UniProbe<>();
        Uni<String> memoized = upstream.memoize().indefinitely();
        UniRecorder<String> cancelled = UniRecorder.subscribe(memoized);
        UniRecorder<String> kept = UniRecorder.subscribe(memoized);
        cancelled.cancel();
        assertThat(upstream.cancellations).hasValue(0);
        upstream.emit("value");
        assertThat(cancelled.hasOutcome()).isFalse();
        assertThat(kept.item()).isEqualTo("value");
    }

    @Test
    void cancelledWaitingSubscribersAreNotRetained() throws Exception {
        UniProbe<String> upstream = new UniProbe<>();
        Uni<String> memoized = upstream.memoize().indefinitely();
        UniRecorder<String> kept = UniRecorder.subscribe(memoized);
        for (int i = 0; i < 1_000; i++) {
            UniRecorder.subscribe(memoized).cancel();
        }
        assertThat(waitingSubscribers(memoized)).isEqualTo(1);
        upstream.emit("value");
        assertThat(kept.item()).isEqualTo("value");
    }

    /** White-box: the number of subscribers held by the pending state of the memoizing operator. */
    private static int waitingSubscribers(Uni<?> memoized) throws Exception {
        java.lang.reflect.Field stateField = memoized.getClass().getDeclaredField("state");
        stateField.setAccessible(true);
        Object state = stateField.get(memoized);
        java.lang.reflect.Field subscribersField = state.getClass().getDeclaredField("subscribers");
        subscribersField.setAccessible(true);
        return ((Object[]) subscribersField.get(state)).length;
    }

    @Test
    void untilInvalidatesTheCache() {
        AtomicInteger subscriptions = new AtomicInteger();
        AtomicBoolean invalidate = new AtomicBoolean();
        Uni<Integer> memoized =
                new CountingUni<Integer>(subscriptions, null).memoize().until(invalidate::get);
        assertThat(UniRecorder.subscribe(memoized).item()).isEqualTo(1);
        assertThat(UniRecorder.subscribe(memoized).item()).isEqualTo(1);
        invalidate.set(true);
        assertThat(UniRecorder.subscribe(memoized).item()).isEqualTo(2);
        invalidate.set(false);
        assertThat(UniRecorder.subscribe(memoized).item()).isEqualTo(2);
    }

    @Test
    void invalidationGuardThrowingFailsThatSubscriber() {
        AtomicInteger subscriptions = new AtomicInteger();
        AtomicBoolean explode = new AtomicBoolean();
        Uni<Integer> memoized = new CountingUni<Integer>(subscriptions, null)
                .memoize()
                .until(() -> {
                    if (explode.get()) {
                        throw new IllegalStateException("guard");
                    }
                    return false;
                });
        assertThat(UniRecorder.subscribe(memoized).item()).isEqualTo(1);
        explode.set(true);
        assertThat(UniRecorder.subscribe(memoized).failure()).hasMessage("guard");
    }

    @Test
    void atLeastKeepsTheOutcomeForTheDurationOnVirtualTime() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        Infrastructure.setDefaultExecutor(scheduler);
        try {
            AtomicInteger subscriptions = new AtomicInteger();
            Uni<Integer> memoized =
                    new CountingUni<Integer>(subscriptions, null).memoize().atLeast(Duration.ofSeconds(10));
            assertThat(UniRecorder.subscribe(memoized).item()).isEqualTo(1);
            scheduler.advanceTimeBy(Duration.ofSeconds(9));
            assertThat(UniRecorder.subscribe(memoized).item()).isEqualTo(1);
            scheduler.advanceTimeBy(Duration.ofSeconds(1));
            assertThat(UniRecorder.subscribe(memoized).item()).isEqualTo(2);
        } finally {
            Infrastructure.setDefaultExecutor();
        }
    }

    @Test
    void resubscribingFromTheCallbackDoesNotDeadlock() {
        UniProbe<String> upstream = new UniProbe<>();
        Uni<String> memoized = upstream.memoize().indefinitely();
        AtomicReference<String> nested = new AtomicReference<>();
        AbstractUni.subscribe(memoized, new UniSubscriber<String>() {
            @Override
            public void onSubscribe(UniSubscription subscription) {}

            @Override
            public void onItem(String item) {
                nested.set(UniRecorder.subscribe(memoized).item());
            }

            @Override
            public void onFailure(Throwable failure) {}
        });
        upstream.emit("value");
        assertThat(nested).hasValue("value");
    }

    @Test
    void invalidArguments() {
        UniProbe<String> upstream = new UniProbe<>();
        assertThatThrownBy(() -> upstream.memoize().until(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("invalidationGuard");
        assertThatThrownBy(() -> upstream.memoize().atLeast(Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("duration");
    }

    @RepeatedTest(200)
    void concurrentSubscribersCancellationsAndOutcome() throws Exception {
        UniProbe<Integer> upstream = new UniProbe<>();
        Uni<Integer> memoized = upstream.memoize().indefinitely();
        UniRecorder<Integer> first = UniRecorder.subscribe(memoized);
        int threads = 4;
        CountDownLatch start = new CountDownLatch(1);
        CountDownLatch finished = new CountDownLatch(threads);
        List<UniRecorder<Integer>> kept = new ArrayList<>();
        List<UniRecorder<Integer>> cancelled = new ArrayList<>();
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            UniRecorder<Integer> keep = new UniRecorder<>();
            UniRecorder<Integer> cancel = new UniRecorder<>();
            kept.add(keep);
            cancelled.add(cancel);
            workers.add(new Thread(() -> {
                await(start);
                AbstractUni.subscribe(memoized, keep);
                AbstractUni.subscribe(memoized, cancel);
                cancel.cancel();
                finished.countDown();
            }));
        }
        workers.forEach(Thread::start);
        start.countDown();
        upstream.emit(42);
        assertThat(finished.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(first.item()).isEqualTo(42);
        for (UniRecorder<Integer> keep : kept) {
            assertThat(keep.await().item()).isEqualTo(42);
            assertThat(keep.signals).hasValue(1);
        }
        for (UniRecorder<Integer> cancel : cancelled) {
            assertThat(cancel.signals.get()).isLessThanOrEqualTo(1);
        }
        assertThat(upstream.subscriptions).hasValue(1);
        assertThat(upstream.cancellations).hasValue(0);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Emits the number of its subscriptions (or the given outcome) and counts them. */
    static final class CountingUni<T> extends AbstractUni<T> {
        private final AtomicInteger subscriptions;
        private final Uni<T> outcome;

        CountingUni(AtomicInteger subscriptions, Uni<T> outcome) {
            this.subscriptions = subscriptions;
            this.outcome = outcome;
        }

        @SuppressWarnings("unchecked")
        @Override
        public void subscribe(UniSubscriber<? super T> subscriber) {
            int count = subscriptions.incrementAndGet();
            AbstractUni.subscribe(outcome != null ? outcome : (Uni<T>) UniTerminalOp.item(count), subscriber);
        }
    }
}
