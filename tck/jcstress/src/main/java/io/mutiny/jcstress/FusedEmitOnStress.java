package io.mutiny.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.mutiny.Multi;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.IIII_Result;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * {@code emitOn}'s fused drain loops. SYNC: over a range, emitOn polls the source instead of queueing pushed items.
 * ASYNC: emitOn after emitOn, the second polls the first one's queue, and each poll replenishing the first one
 * (prefetch 1) makes the upstream push the next item, re-entering with a signal. The executors run tasks on the
 * calling thread, so the drain loop (and the polling) runs on whichever actor wins it. Through runSubscriptionOn:
 * emitOn polls the range through runSubscriptionOn ({@code ASYNC}), which signals the range's end from inside a poll.
 *
 * <p>Outcome of the cancellation tests: r1 = the items as a bit mask, r2 = terminal signals (completions + 100 per
 * failure), r3 = rule violations ({@link RecordingSubscriber#violations()}: overlap, a signal after the terminal one,
 * reordering). The request tests record the item count first (r1, it tells a duplicated item), then the same.
 */
public final class FusedEmitOnStress {

    private FusedEmitOnStress() {}

    /** A subscriber to {@code multi} that has requested nothing yet. */
    private static RecordingSubscriber subscribed(Multi<Integer> multi) {
        RecordingSubscriber subscriber = new RecordingSubscriber(0);
        multi.subscribe(subscriber);
        return subscriber;
    }

    private static Multi<Integer> fusedEmitOn() {
        return Multi.createFrom().range(0, 2).emitOn(Runnable::run);
    }

    /** The transform keeps the range from fusing, so the first emitOn queues: its queue is what gets fused. */
    private static Multi<Integer> asyncFusedEmitOn() {
        return Multi.createFrom()
                .range(0, 2)
                .onItem()
                .transform(i -> i)
                .emitOn(Runnable::run, 1)
                .emitOn(Runnable::run);
    }

    private static Multi<Integer> runSubscriptionOnFusedEmitOn() {
        return Multi.createFrom().range(0, 2).runSubscriptionOn(Runnable::run).emitOn(Runnable::run);
    }

    /** Requesting both items against a cancellation. */
    @JCStressTest
    @Outcome(id = "0, 0, 0", expect = ACCEPTABLE, desc = "cancelled before the first item")
    @Outcome(id = "1, 0, 0", expect = ACCEPTABLE, desc = "cancelled after the first item")
    @Outcome(id = "3, 0, 0", expect = ACCEPTABLE, desc = "cancelled after both items, before completion")
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "everything delivered before the cancellation")
    @Outcome(expect = FORBIDDEN, desc = "a lost or reordered item, a signal after cancellation, or overlapping signals")
    @State
    public static class DrainVsCancel {
        private final RecordingSubscriber subscriber = subscribed(fusedEmitOn());

        @Actor
        public void request() {
            subscriber.request(2);
        }

        @Actor
        public void cancel() {
            subscriber.cancel();
        }

        @Arbiter
        public void arbiter(III_Result result) {
            subscriber.record(result, null);
        }
    }

    /** Two requests of one item from two threads: both items and the completion, once, in order. */
    @JCStressTest
    @Outcome(id = "2, 3, 1, 0", expect = ACCEPTABLE, desc = "both items and the completion")
    @Outcome(expect = FORBIDDEN, desc = "a lost, duplicated or excess item, a lost completion, or overlapping signals")
    @State
    public static class DrainVsRequest {
        private final RecordingSubscriber subscriber = subscribed(fusedEmitOn());

        @Actor
        public void request() {
            subscriber.request(1);
        }

        @Actor
        public void requestToo() {
            subscriber.request(1);
        }

        @Arbiter
        public void arbiter(IIII_Result result) {
            subscriber.record(result, null);
        }
    }

    /** ASYNC: requesting both items against a cancellation. */
    @JCStressTest
    @Outcome(id = "0, 0, 0", expect = ACCEPTABLE, desc = "cancelled before the first item")
    @Outcome(id = "1, 0, 0", expect = ACCEPTABLE, desc = "cancelled after the first item")
    @Outcome(id = "3, 0, 0", expect = ACCEPTABLE, desc = "cancelled after both items, before completion")
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "everything delivered before the cancellation")
    @Outcome(expect = FORBIDDEN, desc = "a lost or reordered item, a signal after cancellation, or overlapping signals")
    @State
    public static class AsyncDrainVsCancel {
        private final RecordingSubscriber subscriber = subscribed(asyncFusedEmitOn());

        @Actor
        public void request() {
            subscriber.request(2);
        }

        @Actor
        public void cancel() {
            subscriber.cancel();
        }

        @Arbiter
        public void arbiter(III_Result result) {
            subscriber.record(result, null);
        }
    }

    /** ASYNC: two requests of one item from two threads: both items and the completion, once, in order. */
    @JCStressTest
    @Outcome(id = "2, 3, 1, 0", expect = ACCEPTABLE, desc = "both items and the completion")
    @Outcome(expect = FORBIDDEN, desc = "a lost, duplicated or excess item, a lost completion, or overlapping signals")
    @State
    public static class AsyncDrainVsRequest {
        private final RecordingSubscriber subscriber = subscribed(asyncFusedEmitOn());

        @Actor
        public void request() {
            subscriber.request(1);
        }

        @Actor
        public void requestToo() {
            subscriber.request(1);
        }

        @Arbiter
        public void arbiter(IIII_Result result) {
            subscriber.record(result, null);
        }
    }

    /** Through runSubscriptionOn: requesting both items against a cancellation. */
    @JCStressTest
    @Outcome(id = "0, 0, 0", expect = ACCEPTABLE, desc = "cancelled before the first item")
    @Outcome(id = "1, 0, 0", expect = ACCEPTABLE, desc = "cancelled after the first item")
    @Outcome(id = "3, 0, 0", expect = ACCEPTABLE, desc = "cancelled after both items, before completion")
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "everything delivered before the cancellation")
    @Outcome(expect = FORBIDDEN, desc = "a lost or reordered item, a signal after cancellation, or overlapping signals")
    @State
    public static class RunSubscriptionOnDrainVsCancel {
        private final RecordingSubscriber subscriber = subscribed(runSubscriptionOnFusedEmitOn());

        @Actor
        public void request() {
            subscriber.request(2);
        }

        @Actor
        public void cancel() {
            subscriber.cancel();
        }

        @Arbiter
        public void arbiter(III_Result result) {
            subscriber.record(result, null);
        }
    }

    /** Through runSubscriptionOn: two requests of one item from two threads, the completion signalled in a poll. */
    @JCStressTest
    @Outcome(id = "2, 3, 1, 0", expect = ACCEPTABLE, desc = "both items and the completion")
    @Outcome(expect = FORBIDDEN, desc = "a lost, duplicated or excess item, a lost completion, or overlapping signals")
    @State
    public static class RunSubscriptionOnDrainVsRequest {
        private final RecordingSubscriber subscriber = subscribed(runSubscriptionOnFusedEmitOn());

        @Actor
        public void request() {
            subscriber.request(1);
        }

        @Actor
        public void requestToo() {
            subscriber.request(1);
        }

        @Arbiter
        public void arbiter(IIII_Result result) {
            subscriber.record(result, null);
        }
    }
}
