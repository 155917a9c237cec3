package io.mutiny.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.mutiny.Multi;
import io.mutiny.TimeoutException;
import io.mutiny.Uni;
import io.mutiny.subscription.MultiEmitter;
import io.mutiny.subscription.UniEmitter;
import java.time.Duration;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;
import org.openjdk.jcstress.infra.results.I_Result;

/**
 * The timed operators, with a {@link ManualScheduler} so that "the timer fires" is an actor: an item, the timer and
 * a cancellation race, and exactly one of them decides the outcome.
 */
public final class TimeoutStress {

    private TimeoutStress() {}

    private static final Duration LONG_WAIT = Duration.ofHours(1);

    /** A failure counts 1 if it is the timeout, 10 otherwise (a forbidden outcome). */
    private static int failures(int count, Throwable failure) {
        return count == 0 ? 0 : (failure instanceof TimeoutException ? count : 10 * count);
    }

    /** {@code Multi.ifNoItem().after(..).fail()}: r1 = items, r2 = timeout failures. */
    @JCStressTest
    @Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "the item arrived first")
    @Outcome(id = "0, 1", expect = ACCEPTABLE, desc = "the timeout fired first")
    @Outcome(expect = FORBIDDEN, desc = "both the item and the timeout, a signal twice, or another failure")
    @State
    public static class MultiItemVsTimeout {
        @SuppressWarnings("unchecked")
        private final MultiEmitter<? super Integer>[] emitter = new MultiEmitter[1];

        private final ManualScheduler scheduler = new ManualScheduler();
        private final RecordingSubscriber subscriber = new RecordingSubscriber(2);

        public MultiItemVsTimeout() {
            Multi.createFrom()
                    .<Integer>emitter(e -> emitter[0] = e)
                    .ifNoItem()
                    .after(LONG_WAIT)
                    .on(scheduler)
                    .fail()
                    .subscribe(subscriber);
        }

        @Actor
        public void item() {
            emitter[0].emit(0);
        }

        @Actor
        public void timer() {
            scheduler.fireFirst();
        }

        @Arbiter
        public void arbiter(II_Result result) {
            result.r1 = subscriber.items + 10 * subscriber.completions + (subscriber.overlapped ? 100 : 0);
            result.r2 = failures(subscriber.failures, subscriber.failure);
        }
    }

    /** {@code Uni.ifNoItem().after(..).fail()}: r1 = items, r2 = timeout failures. */
    @JCStressTest
    @Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "the item arrived first")
    @Outcome(id = "0, 1", expect = ACCEPTABLE, desc = "the timeout fired first")
    @Outcome(expect = FORBIDDEN, desc = "both the item and the timeout, a signal twice, or another failure")
    @State
    public static class UniItemVsTimeout {
        @SuppressWarnings("unchecked")
        private final UniEmitter<? super Integer>[] emitter = new UniEmitter[1];

        private final ManualScheduler scheduler = new ManualScheduler();
        private final RecordingUniSubscriber subscriber = new RecordingUniSubscriber();

        public UniItemVsTimeout() {
            Uni.createFrom()
                    .<Integer>emitter(e -> emitter[0] = e)
                    .ifNoItem()
                    .after(LONG_WAIT)
                    .on(scheduler)
                    .fail()
                    .subscribe()
                    .withSubscriber(subscriber);
        }

        @Actor
        public void item() {
            emitter[0].complete(7);
        }

        @Actor
        public void timer() {
            scheduler.fireFirst();
        }

        @Arbiter
        public void arbiter(II_Result result) {
            result.r1 = subscriber.items;
            result.r2 = failures(subscriber.failures, subscriber.failure);
        }
    }

    /** {@code Uni.ifNoItem().after(..).fail()}: the timer against a cancellation; r1 = timeout failures. */
    @JCStressTest
    @Outcome(id = "1", expect = ACCEPTABLE, desc = "the timeout fired before the cancellation")
    @Outcome(id = "0", expect = ACCEPTABLE, desc = "the cancellation came first: nothing is delivered")
    @Outcome(expect = FORBIDDEN, desc = "the failure twice, or another failure")
    @State
    public static class UniTimeoutVsCancel {
        private final ManualScheduler scheduler = new ManualScheduler();
        private final RecordingUniSubscriber subscriber = new RecordingUniSubscriber();

        public UniTimeoutVsCancel() {
            Uni.createFrom()
                    .<Integer>emitter(e -> {})
                    .ifNoItem()
                    .after(LONG_WAIT)
                    .on(scheduler)
                    .fail()
                    .subscribe()
                    .withSubscriber(subscriber);
        }

        @Actor
        public void timer() {
            scheduler.fireFirst();
        }

        @Actor
        public void cancel() {
            subscriber.cancel();
        }

        @Arbiter
        public void arbiter(I_Result result) {
            result.r1 = failures(subscriber.failures, subscriber.failure) + 100 * subscriber.items;
        }
    }

    /** {@code Uni.onItem().delayIt().by(..)}: the delayed item against a cancellation; r1 = items + 10 * failures. */
    @JCStressTest
    @Outcome(id = "1", expect = ACCEPTABLE, desc = "the timer delivered the item before the cancellation")
    @Outcome(id = "0", expect = ACCEPTABLE, desc = "the cancellation came first: nothing is delivered")
    @Outcome(expect = FORBIDDEN, desc = "the item twice, or a failure")
    @State
    public static class UniDelayVsCancel {
        private final ManualScheduler scheduler = new ManualScheduler();
        private final RecordingUniSubscriber subscriber = new RecordingUniSubscriber();

        public UniDelayVsCancel() {
            Uni.createFrom()
                    .item(7)
                    .onItem()
                    .delayIt()
                    .onExecutor(scheduler)
                    .by(LONG_WAIT)
                    .subscribe()
                    .withSubscriber(subscriber);
        }

        @Actor
        public void timer() {
            scheduler.fireFirst();
        }

        @Actor
        public void cancel() {
            subscriber.cancel();
        }

        @Arbiter
        public void arbiter(I_Result result) {
            result.r1 = subscriber.items + 10 * subscriber.failures;
        }
    }
}
