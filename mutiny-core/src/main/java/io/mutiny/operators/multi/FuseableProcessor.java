package io.mutiny.operators.multi;

import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;

/**
 * The inner subscriber of a stateless one-upstream stage that runs a user function per item (transform, filter,
 * invoke) and can be fused: when its upstream is a {@link FusedSubscription}, a downstream consumer may pull the
 * items through {@link #poll()}, which pulls from the upstream and applies the function on the polling thread.
 *
 * <p>It offers {@link FusedSubscription#SYNC} fusion only, and refuses fusion across a
 * {@link FusedSubscription#BOUNDARY}: the user function keeps running where the operator's documentation says (the
 * upstream's thread, never an emitOn executor's).
 *
 * @param <I> the type of the upstream items
 * @param <O> the type of the downstream items
 */
abstract class FuseableProcessor<I, O> extends MultiOperatorProcessor<I, O> implements FusedSubscription<O> {

    /**
     * The upstream when it is fuseable, else {@code null}; {@link #poll()} is only called if it is. Set in
     * {@code onSubscribe} before the downstream gets this (and may negotiate).
     */
    FusedSubscription<I> fusedUpstream;

    FuseableProcessor(MultiSubscriber<? super O> downstream) {
        super(downstream);
    }

    /**
     * Stores the subscription without a compare-and-set: these stages hand themselves out in this call only, so no
     * cancellation can precede or race with it, and a duplicate {@code onSubscribe} (rule 2.5) comes after it.
     */
    @SuppressWarnings("unchecked")
    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        if (setFirstUpstream(subscription)) {
            if (subscription instanceof FusedSubscription) {
                fusedUpstream = (FusedSubscription<I>) subscription;
            }
            downstream.onSubscribe(this);
        }
    }

    /** Only called on the upstream's terminal signals here: see {@link #markDoneByUpstream()}. */
    @Override
    protected boolean markDone() {
        return markDoneByUpstream();
    }

    @Override
    public int requestFusion(int modes) {
        FusedSubscription<I> upstream = fusedUpstream;
        if (upstream == null || (modes & BOUNDARY) != 0 || (modes & SYNC) == 0) {
            return NONE;
        }
        return upstream.requestFusion(SYNC);
    }

    @Override
    public boolean isEmpty() {
        return fusedUpstream.isEmpty();
    }

    @Override
    public void clear() {
        fusedUpstream.clear();
    }
}
