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
public final class MultiCombineLatestOp<O> extends AbstractMulti<O> {

    private final List<Flow.Publisher<?>> sources;
    private final Function<List<?>, ? extends O> combinator;
    private final boolean collectFailures;
    private final int prefetch;

    /** Creates the operator combining the latest items of {@code sources}, each asked for {@code prefetch} items ahead. */
    public MultiCombineLatestOp(
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
        new LatestCoordinator<O>(subscriber, sources.size(), prefetch, collectFailures, combinator).start(sources);
    }

    static final class LatestCoordinator<O> extends CombinationCoordinator<O> {

        private final Function<List<?>, ? extends O> combinator;
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
            super(downstream, count, prefetch, collectFailures);
            this.combinator = combinator;
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
                    if (isExhausted()) {
                        terminate();
                        return;
                    }
                    if (emitted == demand) {
                        break;
                    }
                    Object[] arrival = arrivals.poll();
                    if (arrival == null) {
                        break;
                    }
                    Source source = (Source) arrival[0];
                    if (latest[source.index] == null) {
                        sourcesWithItem++;
                    }
                    latest[source.index] = arrival[1];
                    source.consumedOne();
                    if (sourcesWithItem < latest.length) {
                        continue;
                    }
                    O combined;
                    try {
                        combined = ParameterValidation.nonNullNpe(
                                combinator.apply(Arrays.asList(latest.clone())),
                                ParameterValidation.MAPPER_RETURNED_NULL);
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

        /** Every source is done with nothing left to consume, or one is done without having emitted anything. */
        private boolean isExhausted() {
            boolean allDone = true;
            for (Source source : sources) {
                // read done first: a done source has queued all its items
                boolean done = source.done;
                if (done && !source.receivedAny) {
                    return true;
                }
                allDone &= done;
            }
            return allDone && arrivals.isEmpty();
        }
    }
}
