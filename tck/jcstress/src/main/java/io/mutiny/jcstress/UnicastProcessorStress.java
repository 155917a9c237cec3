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
 * {@link UnicastProcessor}: items 0 and 1 and the completion pushed on one thread while its single subscriber
 * subscribes, requests or cancels on another. The processor buffers what the subscriber has not requested yet: no item
 * is lost or duplicated, items arrive in order, never two signals at once, nothing after the terminal signal.
 *
 * <p>Outcome: r1 = items mask, r2 = terminal signals, r3 = rule violations ({@link RecordingSubscriber#violations()}).
 */
public final class UnicastProcessorStress {

    private UnicastProcessorStress() {}

    private static void push(UnicastProcessor<Integer> processor) {
        processor.onNext(0);
        processor.onNext(1);
        processor.onComplete();
    }

    /** Pushes against two requests of one item: both items, then the completion. */
    @JCStressTest
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "both items and the completion")
    @Outcome(expect = FORBIDDEN, desc = "a lost, duplicated or reordered item, a lost completion, or a rule violation")
    @State
    public static class OnNextVsRequest {
        private final UnicastProcessor<Integer> processor = UnicastProcessor.create();
        private final RecordingSubscriber subscriber = new RecordingSubscriber(0);

        public OnNextVsRequest() {
            processor.subscribe(subscriber);
        }

        @Actor
        public void push() {
            UnicastProcessorStress.push(processor);
        }

        @Actor
        public void request() {
            subscriber.request(1);
            subscriber.request(1);
        }

        @Arbiter
        public void arbiter(III_Result result) {
            result.r1 = subscriber.mask;
            result.r2 = subscriber.terminals(null);
            result.r3 = subscriber.violations();
        }
    }

    /** Pushes against the subscription: the items pushed before it are buffered and replayed, then the rest. */
    @JCStressTest
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "both items and the completion")
    @Outcome(expect = FORBIDDEN, desc = "an item lost before the subscription, or a rule violation")
    @State
    public static class OnNextVsSubscribe {
        private final UnicastProcessor<Integer> processor = UnicastProcessor.create();
        private final RecordingSubscriber subscriber = new RecordingSubscriber(Long.MAX_VALUE);

        @Actor
        public void push() {
            UnicastProcessorStress.push(processor);
        }

        @Actor
        public void subscribe() {
            processor.subscribe(subscriber);
        }

        @Arbiter
        public void arbiter(III_Result result) {
            result.r1 = subscriber.mask;
            result.r2 = subscriber.terminals(null);
            result.r3 = subscriber.violations();
        }
    }

    /** Pushes against a cancellation: a prefix of the items, nothing after the cancellation. */
    @JCStressTest
    @Outcome(id = "0, 0, 0", expect = ACCEPTABLE, desc = "cancelled before the items")
    @Outcome(id = "1, 0, 0", expect = ACCEPTABLE, desc = "cancelled after item 0")
    @Outcome(id = "3, 0, 0", expect = ACCEPTABLE, desc = "cancelled after both items")
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "cancelled after the completion")
    @Outcome(expect = FORBIDDEN, desc = "a gap in the items, or a rule violation")
    @State
    public static class OnNextVsCancel {
        private final UnicastProcessor<Integer> processor = UnicastProcessor.create();
        private final RecordingSubscriber subscriber = new RecordingSubscriber(Long.MAX_VALUE);

        public OnNextVsCancel() {
            processor.subscribe(subscriber);
        }

        @Actor
        public void push() {
            UnicastProcessorStress.push(processor);
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
