package io.mutiny.operators.multi;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.AbstractMultiSubscriber;
import io.mutiny.subscription.ContextSupport;
import io.mutiny.subscription.MultiSubscriber;
import java.util.List;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * Subscribes once to the upstream (at the first subscription, before that subscriber gets its subscription),
 * requests every item, records the last {@code limit} items (all of them with {@link Long#MAX_VALUE}) after the
 * optional seed items, and replays them to each subscriber, followed by the live items and the terminal signal.
 *
 * <p>Each subscriber reads the recording at its own pace, within its own demand, on the thread of its request or
 * of the upstream signal. It starts reading at the oldest retained item when it reads its first item (or the
 * terminal signal), not when it subscribes: the first subscriber of a synchronous upstream, or a subscriber that
 * requests late, only gets the last {@code limit} items, as in Mutiny. Cancelling a subscriber never cancels the
 * upstream. The recording is a linked list: a subscriber that started reading keeps alive the items it has not
 * read yet, even those older than {@code limit}.
 */
public final class MultiReplayOp<T> extends AbstractMulti<T> {

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<MultiReplayOp> CONNECTED =
            AtomicIntegerFieldUpdater.newUpdater(MultiReplayOp.class, "connected");

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<MultiReplayOp, Replayer[]> REPLAYERS =
            AtomicReferenceFieldUpdater.newUpdater(MultiReplayOp.class, Replayer[].class, "replayers");

    private static final Replayer<?>[] NONE = new Replayer<?>[0];

    private final Multi<T> upstream;
    private final long limit;

    private volatile int connected;
    private volatile Replayer<?>[] replayers = NONE;

    /** The node before the oldest retained item: where new subscribers start. */
    private volatile Node<T> head;
    /** Only written by the upstream's (serialized) signals. */
    private Node<T> tail;
    /** Only written by the upstream's (serialized) signals. */
    private long size;

    private Throwable failure;
    private volatile boolean done;

    /** Creates the operator replaying {@code upstream}: the {@code seed} items first, and at most the last {@code limit} items to new subscribers. */
    public MultiReplayOp(Multi<T> upstream, long limit, List<T> seed) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
        this.limit = ParameterValidation.positive(limit, "limit");
        this.head = new Node<>(null);
        this.tail = head;
        for (T item : seed) {
            append(item);
        }
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        if (connected == 0 && CONNECTED.compareAndSet(this, 0, 1)) {
            // as in Mutiny, the upstream sees the context of the subscriber that triggers the subscription
            upstream.subscribe(new Recorder(Subscriptions.contextOf(subscriber)));
        }
        Replayer<T> replayer = new Replayer<>(this, subscriber);
        // onSubscribe first: once added, the replayer may be drained by the upstream's thread
        subscriber.onSubscribe(replayer);
        add(replayer);
        if (replayer.cancelled) {
            remove(replayer);
        }
        replayer.drain();
    }

    private void append(T item) {
        Node<T> node = new Node<>(item);
        tail.next = node;
        tail = node;
        if (++size > limit) {
            head = head.next;
            size--;
        }
    }

    private void signalAll() {
        for (Replayer<?> replayer : replayers) {
            replayer.drain();
        }
    }

    private void add(Replayer<?> replayer) {
        for (; ; ) {
            Replayer<?>[] current = replayers;
            Replayer<?>[] next = java.util.Arrays.copyOf(current, current.length + 1);
            next[current.length] = replayer;
            if (REPLAYERS.compareAndSet(this, current, next)) {
                return;
            }
        }
    }

    private void remove(Replayer<?> replayer) {
        for (; ; ) {
            Replayer<?>[] current = replayers;
            int index = -1;
            for (int i = 0; i < current.length; i++) {
                if (current[i] == replayer) {
                    index = i;
                    break;
                }
            }
            if (index < 0) {
                return;
            }
            Replayer<?>[] next = new Replayer<?>[current.length - 1];
            System.arraycopy(current, 0, next, 0, index);
            System.arraycopy(current, index + 1, next, index, next.length - index);
            if (REPLAYERS.compareAndSet(this, current, next)) {
                return;
            }
        }
    }

    static final class Node<T> {
        final T item;
        volatile Node<T> next;

        Node(T item) {
            this.item = item;
        }
    }

    /** The single upstream subscriber: records the signals and wakes the replayers up. */
    final class Recorder extends AbstractMultiSubscriber<T> implements ContextSupport {

        private final Context context;

        Recorder(Context context) {
            this.context = context;
        }

        @Override
        public Context context() {
            return context;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            subscription.request(Long.MAX_VALUE);
        }

        @Override
        public void onItem(T item) {
            if (!done) {
                append(item);
                signalAll();
            }
        }

        @Override
        public void onFailure(Throwable throwable) {
            if (done) {
                Infrastructure.handleDroppedException(throwable);
                return;
            }
            failure = throwable;
            done = true;
            signalAll();
        }

        @Override
        public void onCompletion() {
            if (!done) {
                done = true;
                signalAll();
            }
        }
    }

    /** One subscriber's view: its cursor in the recording and its demand. */
    static final class Replayer<T> implements Flow.Subscription {

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<Replayer> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(Replayer.class, "requested");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<Replayer> WIP =
                AtomicIntegerFieldUpdater.newUpdater(Replayer.class, "wip");

        private final MultiReplayOp<T> parent;
        private final MultiSubscriber<? super T> downstream;
        /** The last node sent downstream, {@code null} until the first read; only touched by the drain loop. */
        private Node<T> cursor;

        private volatile long requested;
        private volatile int wip;
        volatile boolean cancelled;
        private volatile Throwable invalidRequest;

        Replayer(MultiReplayOp<T> parent, MultiSubscriber<? super T> downstream) {
            this.parent = parent;
            this.downstream = downstream;
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                invalidRequest = Subscriptions.invalidRequest(n);
            } else {
                Subscriptions.add(REQUESTED, this, n);
            }
            drain();
        }

        @Override
        public void cancel() {
            if (!cancelled) {
                cancelled = true;
                parent.remove(this);
                drain();
            }
        }

        void drain() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            int missed = 1;
            for (; ; ) {
                long demand = requested;
                long emitted = 0;
                Node<T> node = cursor;
                while (true) {
                    if (cancelled) {
                        cursor = null;
                        return;
                    }
                    Throwable invalid = invalidRequest;
                    if (invalid != null) {
                        end();
                        downstream.onFailure(invalid);
                        return;
                    }
                    // read done before next: once done is set, every item is in the list
                    boolean done = parent.done;
                    if (node == null) {
                        Node<T> oldest = parent.head;
                        if (!done && (emitted == demand || oldest.next == null)) {
                            break; // nothing to read yet: the starting point is chosen at the first read
                        }
                        node = oldest;
                    }
                    Node<T> next = node.next;
                    if (next == null) {
                        if (done) {
                            end();
                            Throwable failure = parent.failure;
                            if (failure != null) {
                                downstream.onFailure(failure);
                            } else {
                                downstream.onCompletion();
                            }
                            return;
                        }
                        break;
                    }
                    if (emitted == demand) {
                        break;
                    }
                    downstream.onItem(next.item);
                    node = next;
                    emitted++;
                }
                cursor = node;
                if (emitted != 0) {
                    Subscriptions.produced(REQUESTED, this, emitted);
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        private void end() {
            cancelled = true;
            cursor = null;
            parent.remove(this);
        }
    }
}
