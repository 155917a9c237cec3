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
 * {@code item(0).emitOn(executor)}: the one object that is the subscription and the task delivering the item and the
 * completion. The executor runs the task on the calling thread, so it runs on whichever actor's request scheduled it.
 *
 * <p>Outcome: r1 = the items as a bit mask, r2 = terminal signals (completions + 10 per
 * {@link IllegalArgumentException} + 100 per other failure), r3 = rule violations
 * ({@link RecordingSubscriber#violations()}). The two-request test records the item count first.
 */
public final class KnownItemEmitOnStress {

    private KnownItemEmitOnStress() {}

    /** A subscriber that has requested nothing yet. */
    private static RecordingSubscriber subscribed() {
        RecordingSubscriber subscriber = new RecordingSubscriber(0);
        Multi.createFrom().item(0).emitOn(Runnable::run).subscribe(subscriber);
        return subscriber;
    }

    /** A request against a cancellation. */
    @JCStressTest
    @Outcome(id = "0, 0, 0", expect = ACCEPTABLE, desc = "cancelled before the item")
    @Outcome(id = "1, 0, 0", expect = ACCEPTABLE, desc = "cancelled after the item, before the completion")
    @Outcome(id = "1, 1, 0", expect = ACCEPTABLE, desc = "delivered before the cancellation")
    @Outcome(expect = FORBIDDEN, desc = "a signal after cancellation, or overlapping signals")
    @State
    public static class RequestVsCancel {
        private final RecordingSubscriber subscriber = subscribed();

        @Actor
        public void request() {
            subscriber.request(1);
        }

        @Actor
        public void cancel() {
            subscriber.cancel();
        }

        @Arbiter
        public void arbiter(III_Result result) {
            subscriber.record(result, IllegalArgumentException.class);
        }
    }

    /** Two requests from two threads: one task, the item and the completion once. */
    @JCStressTest
    @Outcome(id = "1, 1, 1, 0", expect = ACCEPTABLE, desc = "the item and the completion")
    @Outcome(expect = FORBIDDEN, desc = "a lost or duplicated item, a lost completion, or overlapping signals")
    @State
    public static class RequestVsRequest {
        private final RecordingSubscriber subscriber = subscribed();

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
            subscriber.record(result, IllegalArgumentException.class);
        }
    }

    /** A request against an invalid one: the failure replaces the item or the completion, or comes too late. */
    @JCStressTest
    @Outcome(id = "0, 10, 0", expect = ACCEPTABLE, desc = "failed before the item")
    @Outcome(id = "1, 10, 0", expect = ACCEPTABLE, desc = "failed in place of the completion")
    @Outcome(id = "1, 1, 0", expect = ACCEPTABLE, desc = "completed before the invalid request")
    @Outcome(expect = FORBIDDEN, desc = "two terminal signals, a signal after the terminal one, or overlapping signals")
    @State
    public static class RequestVsInvalidRequest {
        private final RecordingSubscriber subscriber = subscribed();

        @Actor
        public void request() {
            subscriber.request(1);
        }

        @Actor
        public void invalidRequest() {
            subscriber.request(-1);
        }

        @Arbiter
        public void arbiter(III_Result result) {
            subscriber.record(result, IllegalArgumentException.class);
        }
    }
}
