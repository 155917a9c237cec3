package io.mutiny.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Context;
import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.uni.UniTerminalOp;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import io.mutiny.test.TestUni;
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
        TestUni<String> upstream = new TestUni<>();
        Uni<String> memoized = upstream.memoize().indefinitely();
        UniAssertSubscriber<String> early = memoized.subscribe().withSubscriber(UniAssertSubscriber.create());
        UniAssertSubscriber<String> waiting = memoized.subscribe().withSubscriber(UniAssertSubscriber.create());
        assertThat(upstream.subscriptions()).isEqualTo(1);
        upstream.complete("value");
        assertThat(early.assertCompleted().getItem()).isEqualTo("value");
        assertThat(waiting.assertCompleted().getItem()).isEqualTo("value");
        assertThat(memoized.subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertCompleted()
                        .getItem())
                .isEqualTo("value");
        assertThat(upstream.subscriptions()).isEqualTo(1);
    }

    @Test
    void failuresAreCachedToo() {
        AtomicInteger subscriptions = new AtomicInteger();
        Uni<String> memoized = new CountingUni<String>(subscriptions, UniTerminalOp.failure(new IOException("boom")))
                .memoize()
                .indefinitely();
        assertThat(memoized.subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertFailed()
                        .getFailure())
                .isInstanceOf(IOException.class);
        assertThat(memoized.subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertFailed()
                        .getFailure())
                .isInstanceOf(IOException.class);
        assertThat(subscriptions).hasValue(1);
    }

    @Test
    void cancellingOneSubscriberNeitherCancelsTheUpstreamNorTheOthers() {
        TestUni<String> upstream = new TestUni<>();
        Uni<String> memoized = upstream.memoize().indefinitely();
        UniAssertSubscriber<String> cancelled = memoized.subscribe().withSubscriber(UniAssertSubscriber.create());
        UniAssertSubscriber<String> kept = memoized.subscribe().withSubscriber(UniAssertSubscriber.create());
        cancelled.cancel();
        assertThat(upstream.cancellations()).isEqualTo(0);
        upstream.complete("value");
        cancelled.assertNotTerminated();
        assertThat(kept.assertCompleted().getItem()).isEqualTo("value");
    }

    @Test
    void cancelledWaitingSubscribersAreNotRetained() throws Exception {
        TestUni<String> upstream = new TestUni<>();
        Uni<String> memoized = upstream.memoize().indefinitely();
        UniAssertSubscriber<String> kept = memoized.subscribe().withSubscriber(UniAssertSubscriber.create());
        for (int i = 0; i < 1_000; i++) {
            memoized.subscribe().withSubscriber(UniAssertSubscriber.create()).cancel();
        }
        assertThat(waitingSubscribers(memoized)).isEqualTo(1);
        upstream.complete("value");
        assertThat(kept.assertCompleted().getItem()).isEqualTo("value");
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
        assertThat(memoized.subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertCompleted()
                        .getItem())
                .isEqualTo(1);
        assertThat(memoized.subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertCompleted()
                        .getItem())
                .isEqualTo(1);
        invalidate.set(true);
        assertThat(memoized.subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertCompleted()
                        .getItem())
                .isEqualTo(2);
        invalidate.set(false);
        assertThat(memoized.subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertCompleted()
                        .getItem())
                .isEqualTo(2);
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
        assertThat(memoized.subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertCompleted()
                        .getItem())
                .isEqualTo(1);
        explode.set(true);
        assertThat(memoized.subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertFailed()
                        .getFailure())
                .hasMessage("guard");
    }

    @Test
    void atLeastKeepsTheOutcomeForTheDurationOnVirtualTime() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        Infrastructure.setDefaultExecutor(scheduler);
        try {
            AtomicInteger subscriptions = new AtomicInteger();
            Uni<Integer> memoized =
                    new CountingUni<Integer>(subscriptions, null).memoize().atLeast(Duration.ofSeconds(10));
            assertThat(memoized.subscribe()
                            .withSubscriber(UniAssertSubscriber.create())
                            .assertCompleted()
                            .getItem())
                    .isEqualTo(1);
            scheduler.advanceTimeBy(Duration.ofSeconds(9));
            assertThat(memoized.subscribe()
                            .withSubscriber(UniAssertSubscriber.create())
                            .assertCompleted()
                            .getItem())
                    .isEqualTo(1);
            scheduler.advanceTimeBy(Duration.ofSeconds(1));
            assertThat(memoized.subscribe()
                            .withSubscriber(UniAssertSubscriber.create())
                            .assertCompleted()
                            .getItem())
                    .isEqualTo(2);
        } finally {
            Infrastructure.setDefaultExecutor();
        }
    }

    @Test
    void resubscribingFromTheCallbackDoesNotDeadlock() {
        TestUni<String> upstream = new TestUni<>();
        Uni<String> memoized = upstream.memoize().indefinitely();
        AtomicReference<String> nested = new AtomicReference<>();
        AbstractUni.subscribe(memoized, new UniSubscriber<String>() {
            @Override
            public void onSubscribe(UniSubscription subscription) {}

            @Override
            public void onItem(String item) {
                nested.set(memoized.subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertCompleted()
                        .getItem());
            }

            @Override
            public void onFailure(Throwable failure) {}
        });
        upstream.complete("value");
        assertThat(nested).hasValue("value");
    }

    @Test
    void invalidArguments() {
        TestUni<String> upstream = new TestUni<>();
        assertThatThrownBy(() -> upstream.memoize().until(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("invalidationGuard");
        assertThatThrownBy(() -> upstream.memoize().atLeast(Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("duration");
    }

    @RepeatedTest(200)
    void concurrentSubscribersCancellationsAndOutcome() throws Exception {
        TestUni<Integer> upstream = new TestUni<>();
        Uni<Integer> memoized = upstream.memoize().indefinitely();
        UniAssertSubscriber<Integer> first = memoized.subscribe().withSubscriber(UniAssertSubscriber.create());
        int threads = 4;
        CountDownLatch start = new CountDownLatch(1);
        CountDownLatch finished = new CountDownLatch(threads);
        List<UniAssertSubscriber<Integer>> kept = new ArrayList<>();
        List<UniAssertSubscriber<Integer>> cancelled = new ArrayList<>();
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            UniAssertSubscriber<Integer> keep = new UniAssertSubscriber<>();
            UniAssertSubscriber<Integer> cancel = new UniAssertSubscriber<>();
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
        upstream.complete(42);
        assertThat(finished.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(first.assertCompleted().getItem()).isEqualTo(42);
        for (UniAssertSubscriber<Integer> keep : kept) {
            assertThat(keep.awaitItem().getItem()).isEqualTo(42);
            keep.assertSignalsReceivedInOrder().assertTerminated();
        }
        for (UniAssertSubscriber<Integer> cancel : cancelled) {
            cancel.assertSignalsReceivedInOrder();
        }
        assertThat(upstream.subscriptions()).isEqualTo(1);
        assertThat(upstream.cancellations()).isEqualTo(0);
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

    private static Uni<String> userFromContext(AtomicInteger subscriptions) {
        return Uni.createFrom().context(context -> {
            subscriptions.incrementAndGet();
            return Uni.createFrom().item(context.<String>getOrElse("user", () -> "none"));
        });
    }

    @Test
    void theUpstreamSeesTheContextOfTheSubscriberThatTriggersTheSubscription() {
        AtomicInteger subscriptions = new AtomicInteger();
        AtomicBoolean invalidated = new AtomicBoolean();
        Uni<String> memoized = userFromContext(subscriptions).memoize().until(() -> invalidated.getAndSet(false));

        memoized.subscribe()
                .withSubscriber(UniAssertSubscriber.create(Context.of("user", "alice")))
                .assertItem("alice");
        memoized.subscribe()
                .withSubscriber(UniAssertSubscriber.create(Context.of("user", "bob")))
                .assertItem("alice");
        invalidated.set(true);
        memoized.subscribe()
                .withSubscriber(UniAssertSubscriber.create(Context.of("user", "carol")))
                .assertItem("carol");
        assertThat(subscriptions).hasValue(2);
    }

    @Test
    void eachSubscriberSeesItsOwnContextDownstreamOfTheMemoizedUni() {
        Uni<String> memoized = userFromContext(new AtomicInteger())
                .memoize()
                .indefinitely()
                .withContext((uni, context) -> uni.map(item -> item + "/" + context.getOrElse("user", () -> "?")));

        memoized.subscribe()
                .withSubscriber(UniAssertSubscriber.create(Context.of("user", "alice")))
                .assertItem("alice/alice");
        memoized.subscribe()
                .withSubscriber(UniAssertSubscriber.create(Context.of("user", "bob")))
                .assertItem("alice/bob");
    }
}
