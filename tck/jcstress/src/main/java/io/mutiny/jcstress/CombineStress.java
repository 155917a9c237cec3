package io.mutiny.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.mutiny.Multi;
import io.mutiny.groups.MultiItemCombine2;
import io.mutiny.subscription.MultiEmitter;
import java.util.function.UnaryOperator;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.IIII_Result;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * {@code Multi.createBy().combining().streams(a, b)}: the two sources emit 0, 1 and complete, each on its own thread.
 * A combination {@code (x, y)} is recorded as the item {@code 2 * x + y}, so (0, 0) is 0, (1, 0) is 2, (0, 1) is 1 and
 * (1, 1) is 3.
 */
public final class CombineStress {

    private CombineStress() {}

    static final class TwoSources {
        @SuppressWarnings("unchecked")
        private final MultiEmitter<? super Integer>[] sources = new MultiEmitter[2];

        final RecordingSubscriber subscriber = new RecordingSubscriber(Long.MAX_VALUE);

        TwoSources(UnaryOperator<MultiItemCombine2<Integer, Integer>> mode) {
            mode.apply(Multi.createBy()
                            .combining()
                            .streams(
                                    Multi.createFrom().<Integer>emitter(e -> sources[0] = e),
                                    Multi.createFrom().<Integer>emitter(e -> sources[1] = e)))
                    .using((x, y) -> 2 * x + y)
                    .subscribe(subscriber);
        }

        void emit(int source) {
            sources[source].emit(0).emit(1).complete();
        }
    }

    /**
     * Zip: exactly the pairs (0, 0) and (1, 1), in order, then one completion, never two signals at once. r1 = items
     * mask, r2 = terminal signals, r3 = rule violations.
     */
    @JCStressTest
    @Outcome(id = "9, 1, 0", expect = ACCEPTABLE, desc = "(0, 0), (1, 1), then the completion")
    @Outcome(expect = FORBIDDEN, desc = "a lost or mismatched pair, a lost completion, or a rule violation")
    @State
    public static class Zip {
        private final TwoSources zip = new TwoSources(combine -> combine);

        @Actor
        public void first() {
            zip.emit(0);
        }

        @Actor
        public void second() {
            zip.emit(1);
        }

        @Arbiter
        public void arbiter(III_Result result) {
            result.r1 = zip.subscriber.mask;
            result.r2 = zip.subscriber.terminals(null);
            result.r3 = zip.subscriber.violations();
        }
    }

    /**
     * Combine-latest: a combination per item once both sources have one; the last is always (1, 1), then one
     * completion; never two signals at once. r1 = items received, r2 = the last item, r3 = terminal signals, r4 = rule
     * violations other than ordering (combinations need not increase).
     */
    @JCStressTest
    @Outcome(id = "2, 3, 1, 0", expect = ACCEPTABLE, desc = "one source emitted both items before the other started")
    @Outcome(id = "3, 3, 1, 0", expect = ACCEPTABLE, desc = "the sources interleaved")
    @Outcome(expect = FORBIDDEN, desc = "a lost combination, a last item other than (1, 1), or overlapping signals")
    @State
    public static class Latest {
        private final TwoSources latest = new TwoSources(MultiItemCombine2::latestItems);

        @Actor
        public void first() {
            latest.emit(0);
        }

        @Actor
        public void second() {
            latest.emit(1);
        }

        @Arbiter
        public void arbiter(IIII_Result result) {
            result.r1 = latest.subscriber.items;
            result.r2 = latest.subscriber.last();
            result.r3 = latest.subscriber.terminals(null);
            result.r4 = latest.subscriber.violations() & ~4;
        }
    }
}
