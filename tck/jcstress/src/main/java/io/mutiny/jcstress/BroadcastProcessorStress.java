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

/** {@link BroadcastProcessor}: items pushed while subscribers come and go. */
public final class BroadcastProcessorStress {

    private BroadcastProcessorStress() {}

    /**
     * Items 0 and 1 pushed while a subscriber joins and another cancels. r1 = the cancelling subscriber's items (a
     * prefix: mask 0, 1 or 3), r2 = the joining subscriber's items (a suffix: mask 0, 2 or 3).
     */
    @JCStressTest
    @Outcome(id = "[013], [023]", expect = ACCEPTABLE, desc = "a prefix before the cancellation, a suffix after the join")
    @Outcome(expect = FORBIDDEN, desc = "a gap: an item missed while subscribed, or one received after cancelling")
    @State
    public static class OnNextVsSubscribeVsCancel {
        private final BroadcastProcessor<Integer> processor = BroadcastProcessor.create();
        private final RecordingSubscriber leaving = new RecordingSubscriber(Long.MAX_VALUE);
        private final RecordingSubscriber joining = new RecordingSubscriber(Long.MAX_VALUE);

        public OnNextVsSubscribeVsCancel() {
            processor.subscribe(leaving);
        }

        @Actor
        public void push() {
            processor.onNext(0);
            processor.onNext(1);
        }

        @Actor
        public void join() {
            processor.subscribe(joining);
        }

        @Actor
        public void cancel() {
            leaving.cancel();
        }

        @Arbiter
        public void arbiter(II_Result result) {
            result.r1 = leaving.mask + (leaving.overlapped ? 100 : 0);
            result.r2 = joining.mask + (joining.overlapped ? 100 : 0);
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
}
