package io.mutiny.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.mutiny.Multi;
import io.mutiny.subscription.MultiEmitter;
import java.util.concurrent.atomic.AtomicInteger;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;
import org.openjdk.jcstress.infra.results.II_Result;

/** {@code Multi.createFrom().emitter(..)} called from several threads, against the subscriber's request and cancel. */
public final class EmitterStress {

    private EmitterStress() {}

    /**
     * Two threads emit one item each with a demand of one: one item arrives, the other is buffered, and the arbiter's
     * request delivers it. Both arrive, once, never concurrently.
     */
    @JCStressTest
    @Outcome(id = "2, 6, 0", expect = ACCEPTABLE, desc = "both items, one at a time")
    @Outcome(expect = FORBIDDEN, desc = "a lost or duplicated item, or overlapping onNext calls")
    @State
    public static class ConcurrentEmits {
        private final TwoEmittingThreads stream = new TwoEmittingThreads(1);

        @Actor
        public void emitOne() {
            stream.emit(1);
        }

        @Actor
        public void emitTwo() {
            stream.emit(2);
        }

        @Arbiter
        public void arbiter(III_Result result) {
            stream.requestThenRecord(1, result);
        }
    }

    /**
     * Two threads emit one item each with no demand: both items wait, and each emission may be the one that creates
     * the buffer (it is created by the first item that has to wait). The arbiter's request delivers both, once.
     */
    @JCStressTest
    @Outcome(id = "2, 6, 0", expect = ACCEPTABLE, desc = "both items buffered, then delivered one at a time")
    @Outcome(expect = FORBIDDEN, desc = "an item lost in a second buffer, a duplicate, or overlapping onNext calls")
    @State
    public static class ConcurrentEmitsWithoutDemand {
        private final TwoEmittingThreads stream = new TwoEmittingThreads(0);

        @Actor
        public void emitOne() {
            stream.emit(1);
        }

        @Actor
        public void emitTwo() {
            stream.emit(2);
        }

        @Arbiter
        public void arbiter(III_Result result) {
            stream.requestThenRecord(2, result);
        }
    }

    /**
     * One emitter that two actors call, consumed by a {@link RecordingSubscriber}. Outcome: r1 = the items received,
     * r2 = their bit mask, r3 = 1 if two {@code onNext} calls overlapped.
     */
    private static final class TwoEmittingThreads {
        @SuppressWarnings("unchecked")
        private final MultiEmitter<? super Integer>[] emitter = new MultiEmitter[1];

        private final RecordingSubscriber subscriber;

        TwoEmittingThreads(long initialDemand) {
            subscriber = new RecordingSubscriber(initialDemand);
            Multi.createFrom().<Integer>emitter(e -> emitter[0] = e).subscribe(subscriber);
        }

        void emit(int item) {
            emitter[0].emit(item);
        }

        void requestThenRecord(long n, III_Result result) {
            subscriber.request(n);
            result.r1 = subscriber.items;
            result.r2 = subscriber.mask;
            result.r3 = subscriber.overlapped ? 1 : 0;
        }
    }

    /** Items emitted against a cancellation: a prefix arrives, and the termination callback runs exactly once. */
    @JCStressTest
    @Outcome(id = "0, 1", expect = ACCEPTABLE, desc = "cancelled before the first item")
    @Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "cancelled after the first item")
    @Outcome(id = "3, 1", expect = ACCEPTABLE, desc = "cancelled after both items")
    @Outcome(expect = FORBIDDEN, desc = "a gap in the items, or the termination callback not run exactly once")
    @State
    public static class EmitVsCancel {
        @SuppressWarnings("unchecked")
        private final MultiEmitter<? super Integer>[] emitter = new MultiEmitter[1];

        private final AtomicInteger terminations = new AtomicInteger();
        private final RecordingSubscriber subscriber = new RecordingSubscriber(Long.MAX_VALUE);

        public EmitVsCancel() {
            Multi.createFrom()
                    .<Integer>emitter(e -> emitter[0] = e.onTermination(terminations::incrementAndGet))
                    .subscribe(subscriber);
        }

        @Actor
        public void emit() {
            emitter[0].emit(0).emit(1);
        }

        @Actor
        public void cancel() {
            subscriber.cancel();
        }

        @Arbiter
        public void arbiter(II_Result result) {
            result.r1 = subscriber.mask + 100 * (subscriber.completions + subscriber.failures);
            result.r2 = terminations.get();
        }
    }
}
