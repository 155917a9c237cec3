package io.mutiny.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.BackPressureStrategy;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * {@code onOverflow()}: an upstream that ignores back pressure pushes items 0, 1, 2 and completes on one thread while
 * the subscriber requests one item twice on another. Every test checks, besides what the strategy promises: never two
 * signals at once, nothing after the terminal signal, items in order (r3 = 0), never more items than requested.
 *
 * <p>Outcome ({@link EmitVsTwoRequests}): r1 = the items received as a bit mask, r2 = completions + 10 per
 * {@link BackPressureFailure} (+ 100 per other failure), r3 = rule violations ({@link RecordingSubscriber#violations()}).
 */
public final class OnOverflowStress {

    private OnOverflowStress() {}

    /** {@code onOverflow().bufferUnconditionally()}: items 0 and 1 arrive; item 2 and the completion wait. */
    @JCStressTest
    @Outcome(id = "3, 0, 0", expect = ACCEPTABLE, desc = "items 0 and 1; item 2 and the completion buffered")
    @Outcome(expect = FORBIDDEN, desc = "a lost, excess or reordered item, an early completion, or a rule violation")
    @State
    public static class BufferUnconditionally {
        private final EmitVsTwoRequests stream = new EmitVsTwoRequests(
                BackPressureStrategy.IGNORE, m -> m.onOverflow().bufferUnconditionally());

        @Actor
        public void push() {
            stream.emit();
        }

        @Actor
        public void request() {
            stream.requestTwice();
        }

        @Arbiter
        public void arbiter(III_Result result) {
            stream.record(result);
        }
    }

    /**
     * {@code onOverflow().buffer(1)}: one item may wait; a second waiting item overflows and fails the stream with
     * {@link BackPressureFailure}. Without overflow, items 0 and 1 arrive and item 2 waits.
     */
    @JCStressTest
    @Outcome(id = "3, 0, 0", expect = ACCEPTABLE, desc = "items 0 and 1; item 2 and the completion buffered")
    @Outcome(id = "0, 10, 0", expect = ACCEPTABLE, desc = "overflow before any request")
    @Outcome(id = "1, 10, 0", expect = ACCEPTABLE, desc = "overflow after item 0")
    @Outcome(id = "3, 10, 0", expect = ACCEPTABLE, desc = "overflow after items 0 and 1")
    @Outcome(
            expect = FORBIDDEN,
            desc = "an excess or reordered item, a completion, another failure, or a rule violation")
    @State
    public static class BufferOfOne {
        private final EmitVsTwoRequests stream = new EmitVsTwoRequests(
                BackPressureStrategy.IGNORE, m -> m.onOverflow().buffer(1));

        @Actor
        public void push() {
            stream.emit();
        }

        @Actor
        public void request() {
            stream.requestTwice();
        }

        @Arbiter
        public void arbiter(III_Result result) {
            stream.record(result);
        }
    }

    /** {@code onOverflow().drop()}: items without demand are dropped; at most two arrive, then the completion. */
    @JCStressTest
    @Outcome(id = "0, 1, 0", expect = ACCEPTABLE, desc = "every item pushed before the first request")
    @Outcome(id = "1, 1, 0", expect = ACCEPTABLE, desc = "item 0 only")
    @Outcome(id = "2, 1, 0", expect = ACCEPTABLE, desc = "item 1 only")
    @Outcome(id = "4, 1, 0", expect = ACCEPTABLE, desc = "item 2 only")
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "items 0 and 1")
    @Outcome(id = "5, 1, 0", expect = ACCEPTABLE, desc = "items 0 and 2")
    @Outcome(id = "6, 1, 0", expect = ACCEPTABLE, desc = "items 1 and 2")
    @Outcome(expect = FORBIDDEN, desc = "more items than requested, a lost completion, or a rule violation")
    @State
    public static class Drop {
        private final EmitVsTwoRequests stream = new EmitVsTwoRequests(
                BackPressureStrategy.IGNORE, m -> m.onOverflow().drop());

        @Actor
        public void push() {
            stream.emit();
        }

        @Actor
        public void request() {
            stream.requestTwice();
        }

        @Arbiter
        public void arbiter(III_Result result) {
            stream.record(result);
        }
    }

    /**
     * {@code onOverflow().dropPreviousItems()}: the latest item without demand waits, replacing the previous one, and
     * the completion waits behind it. So item 2 arrives before the completion, or items 0 and 1 arrived and 2 waits.
     */
    @JCStressTest
    @Outcome(id = "4, 1, 0", expect = ACCEPTABLE, desc = "item 2 (it replaced 0 and 1), then the completion")
    @Outcome(id = "5, 1, 0", expect = ACCEPTABLE, desc = "items 0 and 2, then the completion")
    @Outcome(id = "6, 1, 0", expect = ACCEPTABLE, desc = "items 1 and 2, then the completion")
    @Outcome(id = "3, 0, 0", expect = ACCEPTABLE, desc = "items 0 and 1; item 2 and the completion wait")
    @Outcome(expect = FORBIDDEN, desc = "the latest item lost, an excess item, or a rule violation")
    @State
    public static class DropPreviousItems {
        private final EmitVsTwoRequests stream = new EmitVsTwoRequests(
                BackPressureStrategy.IGNORE, m -> m.onOverflow().dropPreviousItems());

        @Actor
        public void push() {
            stream.emit();
        }

        @Actor
        public void request() {
            stream.requestTwice();
        }

        @Arbiter
        public void arbiter(III_Result result) {
            stream.record(result);
        }
    }
}
