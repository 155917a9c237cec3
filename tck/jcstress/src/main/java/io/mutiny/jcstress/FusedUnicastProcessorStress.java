package io.mutiny.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.mutiny.operators.multi.processors.UnicastProcessor;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * {@code UnicastProcessor.create().emitOn(executor)}: emitOn polls the processor's buffer (ASYNC fusion) while a
 * producer feeds it. The executor runs tasks on the calling thread, so the fused drain (and the polling) runs on
 * whichever actor wins it: the producer's signal or the subscriber's request or cancellation.
 */
public final class FusedUnicastProcessorStress {

    private FusedUnicastProcessorStress() {}

    /** Two items and the completion against a request for both: r1 = items mask, r2 = terminals, r3 = violations. */
    @JCStressTest
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "both items then the completion")
    @Outcome(expect = FORBIDDEN, desc = "a lost item, a lost completion, or a rule violation")
    @State
    public static class ProducerVsRequest {
        private final UnicastProcessor<Integer> processor = UnicastProcessor.create();
        private final RecordingSubscriber subscriber = new RecordingSubscriber(0);

        public ProducerVsRequest() {
            processor.emitOn(Runnable::run).subscribe(subscriber);
        }

        @Actor
        public void produce() {
            processor.onNext(0);
            processor.onNext(1);
            processor.onComplete();
        }

        @Actor
        public void request() {
            subscriber.request(2);
        }

        @Arbiter
        public void arbiter(III_Result result) {
            result.r1 = subscriber.mask;
            result.r2 = subscriber.terminals(null);
            result.r3 = subscriber.violations();
        }
    }

    /** The same producer against a cancellation: r1 = items mask, r2 = terminals, r3 = violations. */
    @JCStressTest
    @Outcome(id = "0, 0, 0", expect = ACCEPTABLE, desc = "cancelled before the first item")
    @Outcome(id = "1, 0, 0", expect = ACCEPTABLE, desc = "cancelled after the first item")
    @Outcome(id = "3, 0, 0", expect = ACCEPTABLE, desc = "cancelled after both items, before the completion")
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "everything delivered before the cancellation")
    @Outcome(expect = FORBIDDEN, desc = "a lost or reordered item, a signal after cancellation, or a rule violation")
    @State
    public static class ProducerVsCancel {
        private final UnicastProcessor<Integer> processor = UnicastProcessor.create();
        private final RecordingSubscriber subscriber = new RecordingSubscriber(2);

        public ProducerVsCancel() {
            processor.emitOn(Runnable::run).subscribe(subscriber);
        }

        @Actor
        public void produce() {
            processor.onNext(0);
            processor.onNext(1);
            processor.onComplete();
        }

        @Actor
        public void cancel() {
            subscriber.cancel();
        }

        @Arbiter
        public void arbiter(III_Result result) {
            result.r1 = subscriber.mask;
            result.r2 = subscriber.terminals(null);
            result.r3 = subscriber.violations();
        }
    }
}
