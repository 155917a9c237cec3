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
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * {@code Multi.createBy().replaying().ofMulti(..)}: the upstream (an emitter, started by a first subscriber) emits 0,
 * 1 and completes on one thread while a second subscriber joins or requests on another. Replay keeps every item, so
 * the second subscriber gets all of them and the completion, whenever it joins: in order, once, never two signals at
 * once.
 *
 * <p>Outcome: r1 = items mask of the second subscriber, r2 = its terminal signals, r3 = its rule violations.
 */
public final class ReplayStress {

    private ReplayStress() {}

    static final class Replayed {
        @SuppressWarnings("unchecked")
        private final MultiEmitter<? super Integer>[] emitter = new MultiEmitter[1];

        final Multi<Integer> replay =
                Multi.createBy().replaying().ofMulti(Multi.createFrom().<Integer>emitter(e -> emitter[0] = e));

        Replayed() {
            replay.subscribe(new RecordingSubscriber(Long.MAX_VALUE));
        }

        void emit() {
            emitter[0].emit(0).emit(1).complete();
        }

        static void record(RecordingSubscriber subscriber, III_Result result) {
            result.r1 = subscriber.mask;
            result.r2 = subscriber.terminals(null);
            result.r3 = subscriber.violations();
        }
    }

    /** A subscriber joining while the items are emitted still gets every item and the completion. */
    @JCStressTest
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "both items replayed or received live, then the completion")
    @Outcome(expect = FORBIDDEN, desc = "an item lost between replay and live, a duplicate, or a rule violation")
    @State
    public static class EmitVsSubscribe {
        private final Replayed stream = new Replayed();
        private final RecordingSubscriber late = new RecordingSubscriber(Long.MAX_VALUE);

        @Actor
        public void emit() {
            stream.emit();
        }

        @Actor
        public void join() {
            stream.replay.subscribe(late);
        }

        @Arbiter
        public void arbiter(III_Result result) {
            Replayed.record(late, result);
        }
    }

    /** A subscriber requesting one item twice while the items are emitted gets both, then the completion. */
    @JCStressTest
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "both items, then the completion")
    @Outcome(expect = FORBIDDEN, desc = "an item lost or beyond the demand, a lost completion, or a rule violation")
    @State
    public static class EmitVsRequest {
        private final Replayed stream = new Replayed();
        private final RecordingSubscriber requesting = new RecordingSubscriber(0);

        public EmitVsRequest() {
            stream.replay.subscribe(requesting);
        }

        @Actor
        public void emit() {
            stream.emit();
        }

        @Actor
        public void request() {
            requesting.request(1);
            requesting.request(1);
        }

        @Arbiter
        public void arbiter(III_Result result) {
            Replayed.record(requesting, result);
        }
    }
}
