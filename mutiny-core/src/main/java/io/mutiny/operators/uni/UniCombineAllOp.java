package io.mutiny.operators.uni;

import io.mutiny.CompositeException;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.function.Function;

/**
 * Subscribes to every source (at most {@code concurrency} at a time) and, once all emitted an item, emits the
 * result of {@code combinator} applied to the items in source order.
 *
 * <p>Failures: in fail-fast mode the first failure cancels the other sources and is emitted at once. When failures
 * are collected, every source runs to its end; then a single failure is emitted as is, several are wrapped in a
 * {@link CompositeException} (in completion order), unless {@code alwaysComposite} asks for a composite even for
 * one failure.
 */
public final class UniCombineAllOp<O> extends AbstractUni<O> {

    private final List<Uni<?>> sources;
    private final Function<List<Object>, O> combinator;
    private final boolean collectFailures;
    private final boolean alwaysComposite;
    private final int concurrency;

    public UniCombineAllOp(
            List<Uni<?>> sources,
            Function<List<Object>, O> combinator,
            boolean collectFailures,
            boolean alwaysComposite,
            int concurrency) {
        this.sources = List.copyOf(sources);
        this.combinator = combinator;
        this.collectFailures = collectFailures;
        this.alwaysComposite = alwaysComposite;
        this.concurrency = concurrency;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super O> subscriber) {
        CombineAllSubscription<O> subscription = new CombineAllSubscription<>(this, subscriber);
        subscription.start();
        if (sources.isEmpty()) {
            subscription.complete();
        }
    }

    static final class CombineAllSubscription<O> extends UniFanOutSubscription<O> {

        private static final AtomicIntegerFieldUpdater<CombineAllSubscription> REMAINING =
                AtomicIntegerFieldUpdater.newUpdater(CombineAllSubscription.class, "remaining");

        private final UniCombineAllOp<O> operator;
        private final Object[] items;
        /** The failures kept until every source is done; only when collecting them (fail-fast needs none). */
        private final ConcurrentLinkedQueue<Throwable> failures;

        private volatile int remaining;

        CombineAllSubscription(UniCombineAllOp<O> operator, UniSubscriber<? super O> downstream) {
            super(downstream, operator.sources, operator.concurrency);
            this.operator = operator;
            this.items = new Object[operator.sources.size()];
            this.failures = operator.collectFailures ? new ConcurrentLinkedQueue<>() : null;
            this.remaining = items.length;
        }

        @Override
        void onSourceItem(int index, Object item) {
            // published to the thread that sees remaining reach 0 by the volatile decrement
            items[index] = item;
            sourceDone();
        }

        @Override
        void onSourceFailure(int index, Throwable failure) {
            if (operator.collectFailures) {
                failures.add(failure);
                sourceDone();
            } else {
                failDownstream(failure);
            }
        }

        private void sourceDone() {
            if (REMAINING.decrementAndGet(this) == 0) {
                complete();
            } else {
                releaseSlot();
            }
        }

        private void complete() {
            if (failures != null && !failures.isEmpty()) {
                List<Throwable> collected = new ArrayList<>(failures);
                failDownstream(
                        collected.size() == 1 && !operator.alwaysComposite
                                ? collected.get(0)
                                : new CompositeException(collected));
                return;
            }
            O result;
            try {
                result = operator.combinator.apply(Collections.unmodifiableList(Arrays.asList(items)));
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                failDownstream(failure);
                return;
            }
            if (terminate()) {
                downstream.onItem(result);
            }
        }
    }
}
