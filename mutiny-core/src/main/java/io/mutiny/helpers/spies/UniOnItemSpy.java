package io.mutiny.helpers.spies;

import io.mutiny.Uni;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;

/**
 * A {@link Uni} spy counting the items passing through it, and keeping the last one. Created with
 * {@link Spy#onItem(Uni)}.
 *
 * @param <T> the type of the item
 */
public class UniOnItemSpy<T> extends UniSpyBase<T> {

    private volatile T lastItem;

    UniOnItemSpy(Uni<? extends T> upstream) {
        super(upstream);
    }

    /**
     * The last observed item; {@code null} if none since creation or the last {@link #reset()} (or if the item was
     * {@code null}).
     */
    public T lastItem() {
        return lastItem;
    }

    /** Sets the count back to zero and forgets the last item. */
    @Override
    public void reset() {
        super.reset();
        lastItem = null;
    }

    /**
     * Subscribes to the upstream and passes every signal on unchanged; the item (possibly {@code null}) is counted
     * and kept on the emitting thread before it reaches {@code subscriber}.
     */
    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        AbstractUni.subscribe(
                spiedUni().onItem().invoke(item -> {
                    incrementInvocationCount();
                    lastItem = item;
                }),
                subscriber);
    }

    @Override
    String details() {
        return "lastItem=" + lastItem;
    }
}
