package io.mutiny.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.mutiny.Multi;
import io.mutiny.subscription.MultiEmitter;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.IIII_Result;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * {@code emitOn}'s drain loop. The executor runs tasks on the calling thread, so the drain loop runs on whichever
 * actor wins it: the upstream emitting, the subscriber requesting, or both in turn.
 *
 * <p>Outcome of the cancellation tests: r1 = the items as a bit mask, r2 = terminal signals (completions + 100 per
 * failure), r3 = rule violations ({@link RecordingSubscriber#violations()}: overlap, a signal after the terminal one,
 * reordering). The request tests record the item count first (r1, it tells a duplicated item), then the same.
 */
public final class EmitOnStress {

    private EmitOnStress() {}

    private static Multi<Integer> emitOn(MultiEmitter<? super Integer>[] emitter) {
        return Multi.createFrom().<Integer>emitter(e -> emitter[0] = e).emitOn(Runnable::run);
    }

    /** Items 0 and 1 then completion, against a cancellation. */
    @JCStressTest
    @Outcome(id = "0, 0, 0", expect = ACCEPTABLE, desc = "cancelled before the first item")
    @Outcome(id = "1, 0, 0", expect = ACCEPTABLE, desc = "cancelled after the first item")
    @Outcome(id = "3, 0, 0", expect = ACCEPTABLE, desc = "cancelled after both items, before completion")
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "everything delivered before the cancellation")
    @Outcome(expect = FORBIDDEN, desc = "a lost or reordered item, a signal after cancellation, or overlapping signals")
    @State
    public static class DrainVsCancel {
        @SuppressWarnings("unchecked")
        private final MultiEmitter<? super Integer>[] emitter = new MultiEmitter[1];

        private final RecordingSubscriber subscriber = new RecordingSubscriber(2);

        public DrainVsCancel() {
            emitOn(emitter).subscribe(subscriber);
        }

        @Actor
        public void upstream() {
            emitter[0].emit(0).emit(1).complete();
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

    /** Items and completion against the request for them: everything must arrive, once, in order. */
    @JCStressTest
    @Outcome(id = "2, 3, 1, 0", expect = ACCEPTABLE, desc = "both items and the completion")
    @Outcome(expect = FORBIDDEN, desc = "a lost, duplicated or excess item, a lost completion, or overlapping signals")
    @State
    public static class DrainVsRequest {
        @SuppressWarnings("unchecked")
        private final MultiEmitter<? super Integer>[] emitter = new MultiEmitter[1];

        private final RecordingSubscriber subscriber = new RecordingSubscriber(0);

        public DrainVsRequest() {
            emitOn(emitter).subscribe(subscriber);
        }

        @Actor
        public void upstream() {
            emitter[0].emit(0).emit(1).complete();
        }

        @Actor
        public void request() {
            subscriber.request(1);
            subscriber.request(1);
        }

        @Arbiter
        public void arbiter(IIII_Result result) {
            subscriber.record(result, null);
        }
    }
}
