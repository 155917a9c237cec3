package io.mutiny.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.mutiny.Multi;
import java.util.concurrent.atomic.AtomicInteger;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * {@code runSubscriptionOn}: the upstream subscription runs as a task (held by a {@link FirstTaskHeldExecutor} until an
 * actor runs it) while the subscriber requests or cancels on another thread. A request made before the upstream is
 * there must be forwarded once it is; a cancellation must reach an upstream subscribed later, or prevent the
 * subscription.
 */
public final class RunSubscriptionOnStress {

    private RunSubscriptionOnStress() {}

    /**
     * The subscription task against a request for both items of {@code range(0, 2)}: both items and the completion
     * arrive, once, in order, never concurrently. r1 = items mask, r2 = terminal signals, r3 = rule violations.
     */
    @JCStressTest
    @Outcome(id = "3, 1, 0", expect = ACCEPTABLE, desc = "both items and the completion")
    @Outcome(expect = FORBIDDEN, desc = "a request lost before the upstream arrived, a lost item, or a rule violation")
    @State
    public static class SubscribeVsRequest {
        private final FirstTaskHeldExecutor executor = new FirstTaskHeldExecutor();
        private final RecordingSubscriber subscriber = new RecordingSubscriber(0);

        public SubscribeVsRequest() {
            Multi.createFrom().range(0, 2).runSubscriptionOn(executor).subscribe(subscriber);
        }

        @Actor
        public void subscribeUpstream() {
            executor.runHeld();
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

    /**
     * The subscription task against a cancellation: the upstream is never subscribed, or subscribed and then
     * cancelled exactly once; nothing reaches the subscriber. r1 = upstream subscriptions, r2 = upstream
     * cancellations, r3 = signals received.
     */
    @JCStressTest
    @Outcome(id = "0, 0, 0", expect = ACCEPTABLE, desc = "cancelled before the subscription task ran: no upstream")
    @Outcome(id = "1, 1, 0", expect = ACCEPTABLE, desc = "the upstream subscribed, then cancelled")
    @Outcome(expect = FORBIDDEN, desc = "an upstream left running after the cancellation, or a signal")
    @State
    public static class SubscribeVsCancel {
        private final FirstTaskHeldExecutor executor = new FirstTaskHeldExecutor();
        private final AtomicInteger subscriptions = new AtomicInteger();
        private final AtomicInteger cancellations = new AtomicInteger();
        private final RecordingSubscriber subscriber = new RecordingSubscriber(0);

        public SubscribeVsCancel() {
            Multi.createFrom()
                    .range(0, 2)
                    .onSubscription()
                    .invoke(subscriptions::incrementAndGet)
                    .onCancellation()
                    .invoke(cancellations::incrementAndGet)
                    .runSubscriptionOn(executor)
                    .subscribe(subscriber);
        }

        @Actor
        public void subscribeUpstream() {
            executor.runHeld();
        }

        @Actor
        public void cancel() {
            subscriber.cancel();
        }

        @Arbiter
        public void arbiter(III_Result result) {
            result.r1 = subscriptions.get();
            result.r2 = cancellations.get();
            result.r3 = subscriber.items + subscriber.completions + subscriber.failures;
        }
    }
}
