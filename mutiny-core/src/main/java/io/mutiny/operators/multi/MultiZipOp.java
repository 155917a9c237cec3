package io.mutiny.operators.multi;

import io.mutiny.subscription.MultiSubscriber;
import java.util.List;
import java.util.concurrent.Flow;
import java.util.function.Function;
import org.jctools.queues.SpscArrayQueue;

/**
 * Zips several streams: the n-th item of the result combines the n-th item of every source. Each source is asked
 * for {@code prefetch} items ahead and replenished as its items are combined; combinations are emitted only
 * within the downstream demand. The stream completes as soon as one source completed and all its items were
 * combined (the other sources are then cancelled). A failure cancels the other sources and is propagated at
 * once, unless failures are collected: then the items still combinable are emitted and the failures are reported
 * when no more combination is possible. A combinator that throws or returns {@code null} fails the stream.
 */
public final class MultiZipOp<O> extends CombinationOp<O> {

    /** Creates the operator zipping {@code sources}, each asked for {@code prefetch} items ahead. */
    public MultiZipOp(
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
        return new ZipCoordinator<>(downstream, count, prefetch, collectFailures, combinator);
    }

    static final class ZipCoordinator<O> extends CombinationCoordinator<O> {

        private final SpscArrayQueue<Object>[] queues;

        @SuppressWarnings("unchecked")
        ZipCoordinator(
                MultiSubscriber<? super O> downstream,
                int count,
                int prefetch,
                boolean collectFailures,
                Function<List<?>, ? extends O> combinator) {
            super(downstream, count, prefetch, collectFailures, combinator);
            this.queues = new SpscArrayQueue[count];
            for (int i = 0; i < count; i++) {
                queues[i] = new SpscArrayQueue<>(prefetch);
            }
        }

        @Override
        void onSourceItem(Source source, Object item) {
            if (queues[source.index].offer(item)) {
                drain();
            } else {
                source.overflowed();
            }
        }

        @Override
        void clearQueues() {
            for (SpscArrayQueue<Object> queue : queues) {
                queue.clear();
            }
        }

        /** Ready when every queue has an item; exhausted when a queue is empty for good (its source is done). */
        @Override
        int readiness() {
            int state = READY;
            for (int i = 0; i < queues.length; i++) {
                boolean done = sources[i].done;
                if (queues[i].isEmpty()) {
                    if (done) {
                        return EXHAUSTED;
                    }
                    state = WAITING;
                }
            }
            return state;
        }

        /** The head of every queue. */
        @Override
        Object[] takeCombination() {
            Object[] row = new Object[queues.length];
            for (int i = 0; i < queues.length; i++) {
                row[i] = queues[i].poll();
                sources[i].consumedOne();
            }
            return row;
        }
    }
}
