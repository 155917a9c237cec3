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
 * {@code onItem().transformToMulti(..).concatenate()} (concatMap): the first inner stream emits item 0 and completes
 * on one thread, which makes the operator switch to the second inner stream ({@code items(2, 3)}), while the
 * subscriber requests or cancels on another thread. The demand carries over from one inner stream to the next.
 *
 * <p>Outcome: r1 = items mask, r2 = terminal signals, r3 = rule violations ({@link RecordingSubscriber#violations()}).
 */
public final class ConcatMapStress {

    private ConcatMapStress() {}

    static final class TwoInners {
        @SuppressWarnings("unchecked")
        private final MultiEmitter<? super Integer>[] first = new MultiEmitter[1];

        final RecordingSubscriber subscriber;

        TwoInners(long demand) {
            subscriber = new RecordingSubscriber(demand);
            Multi.createFrom()
                    .items(0, 1)
                    .onItem()
                    .transformToMulti(index -> index == 0
                            ? Multi.createFrom().<Integer>emitter(e -> first[0] = e)
                            : Multi.createFrom().items(2, 3))
                    .concatenate()
                    .subscribe(subscriber);
        }

        void emitFirst() {
            first[0].emit(0).complete();
        }

        void record(III_Result result) {
            result.r1 = subscriber.mask;
            result.r2 = subscriber.terminals(null);
            result.r3 = subscriber.violations();
        }
    }

    /**
     * The first inner stream completing against two more requests of one item (the first one, made at subscription,
     * starts the first inner stream): items 0, 2 and 3 and the completion, in order, once each; no demand is lost in
     * the switch.
     */
    @JCStressTest
    @Outcome(id = "13, 1, 0", expect = ACCEPTABLE, desc = "items 0, 2, 3 and the completion")
    @Outcome(expect = FORBIDDEN, desc = "demand lost or exceeded at the switch, a lost completion, or a rule violation")
    @State
    public static class SwitchVsRequest {
        private final TwoInners concat = new TwoInners(1);

        @Actor
        public void emitFirst() {
            concat.emitFirst();
        }

        @Actor
        public void request() {
            concat.subscriber.request(1);
            concat.subscriber.request(1);
        }

        @Arbiter
        public void arbiter(III_Result result) {
            concat.record(result);
        }
    }

    /** The first inner stream completing against a cancellation: a prefix of 0, 2, 3, nothing after the cancel. */
    @JCStressTest
    @Outcome(id = "0, 0, 0", expect = ACCEPTABLE, desc = "cancelled before item 0")
    @Outcome(id = "1, 0, 0", expect = ACCEPTABLE, desc = "cancelled after item 0")
    @Outcome(id = "5, 0, 0", expect = ACCEPTABLE, desc = "cancelled after item 2")
    @Outcome(id = "13, 0, 0", expect = ACCEPTABLE, desc = "cancelled after item 3, before the completion")
    @Outcome(id = "13, 1, 0", expect = ACCEPTABLE, desc = "everything delivered before the cancellation")
    @Outcome(expect = FORBIDDEN, desc = "a gap in the items, or a rule violation")
    @State
    public static class SwitchVsCancel {
        private final TwoInners concat = new TwoInners(Long.MAX_VALUE);

        @Actor
        public void emitFirst() {
            concat.emitFirst();
        }

        @Actor
        public void cancel() {
            concat.subscriber.cancel();
        }

        @Arbiter
        public void arbiter(III_Result result) {
            concat.record(result);
        }
    }
}
