package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.operators.KnownOutcomes;
import io.mutiny.operators.uni.UniSourceSubscription;
import io.mutiny.subscription.AbstractMultiSubscriber;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.BiConsumer;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collector;

/**
 * Reduces every item of a {@code Multi} with a {@link Collector} and emits the result as the item of a
 * {@code Uni} when the upstream completes. It requests an unbounded number of items; an upstream failure, or a
 * collector function that throws (then the upstream is cancelled), fails the {@code Uni}. Cancelling the
 * {@code Uni} cancels the upstream.
 *
 * <p>When the upstream is a synchronous fuseable chain ({@link FusedSubscription#SYNC}: a range, items or an
 * iterable, possibly transformed, filtered or observed), the items are pulled from it, on the subscribing thread,
 * instead of being pushed one by one: the source runs that loop itself ({@link FusedSubscription#pollAll}), handed the
 * accumulator and the container. When it is an asynchronous one
 * ({@link FusedSubscription#ASYNC}: the queue of an {@code emitOn}), each signal from the upstream drains that queue
 * on the signalling thread, where the items would have been pushed. An upstream whose outcome is known at assembly
 * ({@link KnownOutcome}: {@code item(x)}, {@code items(x)}, {@code range(a, a + 1)}, {@code empty()}) is not subscribed
 * at all: its item is collected on the subscribing thread, after the downstream's {@code onSubscribe}.
 */
public final class MultiCollectorOp<T, A, R> extends AbstractUni<R> {

    private final Multi<T> upstream;
    private final Collector<? super T, A, ? extends R> collector;

