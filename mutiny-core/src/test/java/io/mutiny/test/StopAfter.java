package io.mutiny.test;

import io.mutiny.subscription.FusedSubscription;
import java.util.Collection;

/**
 * A {@link FusedSubscription.StopCondition} for testing {@link FusedSubscription#pollAll}: stopped once a collection
 * holds a given number of items; counts how many times it was asked.
 */
public final class StopAfter implements FusedSubscription.StopCondition {

    private final Collection<?> items;
    private final int count;
    private int checks;

    private StopAfter(Collection<?> items, int count) {
        this.items = items;
        this.count = count;
    }

    /** Stopped once {@code items} holds {@code count} items. */
    public static StopAfter items(Collection<?> items, int count) {
        return new StopAfter(items, count);
    }

    /** Never stopped. */
    public static StopAfter never() {
        return new StopAfter(null, Integer.MAX_VALUE);
    }

    @Override
    public boolean isStopped() {
        checks++;
        return items != null && items.size() >= count;
    }

    /** How many times {@link #isStopped()} was asked. */
    public int checks() {
        return checks;
    }
}
