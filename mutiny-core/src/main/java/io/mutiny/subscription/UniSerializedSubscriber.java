package io.mutiny.subscription;

import io.mutiny.Context;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

/**
 * Shields a {@link UniSubscriber} from a misbehaving upstream: it receives the subscription first, then at most one
 * outcome, and nothing once it cancelled. An outcome arriving before the subscription is a protocol violation: the
 * subscriber gets the subscription then an {@link IllegalStateException}. Extra failures go to
 * {@link Infrastructure#handleDroppedException(Throwable)}.
 *
 * @param <T> the type of the item
 */
public class UniSerializedSubscriber<T> implements UniSubscriber<T>, UniSubscription {

    private static final int INIT = 0;
    private static final int SUBSCRIBED = 1;
    private static final int DONE = 2;

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<UniSerializedSubscriber> STATE =
            AtomicIntegerFieldUpdater.newUpdater(UniSerializedSubscriber.class, "state");

    private final AbstractUni<T> upstream;
    private final UniSubscriber<? super T> downstream;
    private volatile int state;
    private volatile UniSubscription subscription;

    /** Wraps {@code subscriber} for a subscription to {@code upstream}; call {@link #subscribe} to start. */
    public UniSerializedSubscriber(AbstractUni<T> upstream, UniSubscriber<? super T> subscriber) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
        this.downstream = ParameterValidation.nonNull(subscriber, "subscriber");
    }

    /** Subscribes {@code subscriber} to {@code upstream} through a {@code UniSerializedSubscriber}. */
    public static <T> void subscribe(AbstractUni<T> upstream, UniSubscriber<? super T> subscriber) {
        AbstractUni.subscribe(upstream, new UniSerializedSubscriber<>(upstream, subscriber));
    }

    /** The downstream subscriber's context. */
    @Override
    public Context context() {
        return downstream.context();
    }

    /** Forwards the first subscription (this object) downstream; any later one is cancelled. */
    @Override
    public void onSubscribe(UniSubscription subscription) {
        if (STATE.compareAndSet(this, INIT, SUBSCRIBED)) {
            this.subscription = subscription;
            downstream.onSubscribe(this);
        } else {
            subscription.cancel();
        }
    }

    /** Forwards the item if it is the first outcome and the downstream did not cancel. */
    @Override
    public void onItem(T item) {
        if (STATE.compareAndSet(this, SUBSCRIBED, DONE)) {
            downstream.onItem(item);
        } else if (STATE.compareAndSet(this, INIT, DONE)) {
            reportMissingSubscription();
        }
    }

    /** Forwards the failure if it is the first outcome and the downstream did not cancel; drops it otherwise. */
    @Override
    public void onFailure(Throwable failure) {
        if (STATE.compareAndSet(this, SUBSCRIBED, DONE)) {
            downstream.onFailure(failure);
        } else if (STATE.compareAndSet(this, INIT, DONE)) {
            Infrastructure.handleDroppedException(failure);
            reportMissingSubscription();
        } else {
            Infrastructure.handleDroppedException(failure);
        }
    }

    /** Cancels the upstream subscription, once; no outcome is forwarded afterwards. */
    @Override
    public void cancel() {
        if (STATE.getAndSet(this, DONE) != DONE) {
            UniSubscription current = subscription;
            if (current != null) {
                current.cancel();
            }
        }
    }

    private void reportMissingSubscription() {
        downstream.onSubscribe(this);
        downstream.onFailure(new IllegalStateException(
                "Invalid upstream " + upstream + ": it sent an outcome before the subscription"));
    }
}
