package io.mutiny.operators.multi;

import io.mutiny.subscription.MultiSubscriber;
import java.util.List;
import java.util.concurrent.Flow;
import java.util.function.Function;
import org.jctools.queues.MpscLinkedQueue;

/**
 * Combines the latest item of every source each time one of them emits, once every source emitted at least one
 * item. Each source is asked for {@code prefetch} items ahead and replenished as its items are consumed;
 * combinations are emitted only within the downstream demand. The stream completes when every source completed,
 * or at once if a source completes without having emitted anything (no combination is possible: the other sources
 * are cancelled). A failure cancels the other sources and is propagated at once, unless failures are collected:
 * then the stream goes on until every source terminated and reports the failures at the end. A combinator that
 * throws or returns {@code null} fails the stream.
 */
public final class MultiCombineLatestOp<O> extends CombinationOp<O> {

    /** Creates the operator combining the latest items of {@code sources}, each asked for {@code prefetch} items ahead. */
    public MultiCombineLatestOp(
            List<? extends Flow.Publisher<?>> sources,
            Function<List<?>, ? extends O> combinator,
            boolean collectFailures,
            int prefetch) {
        super(sources, combinator, collectFailures, prefetch);
    }

    @Override
    CombinationCoordinator<O> coordinator(
            MultiSubscriber<? super O> downstream,
            int count,
            int prefetch,
            boolean collectFailures,
            Function<List<?>, ? extends O> combinator) {
        return new LatestCoordinator<>(downstream, count, prefetch, collectFailures, combinator);
    }

    static final class LatestCoordinator<O> extends CombinationCoordinator<O> {

        private final MpscLinkedQueue<Object[]> arrivals = new MpscLinkedQueue<>();
        /** Only touched by the drain loop. */
        private final Object[] latest;
        /** Only touched by the drain loop. */
        private int sourcesWithItem;

        LatestCoordinator(
                MultiSubscriber<? super O> downstream,
                int count,
                int prefetch,
                boolean collectFailures,
                Function<List<?>, ? extends O> combinator) {
            super(downstream, count, prefetch, collectFailures, combinator);
            this.latest = new Object[count];
        }

        @Override
        void onSourceItem(Source source, Object item) {
            arrivals.offer(new Object[] {source, item});
            drain();
        }

        @Override
        void clearQueues() {
            arrivals.clear();
        }

        /**
         * Exhausted when every source is done with nothing left to consume, or one is done without having emitted
         * anything; ready when an item arrived.
         */
        @Override
        int readiness() {
            boolean allDone = true;
            for (Source source : sources) {
                boolean done = source.done;
                if (done && !source.receivedAny) {
                    return EXHAUSTED;
                }
                allDone &= done;
            }
            if (arrivals.isEmpty()) {
                return allDone ? EXHAUSTED : WAITING;
            }
            return READY;
        }

        /** Records the next arrival as its source's latest item; a combination once every source has one. */
        @Override
        Object[] takeCombination() {
            Object[] arrival = arrivals.poll();
            Source source = (Source) arrival[0];
            if (latest[source.index] == null) {
                sourcesWithItem++;
            }
            latest[source.index] = arrival[1];
            source.consumedOne();
            return sourcesWithItem < latest.length ? null : latest.clone();
        }
    }
}
