package io.mutiny.test;

import io.mutiny.Multi;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.SwitchableSubscriptionSubscriber;
import java.util.concurrent.Flow;

/**
 * A {@link SwitchableSubscriptionSubscriber} written the way Mutiny users extend it, from another package and through
 * its protected members only: it relays its first upstream, then switches to {@code next} when that one completes.
 */
public final class SwitchOnCompletionSubscriber<T> extends SwitchableSubscriptionSubscriber<T> {

    private final Multi<T> next;
    private final boolean cancelPreviousOnSwitch;
    private boolean switched;

    public SwitchOnCompletionSubscriber(
            MultiSubscriber<? super T> downstream, Multi<T> next, boolean cancelPreviousOnSwitch) {
        super(downstream);
        this.next = next;
        this.cancelPreviousOnSwitch = cancelPreviousOnSwitch;
    }

    @Override
    public void onItem(T item) {
        downstream.onItem(item);
        emitted(1);
    }

    @Override
    public void onCompletion() {
        if (switched) {
            super.onCompletion();
            return;
        }
        switched = true;
        next.subscribe(this);
    }

    /** Switches to {@code subscription} at once, as a subclass may do on its own. */
    public void switchTo(Flow.Subscription subscription) {
        setOrSwitchUpstream(subscription);
    }

    /** The upstream currently relayed. */
    public Flow.Subscription current() {
        return currentUpstream();
    }

    @Override
    protected boolean cancelUpstreamOnSwitch() {
        return cancelPreviousOnSwitch;
    }
}
