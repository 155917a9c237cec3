package io.mutiny.helpers.spies;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The items a spy records, safe to add from emission threads while a test thread reads them. When tracking is
 * disabled nothing is kept, so that spying on long streams does not hold their items.
 */
final class RecordedItems<T> {

    private final Queue<T> items;

    RecordedItems(boolean tracking) {
        this.items = tracking ? new ConcurrentLinkedQueue<>() : null;
    }

    void add(T item) {
        if (items != null) {
            items.add(item);
        }
    }

    /** An unmodifiable snapshot, in arrival order; always empty when tracking is disabled. */
    List<T> snapshot() {
        return items == null ? Collections.emptyList() : Collections.unmodifiableList(new ArrayList<>(items));
    }

    void clear() {
        if (items != null) {
            items.clear();
        }
    }
}
