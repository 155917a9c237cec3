package io.mutiny.jcstress;

import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;

/** A Uni subscriber recording its signals for an arbiter: the item (0 if none), how many items and failures. */
public final class RecordingUniSubscriber implements UniSubscriber<Integer> {

    private volatile UniSubscription subscription;

    public int item;
    public int items;
    public int failures;
    public Throwable failure;

    public void cancel() {
        subscription.cancel();
    }

    @Override
    public void onSubscribe(UniSubscription subscription) {
        this.subscription = subscription;
    }

    @Override
    public void onItem(Integer item) {
        this.item = item;
        items++;
    }

    @Override
    public void onFailure(Throwable failure) {
        this.failure = failure;
        failures++;
    }
}
