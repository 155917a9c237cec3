package io.mutiny.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.mutiny.Uni;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;
import org.openjdk.jcstress.infra.results.II_Result;

/** {@code Uni.memoize().indefinitely()} with subscribers arriving concurrently. */
public final class MemoizeStress {

    private MemoizeStress() {}

    /** Two concurrent first subscribers: the upstream is subscribed once and both get its item. */
    @JCStressTest
    @Outcome(id = "1, 1, 1", expect = ACCEPTABLE, desc = "one upstream subscription, its item to both")
    @Outcome(expect = FORBIDDEN, desc = "the upstream subscribed twice, or a subscriber without the item")
    @State
    public static class ConcurrentFirstSubscribers {
        private final AtomicInteger upstreamSubscriptions = new AtomicInteger();
        private final Uni<Integer> memoized = Uni.createFrom()
                .item(upstreamSubscriptions::incrementAndGet)
                .memoize()
                .indefinitely();
        private final RecordingUniSubscriber first = new RecordingUniSubscriber();
        private final RecordingUniSubscriber second = new RecordingUniSubscriber();

        @Actor
        public void subscribeFirst() {
            memoized.subscribe().withSubscriber(first);
        }

        @Actor
        public void subscribeSecond() {
            memoized.subscribe().withSubscriber(second);
        }

        @Arbiter
        public void arbiter(III_Result result) {
            result.r1 = first.item + 10 * (first.items - 1 + first.failures);
            result.r2 = second.item + 10 * (second.items - 1 + second.failures);
            result.r3 = upstreamSubscriptions.get();
        }
    }

    /**
     * A subscriber that cancels at once while the upstream's item arrives: the subscriber that was already there (and
     * stays) always gets the item.
     */
    @JCStressTest
    @Outcome(id = "0, 5", expect = ACCEPTABLE, desc = "the cancelling subscriber left before the item")
    @Outcome(id = "5, 5", expect = ACCEPTABLE, desc = "the item reached the cancelling subscriber first")
    @Outcome(expect = FORBIDDEN, desc = "the staying subscriber without the item, or a failure")
    @State
    public static class ItemVsLateSubscriberCancelling {
        private final CompletableFuture<Integer> future = new CompletableFuture<>();
        private final Uni<Integer> memoized =
                Uni.createFrom().completionStage(future).memoize().indefinitely();
        private final RecordingUniSubscriber leaving = new RecordingUniSubscriber();
        private final RecordingUniSubscriber staying = new RecordingUniSubscriber();

        @Actor
        public void subscribeAndCancel() {
            memoized.subscribe().withSubscriber(leaving);
            leaving.cancel();
        }

        public ItemVsLateSubscriberCancelling() {
            memoized.subscribe().withSubscriber(staying);
        }

        @Actor
        public void item() {
            future.complete(5);
        }

        @Arbiter
        public void arbiter(II_Result result) {
            result.r1 = leaving.item + 10 * leaving.failures;
            result.r2 = staying.item + 10 * staying.failures;
        }
    }
}
