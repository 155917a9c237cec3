package io.mutiny.operators.multi;

import io.mutiny.helpers.Subscriptions;
import io.mutiny.subscription.AbstractMultiSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * Subscribes to the companion that {@code onFailure().retry().when(factory)} builds on its {@link FailureStream}, for
 * {@code Multi} and {@code Uni} alike, and runs the attempts it asks for.
 *
 * <p>As in Mutiny, the companion is asked for one item per retried failure ({@link #requestOne()}, just before that
 * failure is pushed to the stream of failures), and each item starts one new attempt. So an item always answers a
 * failure: a companion honouring back-pressure cannot start an attempt while one is still running (an item it has
 * ready waits for the next failure's request), and one that emits more than was requested (breaking rule 1.1) has
 * its extra items ignored, since an attempt started next to the running one would deliver items concurrently with it.
 * The companion's completion and failure need no request and are always passed on.
 *
 * <p>Attempts ({@link #attempt()}) and the companion's end are applied by one loop, in the order they came: an end
 * arriving while an attempt is being subscribed (a synchronous companion ending right after the item that answered
 * that attempt's failure) waits for the attempts asked before it, as in Mutiny, where that attempt runs inside the
 * companion's {@code onNext}. The loop also keeps synchronous failures and retries from growing the stack.
 */
public final class RetryCompanionSubscriber extends AbstractMultiSubscriber<Object> {

    /** The retrying stage, as the companion and the attempt loop see it. */
    public interface Retrying {

        /**
         * An item answered the last failure: call {@link #attempt()}, at once or once the stage can take items.
         */
        void retry();

        /** Subscribes to the upstream once more; called by the attempt loop only. */
        void subscribeAttempt();

        /** {@code true} once the stage terminated or was cancelled: no attempt nor end is applied any more. */
        boolean isOver();

        /** The companion failed: so does the stage. Called by the attempt loop only. */
        void companionFailed(Throwable failure);

        /** The companion completed: so does the stage. Called by the attempt loop only. */
        void companionCompleted();
    }

    /** Stored in {@link #companionEnd} when the companion completed. */
    private static final Object COMPLETED = new Object();

    private static final AtomicReferenceFieldUpdater<RetryCompanionSubscriber, Object> SUBSCRIPTION =
            AtomicReferenceFieldUpdater.newUpdater(RetryCompanionSubscriber.class, Object.class, "subscription");
    private static final AtomicLongFieldUpdater<RetryCompanionSubscriber> UNANSWERED =
            AtomicLongFieldUpdater.newUpdater(RetryCompanionSubscriber.class, "unanswered");
    private static final AtomicLongFieldUpdater<RetryCompanionSubscriber> REQUESTED_EARLY =
            AtomicLongFieldUpdater.newUpdater(RetryCompanionSubscriber.class, "requestedEarly");
    private static final AtomicIntegerFieldUpdater<RetryCompanionSubscriber> WIP =
            AtomicIntegerFieldUpdater.newUpdater(RetryCompanionSubscriber.class, "wip");
    private static final AtomicIntegerFieldUpdater<RetryCompanionSubscriber> ATTEMPTS_ASKED =
            AtomicIntegerFieldUpdater.newUpdater(RetryCompanionSubscriber.class, "attemptsAsked");

    private final Retrying stage;

    /** The companion's subscription, then {@link Subscriptions#CANCELLED}; typed {@code Object}: see the helper. */
    private volatile Object subscription;
    /** Items requested from the companion and not received yet: an item arriving while it is 0 is ignored. */
    private volatile long unanswered;
    /** Requested before the companion's {@code onSubscribe}, which passes them on. */
    private volatile long requestedEarly;

    private volatile int wip;
    /** Attempts asked for and not subscribed yet. */
    private volatile int attemptsAsked;
    /** {@code null}, then {@link #COMPLETED} or the companion's failure, applied after the attempts asked before. */
    private volatile Object companionEnd;

    public RetryCompanionSubscriber(Retrying stage) {
        this.stage = stage;
    }

    @Override
    public void onSubscribe(Flow.Subscription companion) {
        if (Subscriptions.setIfEmpty(SUBSCRIPTION, this, companion)) {
            long early = REQUESTED_EARLY.getAndSet(this, 0L);
            if (early != 0L) {
                companion.request(early);
            }
        }
    }

    /** Asks the companion for the item answering a failure about to be pushed to the stream of failures. */
    public void requestOne() {
        UNANSWERED.incrementAndGet(this);
        Object current = subscription;
        if (current != null) {
            ((Flow.Subscription) current).request(1L);
            return;
        }
        // before the companion's onSubscribe: whichever of it and this call takes the count requests it
        REQUESTED_EARLY.incrementAndGet(this);
        current = subscription;
        if (current != null) {
            long early = REQUESTED_EARLY.getAndSet(this, 0L);
            if (early != 0L) {
                ((Flow.Subscription) current).request(early);
            }
        }
    }

    @Override
    public void onItem(Object item) {
        for (; ; ) {
            long current = unanswered;
            if (current == 0L) {
                return; // not requested: no failure waits for an answer
            }
            if (UNANSWERED.compareAndSet(this, current, current - 1)) {
                stage.retry();
                return;
            }
        }
    }

    @Override
    public void onFailure(Throwable failure) {
        companionEnd = failure;
        drainAttempts();
    }

    @Override
    public void onCompletion() {
        companionEnd = COMPLETED;
        drainAttempts();
    }

    /** Subscribes to the upstream once more: the first attempt, or the one an item asked for. */
    public void attempt() {
        ATTEMPTS_ASKED.incrementAndGet(this);
        drainAttempts();
    }

    /** Cancels the companion, now or as soon as it subscribes. */
    public void cancel() {
        Subscriptions.cancel(SUBSCRIPTION, this);
    }

    private void drainAttempts() {
        if (WIP.getAndIncrement(this) != 0) {
            return;
        }
        do {
            if (!stage.isOver()) {
                // the end is read first: once it is seen, so is every attempt asked for before it
                Object end = companionEnd;
                if (attemptsAsked != 0) {
                    ATTEMPTS_ASKED.decrementAndGet(this);
                    stage.subscribeAttempt();
                } else if (end == COMPLETED) {
                    stage.companionCompleted();
                } else if (end != null) {
                    stage.companionFailed((Throwable) end);
                }
            }
        } while (WIP.decrementAndGet(this) != 0);
    }
}
