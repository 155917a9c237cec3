package io.mutiny.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.mutiny.Multi;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.MultiEmitter;
import java.util.function.UnaryOperator;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * Shared streams: {@code broadcast().toAllSubscribers()} and {@code toHotStream()}, fed by an emitter on one thread
 * while subscribers join or request on another. A subscriber gets a suffix of the items without gaps, in order, never
 * two signals at once, and the terminal signal exactly once (a subscriber arriving after the end gets it at once).
 *
 * <p>Outcome: r1 = the items mask of the subscriber under test, r2 = its terminal signals (completions + 10 per
 * {@link BackPressureFailure}), r3 = its rule violations, + 10 if the subscriber that was there from the start did
 * not get everything.
 */
public final class HotStreamStress {

    private HotStreamStress() {}

    /** An emitter shared by {@code share}, with one subscriber present from the start (unbounded demand). */
    static final class Shared {
        @SuppressWarnings("unchecked")
        private final MultiEmitter<? super Integer>[] emitter = new MultiEmitter[1];

        private final Multi<Integer> shared;
        private final RecordingSubscriber present = new RecordingSubscriber(Long.MAX_VALUE);
        final RecordingSubscriber tested;

        Shared(UnaryOperator<Multi<Integer>> share, long testedDemand) {
            shared = share.apply(Multi.createFrom().emitter(e -> emitter[0] = e));
            shared.subscribe(present);
            tested = new RecordingSubscriber(testedDemand);
        }

        void emit() {
            emitter[0].emit(0).emit(1).complete();
        }

        void join() {
            shared.subscribe(tested);
        }

        void record(III_Result result) {
            result.r1 = tested.mask;
            result.r2 = tested.terminals(BackPressureFailure.class);
            boolean presentComplete = present.mask == 3 && present.terminals(null) == 1 && present.violations() == 0;
            result.r3 = tested.violations() + (presentComplete ? 0 : 10);
        }
    }

    /** {@code broadcast().toAllSubscribers()}: a subscriber joins while the items flow; it gets a suffix. */
    @JCStressTest
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "joined before the items")
    @Outcome(id = "2, 1, 0", expect = ACCEPTABLE, desc = "joined between the items")
    @Outcome(id = "0, 1, 0", expect = ACCEPTABLE, desc = "joined after the items: the completion only")
    @Outcome(expect = FORBIDDEN, desc = "a gap, a lost completion, or a rule violation")
    @State
    public static class BroadcastEmitVsSubscribe {
        private final Shared stream = new Shared(m -> m.broadcast().toAllSubscribers(), Long.MAX_VALUE);

        @Actor
        public void emit() {
            stream.emit();
        }

        @Actor
        public void join() {
            stream.join();
        }

        @Arbiter
        public void arbiter(III_Result result) {
            stream.record(result);
        }
    }

    /** {@code toHotStream()}: a subscriber joins while the items flow; it gets a suffix. */
    @JCStressTest
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "joined before the items")
    @Outcome(id = "2, 1, 0", expect = ACCEPTABLE, desc = "joined between the items")
    @Outcome(id = "0, 1, 0", expect = ACCEPTABLE, desc = "joined after the items: the completion only")
    @Outcome(expect = FORBIDDEN, desc = "a gap, a lost completion, or a rule violation")
    @State
    public static class HotStreamEmitVsSubscribe {
        private final Shared stream = new Shared(Multi::toHotStream, Long.MAX_VALUE);

        @Actor
        public void emit() {
            stream.emit();
        }

        @Actor
        public void join() {
            stream.join();
        }

        @Arbiter
        public void arbiter(III_Result result) {
            stream.record(result);
        }
    }

    /**
     * {@code toHotStream()} with a subscriber that requested one item and requests a second while the items flow:
     * it gets both, or item 0 then a {@link BackPressureFailure} (it never receives more than it requested); the
     * other subscriber goes on.
     */
    @JCStressTest
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "the request came before item 1")
    @Outcome(id = "1, 10, 0", expect = ACCEPTABLE, desc = "item 1 found no demand: back-pressure failure")
    @Outcome(expect = FORBIDDEN, desc = "an item beyond the demand, a lost signal, or a rule violation")
    @State
    public static class HotStreamEmitVsRequest {
        private final Shared stream = new Shared(Multi::toHotStream, 1);

        public HotStreamEmitVsRequest() {
            stream.join();
        }

        @Actor
        public void emit() {
            stream.emit();
        }

        @Actor
        public void request() {
            stream.tested.request(1);
        }

        @Arbiter
        public void arbiter(III_Result result) {
            stream.record(result);
        }
    }
}
