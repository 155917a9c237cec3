package io.mutiny.operators.multi.split;

import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.AbstractMultiSubscriber;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.Function;

/**
 * Splits a {@link Multi} into several {@code Multi}s, one per constant of an enum: each upstream item goes to the
 * split of the key that {@code splitter} computes for it.
 *
 * <p>Each split accepts one subscriber at a time (another one fails with an {@link IllegalStateException}). The
 * upstream is subscribed once, when every split has a subscriber, and items flow only while every split has one:
 * a subscriber that cancels pauses the flow until a new subscriber arrives for its split. The upstream is asked
 * for one item at a time, and only while every split has outstanding demand, so a slow split slows all of them
 * down; an item whose split lost its subscriber in the meantime waits for the next one. Items
 * are emitted on the upstream's thread or on the thread of the request that unblocked them. The completion or the
 * failure of the upstream (or of {@code splitter}) goes to every current subscriber and to later ones.
 *
 * @param <T> the type of the items
 * @param <K> the type of the keys, an enum
 */
public class MultiSplitter<T, K extends Enum<K>> {

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<MultiSplitter> WIP =
            AtomicIntegerFieldUpdater.newUpdater(MultiSplitter.class, "wip");

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<MultiSplitter> UPSTREAM_SUBSCRIBED =
            AtomicIntegerFieldUpdater.newUpdater(MultiSplitter.class, "upstreamSubscribed");

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<MultiSplitter, Flow.Subscription> UPSTREAM =
            AtomicReferenceFieldUpdater.newUpdater(MultiSplitter.class, Flow.Subscription.class, "upstream");

    private final Multi<? extends T> source;
    private final Class<K> keyType;
    private final Function<T, K> splitter;
    private final AtomicReferenceArray<Split<T>> splits;

    private volatile Flow.Subscription upstream;
    private volatile int upstreamSubscribed;
    private volatile int wip;

    /** The upstream item waiting for its split to have demand, and its key (drain-loop and upstream only). */
    private volatile T pendingItem;

    private volatile K pendingKey;
    /** Drain-loop state: an upstream item was requested and has not arrived yet. */
    private boolean itemRequested;
    /** The completion ({@link #COMPLETED}) or the failure of the upstream. */
    private volatile Throwable terminal;

    private static final Throwable COMPLETED = new Throwable("completed", null, false, false) {};

    /**
     * Creates the splitter. Nothing is subscribed until every split has a subscriber.
     *
     * @param upstream the upstream, must not be {@code null}
     * @param keyType the enum of the keys, must not be {@code null} and must have at least one constant
     * @param splitter computes the key of an item, must not be {@code null}, must not return {@code null}
     */
    public MultiSplitter(Multi<? extends T> upstream, Class<K> keyType, Function<T, K> splitter) {
        this.source = ParameterValidation.nonNull(upstream, "upstream");
        this.keyType = ParameterValidation.nonNull(keyType, "keyType");
        this.splitter = Infrastructure.decorate(ParameterValidation.nonNull(splitter, "splitter"));
        K[] keys = keyType.getEnumConstants();
        if (keys == null || keys.length == 0) {
            throw new IllegalArgumentException("`keyType` must be an enum with at least one constant");
        }
        this.splits = new AtomicReferenceArray<>(keys.length);
    }

    /**
     * The {@code Multi} of the items whose key is {@code key}. See the class description for how items flow.
     *
     * @param key the key, must not be {@code null}
     * @return the split
     */
    public Multi<T> get(K key) {
        ParameterValidation.nonNull(key, "key");
        return Infrastructure.onMultiCreation(new SplitMulti(key.ordinal()));
    }

    /**
     * The enum of the keys.
     *
     * @return the key type given at creation
     */
    public Class<K> keyType() {
        return keyType;
    }

    private final class SplitMulti extends AbstractMulti<T> {

        private final int index;

        SplitMulti(int index) {
            this.index = index;
        }

