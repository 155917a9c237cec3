package io.mutiny.operators.multi.processors;

import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.MultiSubscriber;
import java.util.Arrays;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * A hot processor that broadcasts what it receives to its current subscribers: each subscriber gets the items
 * received after it subscribed, then the terminal signal. A subscriber that subscribes after the terminal signal gets
 * that signal at once.
 *
 * <p>It does not buffer: an item that reaches a subscriber without outstanding demand fails that subscriber with a
 * {@link BackPressureFailure} (and removes it) instead of slowing down the others. It requests everything from its
 * upstream. Its {@code on*} methods must not be called concurrently: use {@link #serialized()} for that. Items are
 * delivered on the thread that calls {@link #onNext(Object)}.
 *
 * @param <T> the type of the items
 */
public class BroadcastProcessor<T> extends AbstractMulti<T> implements Flow.Processor<T, T> {

    @SuppressWarnings("rawtypes")
    private static final BroadcastSubscription[] TERMINATED = new BroadcastSubscription[0];

    @SuppressWarnings("rawtypes")
    private static final BroadcastSubscription[] EMPTY = new BroadcastSubscription[0];

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<BroadcastProcessor, BroadcastSubscription[]> SUBSCRIBERS =
            AtomicReferenceFieldUpdater.newUpdater(
                    BroadcastProcessor.class, BroadcastSubscription[].class, "subscribers");

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<BroadcastProcessor, Flow.Subscription> UPSTREAM =
            AtomicReferenceFieldUpdater.newUpdater(BroadcastProcessor.class, Flow.Subscription.class, "upstream");

    @SuppressWarnings("unchecked")
    private volatile BroadcastSubscription<T>[] subscribers = EMPTY;

    private volatile Flow.Subscription upstream;
    /** The terminal failure, read by late subscribers once {@link #subscribers} is {@link #TERMINATED}. */
    private volatile Throwable failure;

    private BroadcastProcessor() {
        // use create()
    }

    /** Creates a processor without subscribers. */
    public static <T> BroadcastProcessor<T> create() {
        return new BroadcastProcessor<>();
    }

    /** A wrapper whose {@code on*} methods may be called from several threads concurrently: it serializes them. */
    public SerializedProcessor<T, T> serialized() {
        return new SerializedProcessor<>(this);
    }

    /**
     * Adds {@code subscriber}: it will receive the items received from now on. If this processor has already
     * terminated, it receives the terminal signal right after {@code onSubscribe}.
     */
    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        BroadcastSubscription<T> subscription = new BroadcastSubscription<>(this, subscriber);
        subscriber.onSubscribe(subscription);
        if (add(subscription)) {
            if (subscription.isCancelled()) {
                remove(subscription); // cancelled from onSubscribe
            }
        } else {
            Throwable terminalFailure = failure;
            if (terminalFailure != null) {
                subscription.onError(terminalFailure);
            } else {
                subscription.onComplete();
            }
        }
    }

    /**
     * Receives the upstream subscription and requests everything from it. A second subscription, or one received
     * after termination, is cancelled.
     */
    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        ParameterValidation.nonNullNpe(subscription, "subscription");
        if (subscribers == TERMINATED || !UPSTREAM.compareAndSet(this, null, subscription)) {
            subscription.cancel();
            return;
        }
        subscription.request(Long.MAX_VALUE);
    }

    /**
     * Delivers {@code item} to every current subscriber that has outstanding demand, and fails the others with a
     * {@link BackPressureFailure}. Ignored after termination.
     *
     * @throws NullPointerException if {@code item} is {@code null} (rule 2.13)
     */
    @Override
    public void onNext(T item) {
        ParameterValidation.nonNullNpe(item, "`onNext` was called with a `null` item");
        for (BroadcastSubscription<T> subscription : subscribers) {
            subscription.onNext(item);
        }
    }

    /**
     * Fails every current subscriber, and the future ones, with {@code failure}. Ignored after termination (the
     * failure is then dropped).
     *
     * @throws NullPointerException if {@code failure} is {@code null} (rule 2.13)
     */
    @Override
    public void onError(Throwable failure) {
        ParameterValidation.nonNullNpe(failure, "`onError` was called with `null`");
        if (subscribers == TERMINATED) {
            Infrastructure.handleDroppedException(failure);
            return;
        }
        this.failure = failure;
        for (BroadcastSubscription<T> subscription : terminate()) {
            subscription.onError(failure);
        }
    }

    /** Completes every current subscriber, and the future ones. Ignored after termination. */
    @Override
    public void onComplete() {
        for (BroadcastSubscription<T> subscription : terminate()) {
            subscription.onComplete();
        }
    }

    @SuppressWarnings("unchecked")
    private BroadcastSubscription<T>[] terminate() {
        return SUBSCRIBERS.getAndSet(this, TERMINATED);
    }

    private boolean add(BroadcastSubscription<T> subscription) {
        for (; ; ) {
            BroadcastSubscription<T>[] current = subscribers;
            if (current == TERMINATED) {
                return false;
            }
            BroadcastSubscription<T>[] next = Arrays.copyOf(current, current.length + 1);
            next[current.length] = subscription;
            if (SUBSCRIBERS.compareAndSet(this, current, next)) {
                return true;
            }
        }
    }

    @SuppressWarnings("unchecked")
    private void remove(BroadcastSubscription<T> subscription) {
        for (; ; ) {
            BroadcastSubscription<T>[] current = subscribers;
            int index = Arrays.asList(current).indexOf(subscription);
            if (current == TERMINATED || index < 0) {
                return;
            }
            BroadcastSubscription<T>[] next;
            if (current.length == 1) {
                next = EMPTY;
            } else {
                next = new BroadcastSubscription[current.length - 1];
                System.arraycopy(current, 0, next, 0, index);
                System.arraycopy(current, index + 1, next, index, current.length - index - 1);
            }
            if (SUBSCRIBERS.compareAndSet(this, current, next)) {
                return;
            }
        }
    }

    /** One subscriber of a {@link BroadcastProcessor}: its demand and its terminal state. */
    static final class BroadcastSubscription<T> implements Flow.Subscription {

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<BroadcastSubscription> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(BroadcastSubscription.class, "requested");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<BroadcastSubscription> WIP =
                AtomicIntegerFieldUpdater.newUpdater(BroadcastSubscription.class, "wip");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<BroadcastSubscription> DONE =
                AtomicIntegerFieldUpdater.newUpdater(BroadcastSubscription.class, "done");

        private final BroadcastProcessor<T> parent;
        private final MultiSubscriber<? super T> downstream;
        private volatile long requested;
        private volatile int done;
        private volatile int wip;
        private volatile Throwable invalidRequest;

        BroadcastSubscription(BroadcastProcessor<T> parent, MultiSubscriber<? super T> downstream) {
            this.parent = parent;
            this.downstream = downstream;
        }

        /** Delivers {@code item} if requested, otherwise fails this subscriber with a {@link BackPressureFailure}. */
        public void onNext(T item) {
            if (done != 0 || WIP.getAndIncrement(this) != 0) {
                return; // terminated, or an invalid-request failure is being delivered
            }
            if (done == 0) {
                if (requested == 0) {
                    // an invalid request that won the terminal state meanwhile is delivered below instead
                    if (DONE.compareAndSet(this, 0, 1)) {
                        parent.remove(this);
                        downstream.onFailure(new BackPressureFailure(
                                "Could not emit an item: the subscriber of the BroadcastProcessor has no outstanding"
                                        + " request"));
                    }
                } else {
                    downstream.onItem(item);
                    Subscriptions.produced(REQUESTED, this, 1);
                }
            }
            if (WIP.decrementAndGet(this) != 0) {
                downstream.onFailure(invalidRequest); // requested while the item was being delivered
            }
        }

        /** Fails this subscriber, unless it has already terminated or cancelled. */
        public void onError(Throwable failure) {
            if (DONE.compareAndSet(this, 0, 1)) {
                downstream.onFailure(failure);
            }
        }

        /** Completes this subscriber, unless it has already terminated or cancelled. */
        public void onComplete() {
            if (DONE.compareAndSet(this, 0, 1)) {
                downstream.onCompletion();
            }
        }

        /** Adds demand; {@code n <= 0} fails this subscriber (rule 3.9) and removes it. */
        @Override
        public void request(long n) {
            if (n <= 0) {
                if (DONE.compareAndSet(this, 0, 1)) {
                    parent.remove(this);
                    invalidRequest = Subscriptions.invalidRequest(n);
                    // serialized with onNext: if an item is being delivered, its thread delivers the failure
                    if (WIP.getAndIncrement(this) == 0) {
                        downstream.onFailure(invalidRequest);
                    }
                }
                return;
            }
            Subscriptions.add(REQUESTED, this, n);
        }

        /** Removes this subscriber: it receives nothing more. */
        @Override
        public void cancel() {
            if (DONE.compareAndSet(this, 0, 1)) {
                parent.remove(this);
            }
        }

        /** {@code true} once this subscriber cancelled or was terminated. */
        public boolean isCancelled() {
            return done != 0;
        }
    }
}
