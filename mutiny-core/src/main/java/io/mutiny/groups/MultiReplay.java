package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.doesNotContainNull;
import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.positive;

import io.mutiny.Multi;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiReplayOp;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds streams that replay an upstream to any number of subscribers, including late ones.
 *
 * <p>The upstream is subscribed once, at the first subscription, and every item is requested from it. The
 * recorded items (all of them, or the last {@code n} ones with {@link #upTo(long)}) are replayed to each
 * subscriber within its own demand, followed by the live items and the terminal signal, which is recorded too.
 * Cancelling a subscriber never cancels the upstream. Items are delivered on the thread of the upstream signal or
 * of the subscriber's request.
 */
public class MultiReplay {

    private long numberOfItemsToReplay = Long.MAX_VALUE;

    /** Creates the group: every item is replayed unless {@link #upTo(long)} is called. */
    public MultiReplay() {
        // replays everything by default
    }

    /** Replays only the last {@code numberOfItemsToReplay} items to new subscribers; returns this group. */
    public MultiReplay upTo(long numberOfItemsToReplay) {
        this.numberOfItemsToReplay = positive(numberOfItemsToReplay, "numberOfItemsToReplay");
        return this;
    }

    /** Replays {@code upstream}; see the class description. */
    public <T> Multi<T> ofMulti(Multi<T> upstream) {
        nonNull(upstream, "upstream");
        return Infrastructure.onMultiCreation(new MultiReplayOp<>(upstream, numberOfItemsToReplay, List.of()));
    }

    /**
     * Replays the {@code seed} items (read now), then {@code upstream}'s: the seed counts as recorded items, so
     * {@link #upTo(long)} applies to it too.
     */
    public <T> Multi<T> ofSeedAndMulti(Iterable<T> seed, Multi<T> upstream) {
        doesNotContainNull(nonNull(seed, "seed"), "seed");
        nonNull(upstream, "upstream");
        List<T> items = new ArrayList<>();
        seed.forEach(items::add);
        return Infrastructure.onMultiCreation(new MultiReplayOp<>(upstream, numberOfItemsToReplay, items));
    }
}
