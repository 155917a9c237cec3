package io.mutiny.helpers.spies;

import io.mutiny.Multi;
import io.mutiny.subscription.MultiSubscriber;
import java.util.List;

/**
 * A {@link Multi} spy counting the items passing through it, and recording them unless item tracking is disabled.
 * Created with {@link Spy#onItem(Multi)} or {@link Spy#onItem(Multi, boolean)}.
 *
 * @param <T> the type of the items
 */
public class MultiOnItemSpy<T> extends MultiSpyBase<T> {

    private final RecordedItems<T> items;

    MultiOnItemSpy(Multi<? extends T> upstream, boolean trackItems) {
        super(upstream);
        this.items = new RecordedItems<>(trackItems);
    }

    /**
     * The items seen since creation or the last {@link #reset()}, over all subscriptions, in arrival order, as an
     * unmodifiable snapshot; always empty if item tracking is disabled.
     */
    public List<T> items() {
        return items.snapshot();
    }

    /** Sets the count back to zero and forgets the recorded items. */
    @Override
    public void reset() {
        super.reset();
        items.clear();
    }

    /**
     * Subscribes to the upstream and passes every signal on unchanged; each item is counted (and recorded) on the
     * emitting thread before it reaches {@code subscriber}. Demand and cancellation go upstream untouched.
     */
    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream()
                .onItem()
                .invoke(item -> {
                    incrementInvocationCount();
                    items.add(item);
                })
                .subscribe()
                .withSubscriber(subscriber);
    }

    @Override
    String details() {
        return "items=" + items.snapshot();
    }
}