        @Override
        protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
            Split<T> split = new Split<>(subscriber, MultiSplitter.this);
            if (!splits.compareAndSet(index, null, split)) {
                Subscriptions.fail(
                        subscriber,
                        new IllegalStateException(
                                "The split " + keyType.getEnumConstants()[index] + " already has a subscriber"));
                return;
            }
            subscriber.onSubscribe(split);
            if (allSplitsSubscribed() && UPSTREAM_SUBSCRIBED.compareAndSet(MultiSplitter.this, 0, 1)) {
                source.subscribe(new UpstreamSubscriber());
            }
            drain();
        }
    }

    private final class UpstreamSubscriber extends AbstractMultiSubscriber<T> {

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (Subscriptions.setIfEmpty(UPSTREAM, MultiSplitter.this, subscription)) {
                drain();
            }
        }

        @Override
        public void onItem(T item) {
            if (terminal != null) {
                return;
            }
            K key;
            try {
                key = ParameterValidation.nonNullNpe(splitter.apply(item), "The splitter returned `null`");
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                Subscriptions.cancel(UPSTREAM, MultiSplitter.this);
                onFailure(failure);
                return;
            }
            pendingKey = key;
            pendingItem = item;
            drain();
        }

        @Override
        public void onFailure(Throwable failure) {
            if (terminal == null) {
                terminal = failure;
                drain();
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }

        @Override
        public void onCompletion() {
            if (terminal == null) {
                terminal = COMPLETED;
                drain();
            }
        }
    }

    private boolean allSplitsSubscribed() {
        for (int i = 0; i < splits.length(); i++) {
            if (splits.get(i) == null) {
                return false;
            }
        }
        return true;
    }

    /** Whether every split has a subscriber with outstanding demand: only then is an upstream item requested. */
    private boolean allSplitsHaveDemand() {
        for (int i = 0; i < splits.length(); i++) {
            Split<T> split = splits.get(i);
            if (split == null || !split.hasDemand()) {
                return false;
            }
        }
        return true;
    }

    void drain() {
        if (WIP.getAndIncrement(this) != 0) {
            return;
        }
        int missed = 1;
        for (; ; ) {
            removeFailedSplits();
            T item = pendingItem;
            if (item != null) {
                Split<T> split = splits.get(pendingKey.ordinal());
                if (split != null && split.tryConsumeDemand()) {
                    pendingItem = null;
                    itemRequested = false;
                    split.downstream.onItem(item);
                    continue;
                }
            } else if (terminal != null) {
                terminateSplits();
            } else if (!itemRequested && upstream != null && allSplitsHaveDemand()) {
                itemRequested = true;
                upstream.request(1);
                continue;
            }
            missed = WIP.addAndGet(this, -missed);
            if (missed == 0) {
                return;
            }
        }
    }

    /** Sends the upstream's terminal signal to every current subscriber, which leave their split. */
    private void terminateSplits() {
        Throwable outcome = terminal;
        for (int i = 0; i < splits.length(); i++) {
            Split<T> split = splits.get(i);
            if (split != null && splits.compareAndSet(i, split, null) && !split.cancelled) {
                if (outcome == COMPLETED) {
                    split.downstream.onCompletion();
                } else {
                    split.downstream.onFailure(outcome);
                }
            }
        }
    }

    /** Releases the splits whose subscriber cancelled or made an invalid request (failing the latter). */
    private void removeFailedSplits() {
        for (int i = 0; i < splits.length(); i++) {
            Split<T> split = splits.get(i);
            if (split != null && split.cancelled && splits.compareAndSet(i, split, null)) {
                Throwable failure = split.invalidRequest;
                if (failure != null) {
                    split.downstream.onFailure(failure);
                }
            }
        }
    }

    /** The subscription of the subscriber of one split. */
    static final class Split<T> implements Flow.Subscription {

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<Split> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(Split.class, "requested");

        final MultiSubscriber<? super T> downstream;
        private final MultiSplitter<T, ?> parent;

        private volatile long requested;
        volatile boolean cancelled;
        volatile Throwable invalidRequest;

        Split(MultiSubscriber<? super T> downstream, MultiSplitter<T, ?> parent) {
            this.downstream = downstream;
            this.parent = parent;
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                invalidRequest = Subscriptions.invalidRequest(n);
                cancelled = true;
            } else {
                Subscriptions.add(REQUESTED, this, n);
            }
            parent.drain();
        }

        @Override
        public void cancel() {
            if (!cancelled) {
                cancelled = true;
                parent.drain();
            }
        }

        boolean hasDemand() {
            return !cancelled && requested != 0;
        }

        boolean tryConsumeDemand() {
            if (cancelled || requested == 0) {
                return false;
            }
            Subscriptions.produced(REQUESTED, this, 1);
            return true;
        }
    }
}
