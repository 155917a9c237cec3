package io.mutiny.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.mutiny.operators.multi.processors.BroadcastProcessor;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;
import org.openjdk.jcstress.infra.results.I_Result;

/** {@link BroadcastProcessor}: items pushed while subscribers come and go. */
public final class BroadcastProcessorStress {

    private BroadcastProcessorStress() {}

    /** Items 0 and 1 pushed while a subscriber joins: it gets a suffix of them (mask 0, 2 or 3). */
    @JCStressTest
    @Outcome(id = "0", expect = ACCEPTABLE, desc = "joined after both items")
    @Outcome(id = "2", expect = ACCEPTABLE, desc = "joined between the items")
    @Outcome(id = "3", expect = ACCEPTABLE, desc = "joined before both items")
    @Outcome(expect = FORBIDDEN, desc = "a gap (item 0 without item 1), or overlapping signals")
    @State
    public static class OnNextVsSubscribe {
        private final BroadcastProcessor<Integer> processor = BroadcastProcessor.create();
        private final RecordingSubscriber joining = new RecordingSubscriber(Long.MAX_VALUE);

        @Actor
        public void push() {
            processor.onNext(0);
            processor.onNext(1);
        }

        @Actor
        public void join() {
            processor.subscribe(joining);
        }

        @Arbiter
        public void arbiter(I_Result result) {
            result.r1 = joining.mask + (joining.overlapped ? 100 : 0);
        }
    }

    /** Items 0 and 1 pushed while a subscriber cancels: it gets a prefix of them (mask 0, 1 or 3). */
    @JCStressTest
    @Outcome(id = "0", expect = ACCEPTABLE, desc = "cancelled before both items")
    @Outcome(id = "1", expect = ACCEPTABLE, desc = "cancelled between the items")
    @Outcome(id = "3", expect = ACCEPTABLE, desc = "cancelled after both items")
    @Outcome(expect = FORBIDDEN, desc = "a gap (item 1 without item 0), or overlapping signals")
    @State
    public static class OnNextVsCancel {
        private final BroadcastProcessor<Integer> processor = BroadcastProcessor.create();
        private final RecordingSubscriber leaving = new RecordingSubscriber(Long.MAX_VALUE);

        public OnNextVsCancel() {
            processor.subscribe(leaving);
        }

        @Actor
        public void push() {
            processor.onNext(0);
            processor.onNext(1);
        }

        @Actor
        public void cancel() {
            leaving.cancel();
        }

        @Arbiter
        public void arbiter(I_Result result) {
            result.r1 = leaving.mask + (leaving.overlapped ? 100 : 0);
        }
    }

    /** A subscriber joining while the processor completes: it gets the completion either way. */
    @JCStressTest
    @Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "joined before the item, then completed")
    @Outcome(id = "0, 1", expect = ACCEPTABLE, desc = "joined after the item, then completed (or after completion)")
    @Outcome(expect = FORBIDDEN, desc = "the completion lost or duplicated")
    @State
    public static class CompleteVsSubscribe {
        private final BroadcastProcessor<Integer> processor = BroadcastProcessor.create();
        private final RecordingSubscriber joining = new RecordingSubscriber(Long.MAX_VALUE);

        @Actor
        public void complete() {
            processor.onNext(0);
            processor.onComplete();
        }

        @Actor
        public void join() {
            processor.subscribe(joining);
        }

        @Arbiter
        public void arbiter(II_Result result) {
            result.r1 = joining.mask;
            result.r2 = joining.completions + 10 * joining.failures;
        }
    }

    /**
     * An item reaching a subscriber without demand (a {@code BackPressureFailure}) while that subscriber makes an
     * invalid request on another thread (rule 3.9): either failure may win, but only one is delivered.
     */
    @JCStressTest
    @Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "one failure")
    @Outcome(expect = FORBIDDEN, desc = "two failures, an item, or overlapping signals")
    @State
    public static class ItemWithoutDemandVsInvalidRequest {
        private final BroadcastProcessor<Integer> processor = BroadcastProcessor.create();
        private final RecordingSubscriber subscriber = new RecordingSubscriber(0);

        public ItemWithoutDemandVsInvalidRequest() {
            processor.subscribe(subscriber);
        }

        @Actor
        public void push() {
            processor.onNext(0);
        }

        @Actor
        public void invalidRequest() {
            subscriber.request(-1);
        }

        @Arbiter
        public void arbiter(II_Result result) {
            result.r1 = subscriber.failures + subscriber.completions * 10 + (subscriber.overlapped ? 100 : 0);
            result.r2 = subscriber.items;
        }
    }
}
