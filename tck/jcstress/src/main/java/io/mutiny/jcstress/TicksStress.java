package io.mutiny.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.mutiny.Multi;
import io.mutiny.subscription.BackPressureFailure;
import java.time.Duration;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * {@code Multi.createFrom().ticks()} on a {@link ManualScheduler}: the periodic timer fires when an actor says so,
 * racing the subscriber's request or cancellation. A tick with no outstanding demand fails the stream with
 * {@link BackPressureFailure}; a tick is never lost silently, never delivered twice or beyond the demand.
 */
public final class TicksStress {

    private TicksStress() {}

    private static Multi<Integer> ticks(ManualScheduler scheduler) {
        return Multi.createFrom()
                .ticks()
                .onExecutor(scheduler)
                .every(Duration.ofHours(1))
                .onItem()
                .transform(Long::intValue);
    }

    /**
     * Two ticks against a second request (the first is made at subscription): the second tick is delivered if the
     * request came first, otherwise it fails the stream. r1 = items mask, r2 = completions + 10 per
     * {@link BackPressureFailure}, r3 = rule violations.
     */
    @JCStressTest
    @Outcome(id = "3, 0, 0", expect = ACCEPTABLE, desc = "the request came before the second tick")
    @Outcome(id = "1, 10, 0", expect = ACCEPTABLE, desc = "the second tick had no demand: back-pressure failure")
    @Outcome(expect = FORBIDDEN, desc = "a tick lost or duplicated, another failure, or a rule violation")
    @State
    public static class TickVsRequest {
        private final ManualScheduler scheduler = new ManualScheduler();
        private final RecordingSubscriber subscriber = new RecordingSubscriber(1);

        public TickVsRequest() {
            ticks(scheduler).subscribe(subscriber);
        }

        @Actor
        public void tickTwice() {
            scheduler.fireFirst();
            scheduler.fireFirst();
        }

        @Actor
        public void request() {
            subscriber.request(1);
        }

        @Arbiter
        public void arbiter(III_Result result) {
            result.r1 = subscriber.mask;
            result.r2 = subscriber.terminals(BackPressureFailure.class);
            result.r3 = subscriber.violations();
        }
    }

    /**
     * A tick against the cancellation: the tick arrives or not, nothing else, and the periodic timer is cancelled.
     * r1 = items mask, r2 = terminal signals, r3 = 1 if the timer was cancelled.
     */
    @JCStressTest
    @Outcome(id = "0, 0, 1", expect = ACCEPTABLE, desc = "cancelled before the tick")
    @Outcome(id = "1, 0, 1", expect = ACCEPTABLE, desc = "the tick, then the cancellation")
    @Outcome(expect = FORBIDDEN, desc = "a signal after the cancellation, or a timer left running")
    @State
    public static class TickVsCancel {
        private final ManualScheduler scheduler = new ManualScheduler();
        private final RecordingSubscriber subscriber = new RecordingSubscriber(Long.MAX_VALUE);

        public TickVsCancel() {
            ticks(scheduler).subscribe(subscriber);
        }

        @Actor
        public void tick() {
            scheduler.fireFirst();
        }

        @Actor
        public void cancel() {
            subscriber.cancel();
        }

        @Arbiter
        public void arbiter(III_Result result) {
            result.r1 = subscriber.mask;
            result.r2 = subscriber.terminals(null);
            result.r3 = scheduler.firstCancelled() ? 1 : 0;
        }
    }
}
