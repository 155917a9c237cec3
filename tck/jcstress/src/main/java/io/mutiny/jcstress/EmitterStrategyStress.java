package io.mutiny.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.BackPressureStrategy;
import java.util.function.UnaryOperator;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * {@code Multi.createFrom().emitter(.., strategy)}, one test per {@link BackPressureStrategy}: one thread emits items
 * 0, 1, 2 and completes while the subscriber requests one item twice from another thread (a demand of two for three
 * items, so each strategy has to act). Every test checks, besides what the strategy promises: never two signals at
 * once, nothing after the terminal signal, items in order (r3 = 0).
 *
 * <p>Outcome ({@link EmitVsTwoRequests}): r1 = the items received as a bit mask, r2 = completions + 10 per
 * {@link BackPressureFailure} (+ 100 per other failure), r3 = rule violations ({@link RecordingSubscriber#violations()}).
 */
public final class EmitterStrategyStress {

    private EmitterStrategyStress() {}

    /** BUFFER: the first two items arrive; the third waits in the buffer, and so does the completion behind it. */
    @JCStressTest
    @Outcome(id = "3, 0, 0", expect = ACCEPTABLE, desc = "items 0 and 1; item 2 and the completion buffered")
    @Outcome(expect = FORBIDDEN, desc = "a lost, excess or reordered item, an early completion, or a rule violation")
    @State
    public static class Buffer {
        private final EmitVsTwoRequests stream =
                new EmitVsTwoRequests(BackPressureStrategy.BUFFER, UnaryOperator.identity());

        @Actor
        public void emit() {
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
     * DROP: an item emitted without outstanding demand is dropped; at most two arrive, in order, and the completion
     * (which needs no demand) always arrives.
     */
    @JCStressTest
    @Outcome(id = "0, 1, 0", expect = ACCEPTABLE, desc = "every item emitted before the first request")
    @Outcome(id = "1, 1, 0", expect = ACCEPTABLE, desc = "item 0 only")
    @Outcome(id = "2, 1, 0", expect = ACCEPTABLE, desc = "item 1 only")
    @Outcome(id = "4, 1, 0", expect = ACCEPTABLE, desc = "item 2 only")
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "items 0 and 1")
    @Outcome(id = "5, 1, 0", expect = ACCEPTABLE, desc = "items 0 and 2")
    @Outcome(id = "6, 1, 0", expect = ACCEPTABLE, desc = "items 1 and 2")
    @Outcome(expect = FORBIDDEN, desc = "more items than requested, a lost completion, or a rule violation")
    @State
    public static class Drop {
        private final EmitVsTwoRequests stream =
                new EmitVsTwoRequests(BackPressureStrategy.DROP, UnaryOperator.identity());

        @Actor
        public void emit() {
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
     * LATEST: an item emitted without demand replaces the one waiting; the completion waits for the waiting item. So
     * either item 2 arrived and then the completion, or items 0 and 1 arrived and item 2 still waits.
     */
    @JCStressTest
    @Outcome(id = "4, 1, 0", expect = ACCEPTABLE, desc = "item 2 (it replaced 0 and 1), then the completion")
    @Outcome(id = "5, 1, 0", expect = ACCEPTABLE, desc = "items 0 and 2, then the completion")
    @Outcome(id = "6, 1, 0", expect = ACCEPTABLE, desc = "items 1 and 2, then the completion")
    @Outcome(id = "3, 0, 0", expect = ACCEPTABLE, desc = "items 0 and 1; item 2 and the completion wait")
    @Outcome(expect = FORBIDDEN, desc = "the latest item lost, an excess item, or a rule violation")
    @State
    public static class Latest {
        private final EmitVsTwoRequests stream =
                new EmitVsTwoRequests(BackPressureStrategy.LATEST, UnaryOperator.identity());

        @Actor
        public void emit() {
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
     * ERROR: an item emitted without demand fails the stream with {@link BackPressureFailure}; three items for a
     * demand of two always fail it, after the items that had demand.
     */
    @JCStressTest
    @Outcome(id = "0, 10, 0", expect = ACCEPTABLE, desc = "item 0 had no demand")
    @Outcome(id = "1, 10, 0", expect = ACCEPTABLE, desc = "item 1 had no demand")
    @Outcome(id = "3, 10, 0", expect = ACCEPTABLE, desc = "item 2 had no demand")
    @Outcome(expect = FORBIDDEN, desc = "no failure, another failure, an excess item, or a rule violation")
    @State
    public static class Error {
        private final EmitVsTwoRequests stream =
                new EmitVsTwoRequests(BackPressureStrategy.ERROR, UnaryOperator.identity());

        @Actor
        public void emit() {
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

    /** IGNORE: every item is passed on whatever the demand, then the completion. */
    @JCStressTest
    @Outcome(id = "7, 1, 0", expect = ACCEPTABLE, desc = "the three items and the completion")
    @Outcome(expect = FORBIDDEN, desc = "a lost item or completion, or a rule violation")
    @State
    public static class Ignore {
        private final EmitVsTwoRequests stream =
                new EmitVsTwoRequests(BackPressureStrategy.IGNORE, UnaryOperator.identity());

        @Actor
        public void emit() {
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
