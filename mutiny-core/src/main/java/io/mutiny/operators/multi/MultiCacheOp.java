package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;
import java.util.List;

/**
 * Caches the whole stream: the upstream is subscribed once, at the first subscription, with an unbounded request,
 * and every subscriber receives all the items from the first one, then the terminal signal, within its own
 * demand. Cancelling a subscriber does not cancel the upstream. See {@link MultiReplayOp}, which does the work.
 */
public final class MultiCacheOp<T> extends AbstractMulti<T> {

    private final MultiReplayOp<T> replay;

    /** Creates the operator caching {@code upstream}. */
    public MultiCacheOp(Multi<T> upstream) {
        this.replay = new MultiReplayOp<>(upstream, Long.MAX_VALUE, List.of());
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        replay.subscribe(subscriber);
    }
}
