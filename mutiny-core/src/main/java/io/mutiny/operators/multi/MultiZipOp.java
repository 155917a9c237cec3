package io.mutiny.operators.multi;

import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;
import java.util.ArrayList;
import java.util.Arrays;
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
public final class MultiZipOp<O> extends AbstractMulti<O> {

    private final List<Flow.Publisher<?>> sources;
    private final Function<List<?>, ? extends O> combinator;
    private final boolean collectFailures;
    private final int prefetch;

    /** Creates the operator zipping {@code sources}, each asked for {@code prefetch} items ahead. */
    public MultiZipOp(
            List<? extends Flow.Publisher<?>> sources,
            Function<List<?>, ? extends O> combinator,
            boolean collectFailures,
            int prefetch) {
        this.sources = new ArrayList<>(ParameterValidation.nonNull(sources, "sources"));
        this.combinator = ParameterValidation.nonNull(combinator, "combinator");
        this.collectFailures = collectFailures;
        this.prefetch = ParameterValidation.positive(prefetch, "prefetch");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super O> subscriber) {
        if (sources.isEmpty()) {
            Subscriptions.complete(subscriber);
            return;
        }
        new ZipCoordinator<O>(subscriber, sources.size(), prefetch, collectFailures, combinator).start(sources);
    }

    static final class ZipCoordinator<O> extends CombinationCoordinator<O> {

        private final Function<List<?>, ? extends O> combinator;
        private final SpscArrayQueue<Object>[] queues;

        @SuppressWarnings("unchecked")
        ZipCoordinator(
                MultiSubscriber<? super O> downstream,
                int count,
                int prefetch,
                boolean collectFailures,
                Function<List<?>, ? extends O> combinator) {
            super(downstream, count, prefetch, collectFailures);
            this.combinator = combinator;
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

        @Override
        void drainLoop() {
            int missed = 1;
            for (; ; ) {
                long demand = requested;
                long emitted = 0;
                while (true) {
                    if (stoppedEarly()) {
                        return;
                    }
                    int state = readiness();
                    if (state == EXHAUSTED) {
                        terminate();
                        return;
                    }
                    if (state == WAITING || emitted == demand) {
                        break;
                    }
                    Object[] row = new Object[queues.length];
                    for (int i = 0; i < queues.length; i++) {
                        row[i] = queues[i].poll();
                        sources[i].consumedOne();
                    }
                    O combined;
                    try {
                        combined = ParameterValidation.nonNullNpe(
                                combinator.apply(Arrays.asList(row)), ParameterValidation.MAPPER_RETURNED_NULL);
                    } catch (Throwable failure) {
                        Exceptions.throwIfFatal(failure);
                        failNow(failure);
                        return;
                    }
                    downstream.onItem(combined);
                    emitted++;
                }
                produced(emitted);
                missed = leave(missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        private static final int READY = 0;
        private static final int WAITING = 1;
        private static final int EXHAUSTED = 2;

        /** Whether every queue has an item, or some queue is empty (waiting), or empty for good (exhausted). */
        private int readiness() {
            int state = READY;
            for (int i = 0; i < queues.length; i++) {
                // read done before the queue: a source that is done has queued all its items
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
    }
}
