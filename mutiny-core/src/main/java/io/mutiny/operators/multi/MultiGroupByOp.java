package io.mutiny.operators.multi;

import io.mutiny.GroupedMulti;
import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.function.Function;

/**
 * Splits the items into groups by key: emits one {@link GroupedMulti} per distinct key (within the downstream
 * demand), and routes each item (mapped by {@code valueMapper}) to the group of its key.
 *
 * <p>Demand and starvation: each group buffers up to {@code prefetch} items. An item that lands in a group with
 * room is replaced upstream at once, so a group that is slow or not consumed never holds back the others until its
 * own buffer is full; once full, the upstream is paused until that group consumes (back-pressure from the slowest
 * group, as any bounded buffering must do). A group that fills its buffer before anyone subscribed to it would
 * stall everything silently (the classic mistake is to flatten the groups with a concurrency lower than the
 * number of keys): instead the whole stream fails with a {@link BackPressureFailure} naming the key.
 *
 * <p>Each group accepts one subscriber (a second one gets an {@link IllegalStateException}). Cancelling a group
 * discards its buffer; a later item with the same key opens a new group. Cancelling the outer stream stops new
 * groups; the upstream is cancelled once the outer stream and every group were cancelled or terminated. An
 * upstream failure, or a mapper that throws or returns {@code null}, fails the outer stream and every group.
 */
public final class MultiGroupByOp<T, K, V> extends MultiOperator<T, GroupedMulti<K, V>> {

    private final Function<? super T, ? extends K> keyMapper;
    private final Function<? super T, ? extends V> valueMapper;
    private final int prefetch;

    /** Creates the operator grouping the items of {@code upstream} by key, each group buffering up to {@code prefetch} items. */
    public MultiGroupByOp(
            Multi<? extends T> upstream,
            Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends V> valueMapper,
            int prefetch) {
        super(upstream);
        this.keyMapper = ParameterValidation.nonNull(keyMapper, "keyMapper");
        this.valueMapper = ParameterValidation.nonNull(valueMapper, "valueMapper");
        this.prefetch = ParameterValidation.positive(prefetch, "prefetch");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super GroupedMulti<K, V>> subscriber) {
        upstream().subscribe(new GroupByProcessor<>(subscriber, keyMapper, valueMapper, prefetch));
    }

    static final class GroupByProcessor<T, K, V> extends SplittingProcessor<T, Group<K, V>> {

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<GroupByProcessor> CREDITS =
                AtomicLongFieldUpdater.newUpdater(GroupByProcessor.class, "credits");

        private final Function<? super T, ? extends K> keyMapper;
        private final Function<? super T, ? extends V> valueMapper;
        private final int prefetch;
        private final int replenishLimit;
        private final ConcurrentHashMap<K, Group<K, V>> groups = new ConcurrentHashMap<>();

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<GroupByProcessor> REQUESTING =
                AtomicIntegerFieldUpdater.newUpdater(GroupByProcessor.class, "requesting");

        private volatile long credits;
        /** The callers of {@link #credit} that reached the batch size: the first one requests for them all. */
        private volatile int requesting;

        GroupByProcessor(
                MultiSubscriber<? super GroupedMulti<K, V>> downstream,
                Function<? super T, ? extends K> keyMapper,
                Function<? super T, ? extends V> valueMapper,
                int prefetch) {
            super(downstream);
            this.keyMapper = keyMapper;
            this.valueMapper = valueMapper;
            this.prefetch = prefetch;
            this.replenishLimit = prefetch - (prefetch >> 2);
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (setUpstream(subscription)) {
                downstream.onSubscribe(this);
                // The first request holds the requesting loop: the credits given meanwhile (by an upstream emitting on
                // its own thread before this call returned) are requested once it returned (rule 2.7).
                REQUESTING.getAndIncrement(this);
                subscription.request(prefetch);
                requestCredits();
            }
        }

