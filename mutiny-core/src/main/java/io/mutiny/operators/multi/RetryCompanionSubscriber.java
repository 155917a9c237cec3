package io.mutiny.operators.multi;

import io.mutiny.helpers.Subscriptions;
import io.mutiny.subscription.AbstractMultiSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * Subscribes to the companion that {@code onFailure().retry().when(factory)} builds on its {@link FailureStream}, for
 * {@code Multi} and {@code Uni} alike.
 *
 * <p>As in Mutiny, the companion is asked for one item per retried failure ({@link #requestOne()}, just before that
 * failure is pushed to the stream of failures), and each item starts one new attempt. So an item always answers a
 * failure: a companion honouring back-pressure cannot start an attempt while one is still running (an item it has
 * ready waits for the next failure's request), and one that emits more than was requested (breaking rule 1.1) has
 * its extra items ignored, since an attempt started next to the running one would deliver items concurrently with it.
 * The companion's completion and failure need no request and are always passed on.
 */
public final class RetryCompanionSubscriber extends AbstractMultiSubscriber<Object> {

    /** What the companion's signals do to the retrying stage. */
    public interface Retrying {

        /** An item answered the last failure: subscribe to the upstream again. */
        void retry();

        /** The companion failed: so does the stage. */
        void companionFailed(Throwable failure);

        /** The companion completed: so does the stage. */
        void companionCompleted();
    }

    private static final AtomicReferenceFieldUpdater<RetryCompanionSubscriber, Object> SUBSCRIPTION =
            AtomicReferenceFieldUpdater.newUpdater(RetryCompanionSubscriber.class, Object.class, "subscription");
    private static final AtomicLongFieldUpdater<RetryCompanionSubscriber> UNANSWERED =
            AtomicLongFieldUpdater.newUpdater(RetryCompanionSubscriber.class, "unanswered");
    private static final AtomicLongFieldUpdater<RetryCompanionSubscriber> REQUESTED_EARLY =
            AtomicLongFieldUpdater.newUpdater(RetryCompanionSubscriber.class, "requestedEarly");

    private final Retrying stage;

    /** The companion's subscription, then {@link Subscriptions#CANCELLED}; typed {@code Object}: see the helper. */
    private volatile Object subscription;
    /** Items requested from the companion and not received yet: an item arriving while it is 0 is ignored. */
    private volatile long unanswered;
    /** Requested before the companion's {@code onSubscribe}, which passes them on. */
    private volatile long requestedEarly;

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
        stage.companionFailed(failure);
    }

    @Override
    public void onCompletion() {
        stage.companionCompleted();
    }

    /** Cancels the companion, now or as soon as it subscribes. */
    public void cancel() {
        Subscriptions.cancel(SUBSCRIPTION, this);
    }
}
