package io.mutiny.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.mutiny.Multi;
import io.mutiny.subscription.BackPressureStrategy;
import io.mutiny.subscription.MultiEmitter;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * The fused drains of the buffers: {@code emitter(.., BUFFER).emitOn(executor)}, where emitOn polls the emitter's
 * queue (ASYNC fusion) while the emitter signals, and {@code range(..).onOverflow().bufferUnconditionally()}, whose
 * drain loop polls the range (SYNC fusion) for whichever thread requests. The executor runs tasks on the calling
 * thread, so the fused drain runs on whichever actor wins it. Each outcome: r1 = items mask, r2 = terminals, r3 =
 * violations.
 */
public final class FusedBufferStress {

    private FusedBufferStress() {}

    /** Two items and the completion emitted against a request for both. */
    @JCStressTest
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "both items then the completion")
    @Outcome(expect = FORBIDDEN, desc = "a lost item, a lost completion, or a rule violation")
    @State
    public static class EmitterVsRequest {
        @SuppressWarnings("unchecked")
        private final MultiEmitter<? super Integer>[] emitter = new MultiEmitter[1];

        private final RecordingSubscriber subscriber = new RecordingSubscriber(0);

        public EmitterVsRequest() {
            Multi.createFrom()
                    .<Integer>emitter(e -> emitter[0] = e, BackPressureStrategy.BUFFER)
                    .emitOn(Runnable::run)
                    .subscribe(subscriber);
        }

        @Actor
        public void emit() {
            emitter[0].emit(0).emit(1).complete();
        }

        @Actor
        public void request() {
            subscriber.request(2);
        }

        @Arbiter
        public void arbiter(III_Result result) {
            subscriber.record(result, null);
        }
    }

    /** The same emissions against a cancellation. */
    @JCStressTest
    @Outcome(id = "0, 0, 0", expect = ACCEPTABLE, desc = "cancelled before the first item")
    @Outcome(id = "1, 0, 0", expect = ACCEPTABLE, desc = "cancelled after the first item")
    @Outcome(id = "3, 0, 0", expect = ACCEPTABLE, desc = "cancelled after both items, before the completion")
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "everything delivered before the cancellation")
    @Outcome(expect = FORBIDDEN, desc = "a lost or reordered item, a signal after cancellation, or a rule violation")
    @State
    public static class EmitterVsCancel {
        @SuppressWarnings("unchecked")
        private final MultiEmitter<? super Integer>[] emitter = new MultiEmitter[1];

        private final RecordingSubscriber subscriber = new RecordingSubscriber(2);

        public EmitterVsCancel() {
            Multi.createFrom()
                    .<Integer>emitter(e -> emitter[0] = e, BackPressureStrategy.BUFFER)
                    .emitOn(Runnable::run)
                    .subscribe(subscriber);
        }

        @Actor
        public void emit() {
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

    /** A polled two-item range requested one item at a time by two threads. */
    @JCStressTest
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "both items then the completion")
    @Outcome(expect = FORBIDDEN, desc = "a lost or duplicated item, a lost completion, or a rule violation")
    @State
    public static class PolledRangeTwoRequests {
        private final RecordingSubscriber subscriber = new RecordingSubscriber(0);

        public PolledRangeTwoRequests() {
            Multi.createFrom().range(0, 2).onOverflow().bufferUnconditionally().subscribe(subscriber);
        }

        @Actor
        public void request1() {
            subscriber.request(1);
        }

        @Actor
        public void request2() {
            subscriber.request(1);
        }

        @Arbiter
        public void arbiter(III_Result result) {
            subscriber.record(result, null);
        }
    }

    /** A polled two-item range, its first item delivered, requested once more against a cancellation. */
    @JCStressTest
    @Outcome(id = "1, 0, 0", expect = ACCEPTABLE, desc = "cancelled before the second item")
    @Outcome(id = "3, 0, 0", expect = ACCEPTABLE, desc = "cancelled after the second item, before the completion")
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "everything delivered before the cancellation")
    @Outcome(expect = FORBIDDEN, desc = "a lost item, a signal after cancellation, or a rule violation")
    @State
    public static class PolledRangeRequestVsCancel {
        private final RecordingSubscriber subscriber = new RecordingSubscriber(1);

        public PolledRangeRequestVsCancel() {
            Multi.createFrom().range(0, 2).onOverflow().bufferUnconditionally().subscribe(subscriber);
        }

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
            subscriber.record(result, null);
        }
    }
}