        @Override
        public void onItem(T item) {
            if (done) {
                return;
            }
            K key;
            V value;
            try {
                key = ParameterValidation.nonNullNpe(keyMapper.apply(item), "The key mapper returned `null`");
                value = ParameterValidation.nonNullNpe(
                        valueMapper.apply(item), ParameterValidation.MAPPER_RETURNED_NULL);
            } catch (Throwable mapperFailure) {
                Exceptions.throwIfFatal(mapperFailure);
                failAll(mapperFailure);
                return;
            }
            Group<K, V> group = groups.get(key);
            if (group == null) {
                if (outerCancelled) {
                    credit(1);
                    return;
                }
                group = new Group<>(this, key);
                groups.put(key, group);
                open(group);
            }
            group.route(value);
        }

        @Override
        void terminateOpen(Throwable throwable) {
            for (Group<K, V> group : groups.values()) {
                group.terminate(throwable);
            }
            groups.clear();
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                failAll(Subscriptions.invalidRequest(n));
                return;
            }
            addDemand(n);
            drain();
        }

        /**
         * Replaces {@code count} items upstream, in batches. Credits come from the upstream's thread and from the
         * threads consuming or cancelling the groups: one thread at a time requests ({@code requesting} counts the
         * callers, the one moving it from 0 loops for the others), so that the upstream's {@code request} is never
         * called concurrently (rule 2.7).
         */
        void credit(long count) {
            if (CREDITS.addAndGet(this, count) >= replenishLimit && REQUESTING.getAndIncrement(this) == 0) {
                requestCredits();
            }
        }

        /** Requests the credits gathered, in batches, for as long as callers reached the loop; the caller owns it. */
        private void requestCredits() {
            int missed = 1;
            for (; ; ) {
                if (credits >= replenishLimit) {
                    long batch = CREDITS.getAndSet(this, 0);
                    Flow.Subscription current = upstream;
                    if (batch > 0 && current != Subscriptions.CANCELLED && current != null) {
                        current.request(batch);
                    }
                }
                missed = REQUESTING.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        /** A group that overflowed while nobody subscribed to it: fail loudly instead of stalling every group. */
        void unconsumedGroup(K key) {
            failAll(new BackPressureFailure("The group with key `" + key + "` buffered " + prefetch
                    + " items but has no subscriber: every group must be subscribed (check the concurrency when"
                    + " flattening the groups)"));
        }

        /** A group was cancelled: forget it, and cancel the upstream if nobody listens any more. */
        void groupCancelled(Group<K, V> group) {
            groups.remove(group.key, group);
            release();
        }
    }

    /** One group: a unicast stream whose buffer counts towards the upstream demand. */
    static final class Group<K, V> extends UnicastBuffer<V> implements GroupedMulti<K, V> {

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<Group> BUFFERED =
                AtomicIntegerFieldUpdater.newUpdater(Group.class, "buffered");

        private final GroupByProcessor<?, K, V> parent;
        private final K key;
        private volatile int buffered;

        Group(GroupByProcessor<?, K, V> parent, K key) {
            this.parent = parent;
            this.key = key;
        }

        /** The key shared by the items of this group. */
        @Override
        public K key() {
            return key;
        }

        @Override
        String describe() {
            return "The group with key `" + key + "`";
        }

        /** Buffers an item; replaces it upstream at once while the buffer has room. */
        void route(V value) {
            if (isCancelled()) {
                parent.credit(1);
                return;
            }
            int before = BUFFERED.getAndIncrement(this);
            if (before < parent.prefetch) {
                parent.credit(1);
            } else if (!hasSubscriber()) {
                parent.unconsumedGroup(key);
                return;
            }
            push(value);
        }

        @Override
        void onConsumed() {
            if (BUFFERED.getAndDecrement(this) > parent.prefetch) {
                parent.credit(1);
            }
        }

        @Override
        void onCancelled() {
            parent.groupCancelled(this);
        }

        /** Gives back the upstream demand held by the dropped items, so that the other groups are not starved. */
        @Override
        void onDiscarded() {
            int held = BUFFERED.getAndSet(this, 0) - parent.prefetch;
            if (held > 0) {
                parent.credit(held);
            }
        }
    }
}
