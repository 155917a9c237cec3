package io.mutiny.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.mutiny.Multi;
import io.mutiny.subscription.DemandPauser;
import io.mutiny.subscription.MultiEmitter;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * {@code pauseDemand().using(pauser)}: the pauser pauses or resumes on one thread while items flow or the subscriber
 * requests on another. Pausing holds the demand back and buffers the items already requested; resuming releases
 * them: no item is lost, duplicated or delivered beyond the demand, in order, never two signals at once.
 *
 * <p>Outcome: r1 = items mask, r2 = terminal signals, r3 = rule violations ({@link RecordingSubscriber#violations()}).
 */
public final class DemandPausingStress {

    private DemandPausingStress() {}

    /**
     * A stream of three items, started paused with a demand of two: the resume races a request of a third item. All
     * three items and the completion arrive.
     */
    @JCStressTest
    @Outcome(id = "7, 1, 0", expect = ACCEPTABLE, desc = "the three items and the completion")
    @Outcome(expect = FORBIDDEN, desc = "demand lost across the resume, an excess item, or a rule violation")
    @State
    public static class ResumeVsRequest {
        private final DemandPauser pauser = new DemandPauser();
        private final RecordingSubscriber subscriber = new RecordingSubscriber(2);

        public ResumeVsRequest() {
            Multi.createFrom()
                    .range(0, 3)
                    .pauseDemand()
                    .paused(true)
                    .using(pauser)
                    .subscribe(subscriber);
        }

        @Actor
        public void resume() {
            pauser.resume();
        }

        @Actor
        public void request() {
            subscriber.request(1);
        }

        @Arbiter
        public void arbiter(III_Result result) {
            result.r1 = subscriber.mask;
            result.r2 = subscriber.terminals(null);
            result.r3 = subscriber.violations();
        }
    }

    /**
     * Items 0, 1 and the completion emitted while the pauser pauses; the arbiter resumes afterwards: whatever the pause
     * held back arrives then, so the subscriber ends with both items and the completion.
     */
    @JCStressTest
    @Outcome(
            id = "3, 1, 0",
            expect = ACCEPTABLE,
            desc = "both items and the completion, after the resume at the latest")
    @Outcome(expect = FORBIDDEN, desc = "an item lost in the pause, a duplicate, or a rule violation")
    @State
    public static class PauseVsItems {
        @SuppressWarnings("unchecked")
        private final MultiEmitter<? super Integer>[] emitter = new MultiEmitter[1];

        private final DemandPauser pauser = new DemandPauser();
        private final RecordingSubscriber subscriber = new RecordingSubscriber(Long.MAX_VALUE);

        public PauseVsItems() {
            Multi.createFrom()
                    .<Integer>emitter(e -> emitter[0] = e)
                    .pauseDemand()
                    .using(pauser)
                    .subscribe(subscriber);
        }

        @Actor
        public void emit() {
            emitter[0].emit(0).emit(1).complete();
        }

        @Actor
        public void pause() {
            pauser.pause();
        }

        @Arbiter
        public void arbiter(III_Result result) {
            pauser.resume();
            result.r1 = subscriber.mask;
            result.r2 = subscriber.terminals(null);
            result.r3 = subscriber.violations();
        }
    }
}
