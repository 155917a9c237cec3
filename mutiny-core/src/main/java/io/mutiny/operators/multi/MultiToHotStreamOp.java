package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.AbstractMultiSubscriber;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.MultiSubscriber;
import java.util.Arrays;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * Turns a {@code Multi} into a hot stream: the upstream is subscribed right away (when this operator is built) with
 * an unbounded request, and each item goes to the subscribers present at that moment; with no subscriber, items
 * are dropped. A subscriber arriving after the upstream terminated receives the terminal signal at once.
 *
 * <p>The upstream is consumed without back-pressure, but no subscriber ever receives more than it requested: a
 * subscriber with no outstanding demand when an item arrives is failed with a {@link BackPressureFailure} and
 * removed, the others go on. Items are emitted on the upstream's thread. Cancelling a subscriber removes it; the
 * upstream is never cancelled.
 */
public final class MultiToHotStreamOp<T> extends AbstractMulti<T> {

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<MultiToHotStreamOp, HotSubscription[]> SUBSCRIBERS =
            AtomicReferenceFieldUpdater.newUpdater(MultiToHotStreamOp.class, HotSubscription[].class, "subscribers");

    private static final HotSubscription<?>[] NONE = new HotSubscription<?>[0];
    private static final HotSubscription<?>[] TERMINATED = new HotSubscription<?>[0];

    private volatile HotSubscription<?>[] subscribers = NONE;
    private volatile Throwable failure;

    /** Creates the hot stream and subscribes to {@code upstream} at once. */
    public MultiToHotStreamOp(Multi<T> upstream) {
        ParameterValidation.nonNull(upstream, "upstream").subscribe(new UpstreamSubscriber());
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        HotSubscription<T> subscription = new HotSubscription<>(this, subscriber);
        subscriber.onSubscribe(subscription);
        if (!add(subscription)) {
            subscription.terminate(failure);
        } else if (subscription.cancelled || subscription.pendingFailure != null) {
            // cancelled, or failed by an invalid request, from onSubscribe (or meanwhile, from another thread):
            // its own remove() ran before it was added
            remove(subscription);
        }
    }

    private boolean add(HotSubscription<?> subscription) {
        for (; ; ) {
            HotSubscription<?>[] present = subscribers;
            if (present == TERMINATED) {
                return false;
            }
            HotSubscription<?>[] next = Arrays.copyOf(present, present.length + 1);
            next[present.length] = subscription;
            if (SUBSCRIBERS.compareAndSet(this, present, next)) {
                return true;
            }
        }
    }

    private void remove(HotSubscription<?> subscription) {
        for (; ; ) {
            HotSubscription<?>[] present = subscribers;
            int index = Arrays.asList(present).indexOf(subscription);
            if (present == TERMINATED || index < 0) {
                return;
            }
            HotSubscription<?>[] next = present.length == 1 ? NONE : new HotSubscription<?>[present.length - 1];
            System.arraycopy(present, 0, next, 0, index);
            System.arraycopy(present, index + 1, next, index, next.length - index);
            if (SUBSCRIBERS.compareAndSet(this, present, next)) {
                return;
            }
        }
    }

    final class UpstreamSubscriber extends AbstractMultiSubscriber<T> {

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            subscription.request(Long.MAX_VALUE);
        }

        @SuppressWarnings("unchecked")
        @Override
        public void onItem(T item) {
            for (HotSubscription<?> subscription : subscribers) {
                ((HotSubscription<T>) subscription).deliver(item);
            }
        }

        @Override
        public void onFailure(Throwable throwable) {
            failure = throwable;
            terminateAll(throwable);
        }

        @Override
        public void onCompletion() {
            terminateAll(null);
        }

        private void terminateAll(Throwable throwable) {
            HotSubscription<?>[] last = SUBSCRIBERS.getAndSet(MultiToHotStreamOp.this, TERMINATED);
            if (last == TERMINATED && throwable != null) {
                Infrastructure.handleDroppedException(throwable);
            }
            for (HotSubscription<?> subscription : last) {
                subscription.terminate(throwable);
            }
        }
    }

    /**
     * The subscription of one subscriber. Items come from the upstream's thread only; a failure caused by the
     * subscriber itself (an invalid request) may come from another thread, so every signal is sent while holding a
     * non-blocking guard: an item that finds the guard taken is dropped, since the subscriber is being terminated.
     */
    static final class HotSubscription<T> implements Flow.Subscription {

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<HotSubscription> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(HotSubscription.class, "requested");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<HotSubscription> GUARD =
                AtomicIntegerFieldUpdater.newUpdater(HotSubscription.class, "guard");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<HotSubscription> TERMINAL_SENT =
                AtomicIntegerFieldUpdater.newUpdater(HotSubscription.class, "terminalSent");

        private final MultiToHotStreamOp<T> parent;
        private final MultiSubscriber<? super T> downstream;
        private volatile long requested;
        private volatile int guard;
        private volatile int terminalSent;
        volatile boolean cancelled;
        /** The failure to send: an invalid request, a missing demand or the upstream's; written before removal. */
        volatile Throwable pendingFailure;

        HotSubscription(MultiToHotStreamOp<T> parent, MultiSubscriber<? super T> downstream) {
            this.parent = parent;
            this.downstream = downstream;
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                pendingFailure = Subscriptions.invalidRequest(n);
                parent.remove(this);
                sendPendingFailure();
                return;
            }
            Subscriptions.add(REQUESTED, this, n);
        }

        @Override
        public void cancel() {
            cancelled = true;
            parent.remove(this);
        }

        void deliver(T item) {
            if (cancelled || !GUARD.compareAndSet(this, 0, 1)) {
                return;
            }
            if (requested == 0) {
                pendingFailure = new BackPressureFailure(
                        "The subscriber of the hot stream could not keep up: an item arrived without demand");
                parent.remove(this);
            } else if (terminalSent == 0) {
                downstream.onItem(item);
                Subscriptions.produced(REQUESTED, this, 1);
            }
            guard = 0;
            sendPendingFailure();
        }

        void terminate(Throwable throwable) {
            if (throwable != null) {
                pendingFailure = throwable;
                sendPendingFailure();
            } else if (!cancelled && GUARD.compareAndSet(this, 0, 1)) {
                if (TERMINAL_SENT.compareAndSet(this, 0, 1)) {
                    downstream.onCompletion();
                }
            }
        }

        /** Sends the recorded failure if nobody is signalling; whoever holds the guard sends it on release. */
        private void sendPendingFailure() {
            Throwable failed = pendingFailure;
            if (failed != null && !cancelled && GUARD.compareAndSet(this, 0, 1)) {
                if (TERMINAL_SENT.compareAndSet(this, 0, 1)) {
                    downstream.onFailure(failed);
                }
            }
        }
    }
}