    /** Creates the operator reducing the items of {@code upstream} with {@code collector}. */
    public MultiCollectorOp(Multi<T> upstream, Collector<? super T, A, ? extends R> collector) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
        this.collector = ParameterValidation.nonNull(collector, "collector");
    }

    /**
     * Creates the operator adding the items of {@code upstream} to the container {@code supplier} returns (once per
     * subscription), with {@code accumulator}, and emitting that container. The arguments are validated by the
     * caller.
     */
    @SuppressWarnings("unchecked")
    public MultiCollectorOp(Multi<T> upstream, Supplier<R> supplier, BiConsumer<R, ? super T> accumulator) {
        this(upstream, (Collector<? super T, A, ? extends R>) new ContainerCollector<T, R>(supplier, accumulator));
    }

    /**
     * Creates the operator of {@code collect().asList()}: the items of {@code upstream} in an {@link ArrayList}. Over
     * a synchronous source that knows how many items it has ({@link FusedSubscription#sizeHint}: a range, an array,
     * a list, possibly transformed), the list is given that capacity before the first item instead of growing
     * (issue #11: a collected range of 1,000,000 items allocates 20 MB instead of 30.6 MB, and copies no array).
     */
    @SuppressWarnings("unchecked")
    public static <T> MultiCollectorOp<T, ?, List<T>> toList(Multi<T> upstream) {
        return new MultiCollectorOp<>(upstream, (Collector<T, ?, List<T>>) (Collector<?, ?, ?>) TO_LIST);
    }

    /** The collector of {@link #toList}: one instance, recognised by {@code pullAll} to size the list. */
    private static final ContainerCollector<Object, List<Object>> TO_LIST =
            new ContainerCollector<>(ArrayList::new, List::add);

    @SuppressWarnings("unchecked")
    @Override
    protected void subscribeActual(UniSubscriber<? super R> subscriber) {
        A container;
        try {
            container = ParameterValidation.nonNullNpe(
                    collector.supplier().get(), ParameterValidation.SUPPLIER_PRODUCED_NULL);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            subscriber.onSubscribe(() -> {});
            subscriber.onFailure(failure);
            return;
        }
        if (upstream instanceof KnownOutcome) {
            collectKnown(subscriber, container, (KnownOutcome<? extends T>) upstream);
        } else {
            upstream.subscribe(new CollectorSubscriber<>(subscriber, container, collector));
        }
    }

    /**
     * Collects the outcome of an upstream known at assembly ({@code item(x)}, {@code empty()}...) without subscribing
     * to it, as a {@code Uni} source would emit a computed item: no upstream subscription, no request, no subscriber
     * object between the two (issue #11). The signals are those of a subscription: the outcome is computed after the
     * downstream's {@code onSubscribe}, unless it cancelled there.
     */
    private void collectKnown(UniSubscriber<? super R> subscriber, A container, KnownOutcome<? extends T> upstream) {
        if (!UniSourceSubscription.subscribe(subscriber)) {
            return;
        }
        Object outcome = KnownOutcomes.read(upstream, subscriber, UniSubscriber::onFailure);
        if (outcome == KnownOutcomes.FAILED) {
            return;
        }
        if (outcome != null) {
            @SuppressWarnings("unchecked")
            T item = (T) outcome;
            try {
                accumulate(collector, container, item);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                subscriber.onFailure(failure);
                return;
            }
        }
        finish(subscriber, collector, container);
    }

    /**
     * Adds {@code item} to {@code container}. The accumulators of {@code collect().in(..)} containers and those of
     * {@link Collector}s are called from two call sites: the JIT profiles the accumulator's class per call site, and
     * one site shared by every collecting stage of an application sees so many classes that it calls them all
     * through an interface dispatch, without inlining (as a reduction and a collection are two operators in RxJava).
     */
    @SuppressWarnings("unchecked")
    private static <T, A> void accumulate(Collector<? super T, A, ?> collector, A container, T item) {
        if (collector instanceof ContainerCollector) {
            ((ContainerCollector<T, A>) collector).accumulator.accept(container, item);
        } else {
            collector.accumulator().accept(container, item);
        }
    }

    /** Emits the result of the collector's finisher, or fails if it throws. */
    @SuppressWarnings("unchecked")
    static <A, R> void finish(
            UniSubscriber<? super R> subscriber, Collector<?, A, ? extends R> collector, A container) {
        if (collector instanceof ContainerCollector) {
            subscriber.onItem((R) container); // the container is the result: no finisher to call
            return;
        }
        R result;
        try {
            result = collector.finisher().apply(container);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            subscriber.onFailure(failure);
            return;
        }
        subscriber.onItem(result);
    }

    /**
     * Five fields (32 bytes): the collector is kept whole rather than as its accumulator and finisher, which the
     * subscriber asks for when it needs them.
     */
    static final class CollectorSubscriber<T, A, R> extends AbstractMultiSubscriber<T>
            implements UniSubscription, FusedSubscription.StopCondition {

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<CollectorSubscriber, Object> UPSTREAM =
                AtomicReferenceFieldUpdater.newUpdater(CollectorSubscriber.class, Object.class, "upstream");

        private final UniSubscriber<? super R> downstream;
        private final Collector<? super T, A, ? extends R> collector;
        private final A container;
        /**
         * The {@link Flow.Subscription}, then {@link Subscriptions#CANCELLED}; typed {@code Object} so that storing it
         * costs no interface check (see {@link Subscriptions#setIfEmpty}).
         */
        private volatile Object upstream;
        /** The asynchronous fused upstream whose queue {@code onItem} drains, else {@code null}. */
        private FusedSubscription<T> asyncSource;

        CollectorSubscriber(
                UniSubscriber<? super R> downstream, A container, Collector<? super T, A, ? extends R> collector) {
            this.downstream = downstream;
            this.container = container;
            this.collector = collector;
        }

        @SuppressWarnings("unchecked")
        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (setFirstUpstream(subscription)) {
                if (subscription instanceof FusedSubscription) {
                    FusedSubscription<T> source = (FusedSubscription<T>) subscription;
                    int mode = source.requestFusion(FusedSubscription.ANY);
                    if (mode == FusedSubscription.SYNC) {
                        downstream.onSubscribe(this);
                        pullAll(source);
                        return;
                    }
                    if (mode == FusedSubscription.ASYNC) {
                        asyncSource = source;
                    }
                }
                downstream.onSubscribe(this);
                if (upstream != Subscriptions.CANCELLED) {
                    subscription.request(Long.MAX_VALUE);
                }
            }
        }

        /**
         * Stores the first subscription with an ordered store instead of a compare-and-set: nothing can cancel this
         * subscriber before it hands itself to the downstream, which it does after this store, and a duplicate
         * {@code onSubscribe} (rule 2.5) comes from the same serialized upstream; it is cancelled.
         */
        private boolean setFirstUpstream(Flow.Subscription subscription) {
            if (upstream == null) {
                UPSTREAM.lazySet(this, subscription);
                return true;
            }
            subscription.cancel();
            return false;
        }

        /**
         * Has a synchronous source run its own loop over every item, accumulating each, then completes; a
         * cancellation stops that loop, a failure of the source or of the collector fails the {@code Uni}.
         */
        private void pullAll(FusedSubscription<T> source) {
            if (collector == TO_LIST) {
                long size = source.sizeHint();
                if (size > 0) {
                    ((ArrayList<?>) container).ensureCapacity((int) Math.min(size, MAX_PRESIZED_CAPACITY));
                }
            }
            boolean exhausted;
            try {
                exhausted = source.pollAll(container, collector.accumulator(), this);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                source.clear();
                accumulationFailed(failure);
                return;
            }
            source.clear();
            if (exhausted) {
                onCompletion();
            }
        }

        /**
         * The largest capacity given ahead (16 M references, 64 MB at most): a longer list grows from there as usual,
         * and a stream that fails or is cancelled early never holds a larger unfilled array.
         */
        private static final int MAX_PRESIZED_CAPACITY = 1 << 24;

        /** Ends the loop of {@link FusedSubscription#pollAll} once the {@code Uni} is cancelled. */
        @Override
        public boolean isStopped() {
            return upstream == Subscriptions.CANCELLED;
        }

        @Override
        public void onItem(T item) {
            if (asyncSource != null) {
                drain(asyncSource);
                return;
            }
            if (upstream == Subscriptions.CANCELLED) {
                return;
            }
            try {
                accumulate(collector, container, item);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                accumulationFailed(failure);
            }
        }

        /**
         * Accumulates what an asynchronous fused source has queued (called on its serialized signals). Returns
         * {@code false} once cancelled or failed, the source cleared.
         */
        private boolean drain(FusedSubscription<T> source) {
            try {
                BiConsumer<A, ? super T> accumulator = collector.accumulator();
                for (; ; ) {
                    if (upstream == Subscriptions.CANCELLED) {
                        source.clear();
                        return false;
                    }
                    T item = source.poll();
                    if (item == null) {
                        return true;
                    }
                    accumulator.accept(container, item);
                }
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                source.clear();
                accumulationFailed(failure);
                return false;
            }
        }

        /** The collector (or a fused poll) threw: cancels the upstream and fails, unless already terminated. */
        private void accumulationFailed(Throwable failure) {
            Object current = UPSTREAM.getAndSet(this, Subscriptions.CANCELLED);
            if (current != Subscriptions.CANCELLED) {
                ((Flow.Subscription) current).cancel();
                downstream.onFailure(failure);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (asyncSource != null) {
                asyncSource.clear();
            }
            if (markDoneByUpstream()) {
                downstream.onFailure(failure);
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }

        @Override
        public void onCompletion() {
            if (asyncSource != null) {
                drain(asyncSource); // the items precede the completion
            }
            if (markDoneByUpstream()) {
                finish(downstream, collector, container);
            }
        }

        /**
         * Marks the end on a terminal signal of the upstream with an ordered store rather than an atomic swap: those
         * signals are serialized with the accumulation (and its failure), so only a cancellation can race, and a
         * terminal signal following a concurrent cancellation is allowed (rule 1.8), as in
         * {@code MultiOperatorProcessor.markDoneByUpstream()}.
         *
         * @return {@code false} if already cancelled or failed
         */
        private boolean markDoneByUpstream() {
            if (upstream == Subscriptions.CANCELLED) {
                return false;
            }
            UPSTREAM.lazySet(this, Subscriptions.CANCELLED);
            return true;
        }

        @Override
        public void cancel() {
            Subscriptions.cancel(UPSTREAM, this);
        }
    }

    /**
     * The collector of {@code collect().in(supplier, accumulator)}: the container is the result. Built directly, it
     * avoids what {@link Collector#of} allocates for every assembled {@code collect().in(..)} (an implementation
     * object, a characteristics set and its argument array).
     */
    private static final class ContainerCollector<T, R> implements Collector<T, R, R> {

        private static final Set<Characteristics> IDENTITY_FINISH = Set.of(Characteristics.IDENTITY_FINISH);

        private final Supplier<R> supplier;
        private final BiConsumer<R, ? super T> accumulator;

        ContainerCollector(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator) {
            this.supplier = supplier;
            this.accumulator = accumulator;
        }

        @Override
        public Supplier<R> supplier() {
            return supplier;
        }

        @SuppressWarnings("unchecked")
        @Override
        public BiConsumer<R, T> accumulator() {
            return (BiConsumer<R, T>) accumulator;
        }

        @Override
        public BinaryOperator<R> combiner() {
            return (left, right) -> left; // never called: a stream is collected sequentially
        }

        @Override
        public Function<R, R> finisher() {
            return Function.identity();
        }

        @Override
        public Set<Characteristics> characteristics() {
            return IDENTITY_FINISH;
        }
    }
}
