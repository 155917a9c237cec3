package io.mutiny.operators.multi;

import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * Emits the integers from {@code startInclusive} to {@code endExclusive}, in order, as they are requested, on the
 * requesting thread; completes right after the last one, even without outstanding demand. Fuseable ({@code SYNC},
 * also across a thread boundary: no user code runs). A {@link ConditionalSubscriber} downstream (a filter) gets
 * the items through {@code tryOnItem}, and the dropped ones do not count against the demand.
 *
 * <p>A transformation of a range ({@link MultiMapOp}) runs inside the range's emission loop (see
 * {@link #subscribe(MultiSubscriber, Function)}): the mapper is then a local of the loop, and the JIT no longer
 * allocates the boxed value that only feeds it.
 */
public final class MultiFromRangeOp extends AbstractMulti<Integer> {

    private final int startInclusive;
    private final int endExclusive;

    /**
     * Builds the range.
     *
     * @throws IllegalArgumentException if {@code endExclusive < startInclusive}
     */
    public MultiFromRangeOp(int startInclusive, int endExclusive) {
        if (endExclusive < startInclusive) {
            throw new IllegalArgumentException("`endExclusive` (" + endExclusive
                    + ") must be greater than or equal to `startInclusive` (" + startInclusive + ")");
        }
        this.startInclusive = startInclusive;
        this.endExclusive = endExclusive;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super Integer> subscriber) {
        subscribe(subscriber, null);
    }

    /**
     * Subscribes {@code subscriber} to the results of {@code mapper} applied to the values, as
     * {@code onItem().transform(mapper)} over this range would, with one stage less: the mapper runs on the
     * emitting (requesting) thread; one that throws or returns {@code null} stops the emission and fails the stream.
     * Fuseable ({@code SYNC}, not across a thread boundary: the mapper stays on the requesting thread).
     *
     * @param mapper {@code null} for the values themselves
     */
    <T> void subscribe(MultiSubscriber<? super T> subscriber, Function<? super Integer, ? extends T> mapper) {
        if (startInclusive == endExclusive) {
            Subscriptions.complete(subscriber);
        } else {
            subscriber.onSubscribe(
                    mapper == null
                            ? new RangeSubscription<>(subscriber, startInclusive, endExclusive)
                            : new MappedRangeSubscription<>(subscriber, startInclusive, endExclusive, mapper));
        }
    }

    /**
     * The {@code requested} counter is also the emission-loop ownership: whoever moves it away from 0 runs the loop,
     * so a {@code request} made from {@code onItem} only adds demand (rule 3.3). Once the loop stops for good
     * (completion, cancellation, invalid request) the counter is never brought back to 0, so no loop starts again.
     * The loop reads one volatile flag per item, {@code stopped}, which both a cancellation and an invalid request
     * raise; an invalid request also adds one unit of demand to wake the loop, so that its owner is the only thread
     * sending a terminal signal. A mapper that fails raises {@code stopped} and {@code cancelled} before failing the
     * stream from the loop, which then returns without giving the demand back: no loop starts again.
     *
     * <p>Each loop reads the mapper of a {@link MappedRangeSubscription} (a subclass, so that a plain range's
     * subscription is not larger) into a local before iterating, so that the JIT checks its type once, outside the
     * loop, and can drop the boxed value passed to it.
     */
    static class RangeSubscription<T> implements FusedSubscription<T> {

        /** The first value {@code Integer.valueOf} does not take from its cache (by default): see emitUnbounded. */
        private static final int FIRST_UNCACHED = 128;

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<RangeSubscription> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(RangeSubscription.class, "requested");

        private final MultiSubscriber<? super T> downstream;
        private final int end;
        /** The next value; touched by the loop owner (or the polling consumer) only. */
        private int index;

        private volatile long requested;
        /** Raised by a cancellation or an invalid request: the loop checks it before each item. */
        private volatile boolean stopped;

        private volatile boolean cancelled;
        private volatile Throwable invalidRequest;

        RangeSubscription(MultiSubscriber<? super T> downstream, int start, int end) {
            this.downstream = downstream;
            this.index = start;
            this.end = end;
        }

        @Override
        public void request(long n) {
            long demand = n;
            if (n <= 0) {
                invalidRequest = Subscriptions.invalidRequest(n);
                stopped = true;
                demand = 1;
            }
            if (Subscriptions.add(REQUESTED, this, demand) == 0) {
                if (downstream instanceof ConditionalSubscriber) {
                    emitConditional((ConditionalSubscriber<? super T>) downstream, demand);
                } else if (demand == Long.MAX_VALUE) {
                    emitUnbounded();
                } else {
                    emitBounded(demand);
                }
            }
        }

        @Override
        public void cancel() {
            cancelled = true;
            stopped = true;
        }

        /**
         * Under unbounded demand: no accounting at all.
         *
         * <p>Two loops: the values below 128 (which include the ones {@code Integer.valueOf} takes from its cache),
         * then the others. Once this loop is inlined into a larger compilation, JDK 17's C2 only drops the box of a
         * value it can prove outside the cache: merged with a cached instance, a new {@code Integer} is not
         * scalar-replaced. The second loop therefore boxes {@code Math.max(value, FIRST_UNCACHED)}, which is {@code value} there
         * but carries the bound to C2. Starting that loop at {@code Math.max(index, 128)} instead also drops the box,
         * but then C2 knows that {@code value + k} cannot overflow in the unrolled copies, rewrites the downstream's
         * {@code long} arithmetic accordingly, and the loop runs 3 times slower (a {@code sum += item} field update
         * no longer compiles to one read-modify-write instruction).
         */
        private void emitUnbounded() {
            MultiSubscriber<? super T> subscriber = downstream;
            Function<? super Integer, ? extends T> function = mapper();
            int last = end;
            int value = index;
            for (int cacheEnd = Math.min(last, FIRST_UNCACHED); value < cacheEnd; value++) {
                if (!emit(subscriber, function, value)) {
                    return;
                }
            }
            for (; value < last; value++) { // value >= FIRST_UNCACHED here
                if (!emit(subscriber, function, Math.max(value, FIRST_UNCACHED))) {
                    return;
                }
            }
            complete();
        }

        /** Emits the item of {@code value}; {@code false} if the loop must return (stopped, or the mapper failed). */
        private boolean emit(
                MultiSubscriber<? super T> subscriber, Function<? super Integer, ? extends T> function, int value) {
            if (stopped) {
                stop();
                return false;
            }
            T item = item(function, value);
            if (item == null) {
                return false;
            }
            subscriber.onItem(item);
            return true;
        }

        private void emitBounded(long initialDemand) {
            MultiSubscriber<? super T> subscriber = downstream;
            Function<? super Integer, ? extends T> function = mapper();
            int last = end;
            int value = index;
            long demand = initialDemand;
            long emitted = 0;
            int cacheEnd = Math.min(last, FIRST_UNCACHED);
            for (; ; ) {
                // the values below FIRST_UNCACHED, then the others (see emitUnbounded)
                for (; emitted != demand && value < cacheEnd; value++, emitted++) {
                    if (!emit(subscriber, function, value)) {
                        return;
                    }
                }
                for (; emitted != demand && value < last; value++, emitted++) {
                    if (!emit(subscriber, function, Math.max(value, FIRST_UNCACHED))) {
                        return;
                    }
                }
                if (value == last) {
                    complete();
                    return;
                }
                demand = requested;
                if (emitted == demand) {
                    index = value;
                    demand = REQUESTED.addAndGet(this, -emitted);
                    if (demand == 0) {
                        return;
                    }
                    emitted = 0;
                }
            }
        }

        /** Same as {@link #emitBounded}, where only the items the subscriber consumed count against the demand. */
        private void emitConditional(ConditionalSubscriber<? super T> subscriber, long initialDemand) {
            Function<? super Integer, ? extends T> function = mapper();
            int last = end;
            int value = index;
            long demand = initialDemand;
            long emitted = 0;
            int cacheEnd = Math.min(last, FIRST_UNCACHED);
            for (; ; ) {
                // the values below FIRST_UNCACHED, then the others (see emitUnbounded)
                for (; emitted != demand && value < cacheEnd; value++) {
                    int consumed = tryEmit(subscriber, function, value);
                    if (consumed < 0) {
                        return;
                    }
                    emitted += consumed;
                }
                for (; emitted != demand && value < last; value++) {
                    int consumed = tryEmit(subscriber, function, Math.max(value, FIRST_UNCACHED));
                    if (consumed < 0) {
                        return;
                    }
                    emitted += consumed;
                }
                if (value == last) {
                    complete();
                    return;
                }
                demand = requested;
                if (demand == Long.MAX_VALUE) {
                    emitted = 0; // unbounded: nothing to account for any more
                } else if (emitted == demand) {
                    index = value;
                    demand = REQUESTED.addAndGet(this, -emitted);
                    if (demand == 0) {
                        return;
                    }
                    emitted = 0;
                }
            }
        }

        /**
         * Offers the item of {@code value} to a conditional subscriber: 1 if it consumed it, 0 if it dropped it, -1 if
         * the loop must return (stopped, or the mapper failed).
         */
        private int tryEmit(
                ConditionalSubscriber<? super T> subscriber,
                Function<? super Integer, ? extends T> function,
                int value) {
            if (stopped) {
                stop();
                return -1;
            }
            T item = item(function, value);
            if (item == null) {
                return -1;
            }
            return subscriber.tryOnItem(item) ? 1 : 0;
        }

        /** {@code null}: the items are the values themselves. */
        Function<? super Integer, ? extends T> mapper() {
            return null;
        }

        /**
         * The item for {@code value}: the value itself without a mapper, else the mapper's result; {@code null} if the
         * mapper threw or returned {@code null}, after failing the stream (the loop must then return).
         */
        private T item(Function<? super Integer, ? extends T> function, int value) {
            if (function == null) {
                return mapped(null, value);
            }
            try {
                return mapped(function, value);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                cancelled = true;
                stopped = true;
                downstream.onFailure(failure);
                return null;
            }
        }

        private void complete() {
            if (stopped) {
                stop(); // an invalid request made during the last item, or a cancellation
            } else {
                stopped = true;
                downstream.onCompletion();
            }
        }

        /** The loop met {@code stopped}: reports an invalid request unless the subscriber cancelled. */
        private void stop() {
            Throwable failure = invalidRequest;
            if (failure != null && !cancelled) {
                cancelled = true;
                downstream.onFailure(failure);
            }
        }

        @Override
        public int requestFusion(int modes) {
            return (modes & SYNC) != 0 ? SYNC : NONE;
        }

        /** A mapper that throws or returns {@code null} fails the stream through the polling consumer. */
        @Override
        public T poll() {
            int value = index;
            if (value == end) {
                return null;
            }
            index = value + 1;
            return mapped(mapper(), value);
        }

        /** The item for {@code value}: the value itself without a mapper, else the mapper's non-null result. */
        @SuppressWarnings("unchecked")
        private static <V> V mapped(Function<? super Integer, ? extends V> function, int value) {
            return function == null
                    ? (V) Integer.valueOf(value)
                    : ParameterValidation.nonNullNpe(function.apply(value), ParameterValidation.MAPPER_RETURNED_NULL);
        }

        /**
         * The loop of {@link #poll()} run here, with the index and the mapper in locals: the index is stored once, when
         * the loop stops, instead of at every item. A mapper that throws or returns {@code null} is thrown, as by
         * {@code poll()}.
         */
        @Override
        public <C> boolean pollAll(C target, BiConsumer<C, ? super T> consumer, StopCondition stop) {
            Function<? super Integer, ? extends T> function = mapper();
            int last = end;
            int value = index;
            // the values below FIRST_UNCACHED, then the others (see emitUnbounded)
            for (int cacheEnd = Math.min(last, FIRST_UNCACHED); value < cacheEnd; value++) {
                if (stop.isStopped()) {
                    index = value;
                    return false;
                }
                consumer.accept(target, mapped(function, value));
            }
            for (; value < last; value++) {
                if (stop.isStopped()) {
                    index = value;
                    return false;
                }
                consumer.accept(target, mapped(function, Math.max(value, FIRST_UNCACHED)));
            }
            index = last;
            return true;
        }

        @Override
        public long sizeHint() {
            return (long) end - index;
        }

        @Override
        public boolean isEmpty() {
            return index == end;
        }

        @Override
        public void clear() {
            index = end;
        }
    }

    /** The subscription of a transformed range: refuses fusion across a thread boundary (the mapper stays here). */
    static final class MappedRangeSubscription<T> extends RangeSubscription<T> {

        private final Function<? super Integer, ? extends T> mapper;

        MappedRangeSubscription(
                MultiSubscriber<? super T> downstream,
                int start,
                int end,
                Function<? super Integer, ? extends T> mapper) {
            super(downstream, start, end);
            this.mapper = mapper;
        }

        @Override
        Function<? super Integer, ? extends T> mapper() {
            return mapper;
        }

        @Override
        public int requestFusion(int modes) {
            return (modes & BOUNDARY) != 0 ? NONE : super.requestFusion(modes);
        }
    }
}
