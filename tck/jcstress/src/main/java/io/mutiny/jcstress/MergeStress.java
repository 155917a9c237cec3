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
 * {@code onItem().transformToMulti(..).merge()} (flatMap) with two inner streams emitting from two threads at once:
 * the downstream sees serialized signals and exactly the demand it asked for.
 */
public final class MergeStress {

    private MergeStress() {}

    /** Two inners of two items each; the emitters are captured when the merge subscribes to the inners. */
    static final class TwoInners {
        @SuppressWarnings("unchecked")
        private final MultiEmitter<? super Integer>[] inners = new MultiEmitter[2];

        private final RecordingSubscriber subscriber;

        TwoInners(long demand) {
            subscriber = new RecordingSubscriber(demand);
            Multi.createFrom()
                    .items(0, 1)
                    .onItem()
                    .transformToMulti(index -> Multi.createFrom().<Integer>emitter(e -> inners[index] = e))
                    .merge()
                    .subscribe(subscriber);
        }

        void first() {
            inners[0].emit(0).emit(1).complete();
        }

        void second() {
            inners[1].emit(2).emit(3).complete();
        }

        void record(III_Result result) {
            result.r1 = subscriber.items;
            result.r2 = subscriber.completions + 10 * subscriber.failures;
            result.r3 = subscriber.overlapped ? 1 : 0;
        }
    }

    /** Demand for three of the four items: exactly three arrive, and no completion. */
    @JCStressTest
    @Outcome(id = "3, 0, 0", expect = ACCEPTABLE, desc = "three items, as requested")
    @Outcome(expect = FORBIDDEN, desc = "more or fewer items than requested, a terminal signal, or overlapping signals")
    @State
    public static class BoundedDemand {
        private final TwoInners merge = new TwoInners(3);

        @Actor
        public void first() {
            merge.first();
        }

        @Actor
        public void second() {
            merge.second();
        }

        @Arbiter
        public void arbiter(III_Result result) {
            merge.record(result);
        }
    }

    /** Unbounded demand: all four items then one completion. */
    @JCStressTest
    @Outcome(id = "4, 1, 0", expect = ACCEPTABLE, desc = "four items and one completion")
    @Outcome(expect = FORBIDDEN, desc = "a lost item, a lost or duplicated completion, or overlapping signals")
    @State
    public static class UnboundedDemand {
        private final TwoInners merge = new TwoInners(Long.MAX_VALUE);

        @Actor
        public void first() {
            merge.first();
        }

        @Actor
        public void second() {
            merge.second();
        }

        @Arbiter
        public void arbiter(III_Result result) {
            merge.record(result);
        }
    }

    /**
     * A fused upstream (a range) is polled by whichever thread drains: the one completing the only inner allowed
     * ({@code merge(1)}) or the one requesting. The next upstream items map to known items, emitted within the
     * demand: exactly the three items, in order, then one completion.
     */
    @JCStressTest
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "three items in order and one completion")
    @Outcome(expect = FORBIDDEN, desc = "a lost or reordered item, a lost completion, or overlapping signals")
    @State
    public static class FusedUpstreamPolledByTheDrainingThread {
        @SuppressWarnings("unchecked")
        private final MultiEmitter<? super Integer>[] inner = new MultiEmitter[1];

        private final RecordingSubscriber subscriber = new RecordingSubscriber(1);

        public FusedUpstreamPolledByTheDrainingThread() {
            Multi.createFrom()
                    .range(0, 3)
                    .onItem()
                    .transformToMulti(i -> i == 0
                            ? Multi.createFrom().<Integer>emitter(e -> inner[0] = e)
                            : Multi.createFrom().item(i))
                    .merge(1)
                    .subscribe(subscriber);
        }

        @Actor
        public void completeTheInner() {
            inner[0].emit(0).complete();
        }

        @Actor
        public void request() {
            subscriber.request(2);
        }

        @Arbiter
        public void arbiter(III_Result result) {
            result.r1 = subscriber.items;
            result.r2 = subscriber.completions + 10 * subscriber.failures;
            result.r3 = subscriber.overlapped || subscriber.reordered ? 1 : 0;
        }
    }
}
