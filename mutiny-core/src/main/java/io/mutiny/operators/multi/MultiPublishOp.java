package io.mutiny.operators.multi;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.AbstractMultiSubscriber;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.ContextSupport;
import io.mutiny.subscription.MultiSubscriber;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.Flow;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import org.jctools.queues.SpscArrayQueue;

/**
 * Broadcasts one upstream subscription to many subscribers: the upstream is subscribed once
 * {@code minSubscribers} subscribers are present, and each item goes to every subscriber present when it is
 * dispatched (late subscribers miss the earlier items).
 *
 * <p>Demand: the upstream is asked for {@code prefetch} items ahead, replenished as items are dispatched, and an
 * item is dispatched only when every current subscriber requested it, so the slowest subscriber paces the stream.
 * While no subscriber is present, the items wait in the buffer.
 *
 * <p>Lifecycle: without {@code cancelWhenNoSubscribers}, the upstream is never cancelled by departures, and a
 * subscriber arriving after the upstream terminated receives the terminal signal at once. With it, the upstream is
 * cancelled when the last subscriber leaves (after {@code cancellationDelay}, on {@code executor}, unless a new
 * subscriber arrives in the meantime), and a subscriber arriving after a cancellation or a termination starts a new
 * upstream subscription. A failure is delivered at once to every subscriber, discarding the buffer. All signals
 * to the subscribers are emitted from one drain loop, on the thread of an upstream signal or of a request.
 */
public final class MultiPublishOp<T> extends AbstractMulti<T> {

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<MultiPublishOp, Connection> CURRENT =
            AtomicReferenceFieldUpdater.newUpdater(MultiPublishOp.class, Connection.class, "current");

    private final Multi<T> upstream;
    private final int minSubscribers;
    private final boolean cancelWhenNoSubscribers;
    private final Duration cancellationDelay;
    private final ScheduledExecutorService executor;
    private final int prefetch;

    private volatile Connection<T> current;

    /** Creates the operator broadcasting {@code upstream} once {@code minSubscribers} subscribed, asking it for {@code prefetch} items ahead; see the class description for the cancellation options. */
    public MultiPublishOp(
            Multi<T> upstream,
            int minSubscribers,
            boolean cancelWhenNoSubscribers,
            Duration cancellationDelay,
            ScheduledExecutorService executor,
            int prefetch) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
        this.minSubscribers = ParameterValidation.positive(minSubscribers, "minSubscribers");
        this.cancelWhenNoSubscribers = cancelWhenNoSubscribers;
        this.cancellationDelay = ParameterValidation.nonNull(cancellationDelay, "cancellationDelay");
        this.executor = ParameterValidation.nonNull(executor, "executor");
        this.prefetch = ParameterValidation.positive(prefetch, "prefetch");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        Receiver<T> receiver = new Receiver<>(subscriber);
        subscriber.onSubscribe(receiver);
        for (; ; ) {
            if (receiver.cancelled) {
                return;
            }
            Connection<T> connection = current;
            if (connection == null || (cancelWhenNoSubscribers && connection.isOver())) {
                Connection<T> fresh = new Connection<>(this);
                if (!CURRENT.compareAndSet(this, connection, fresh)) {
                    continue;
                }
                connection = fresh;
            }
            receiver.connection = connection;
            int count = connection.add(receiver);
            if (count < 0) {
                if (cancelWhenNoSubscribers) {
                    // the connection ended while we subscribed: the next round opens a new one
                    continue;
                }
                receiver.cancelled = true;
                Throwable invalid = receiver.invalidRequest;
                if (invalid != null) {
                    // requested n <= 0 from onSubscribe, while its subscription was live: rule 3.9 wins
                    subscriber.onFailure(invalid);
                } else {
                    connection.replayTerminal(subscriber);
                }
                return;
            }
            if (receiver.cancelled) {
                // cancelled between joining and being stored: leave for good
                connection.remove(receiver);
                return;
            }
            connection.connectIfReady(count);
            connection.drain();
            return;
        }
    }

    /** One upstream subscription and the subscribers it serves. */
    static final class Connection<T> extends AbstractMultiSubscriber<T> implements ContextSupport {

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<Connection, Receiver[]> RECEIVERS =
                AtomicReferenceFieldUpdater.newUpdater(Connection.class, Receiver[].class, "receivers");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<Connection, Flow.Subscription> UPSTREAM =
                AtomicReferenceFieldUpdater.newUpdater(Connection.class, Flow.Subscription.class, "upstream");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<Connection> WIP =
                AtomicIntegerFieldUpdater.newUpdater(Connection.class, "wip");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<Connection> CONNECTED =
                AtomicIntegerFieldUpdater.newUpdater(Connection.class, "connected");

        private static final Receiver<?>[] EMPTY = new Receiver<?>[0];
        private static final Receiver<?>[] OVER = new Receiver<?>[0];

        private final MultiPublishOp<T> parent;
        private final SpscArrayQueue<T> queue;
        private final int limit;
        /** Only touched by the drain loop. */
        private int consumed;

        private volatile Receiver<?>[] receivers = EMPTY;
        private volatile Flow.Subscription upstream;
        private volatile int wip;
        private volatile int connected;
        private volatile boolean done;
        private volatile Throwable failure;
        private volatile ScheduledFuture<?> pendingCancellation;
        /** The context the upstream sees: the one of the earliest subscriber present at the connection. */
        private volatile Context context = Context.empty();

        Connection(MultiPublishOp<T> parent) {
            this.parent = parent;
            this.queue = new SpscArrayQueue<>(parent.prefetch);
            this.limit = parent.prefetch - (parent.prefetch >> 2);
        }

        boolean isOver() {
            return receivers == OVER;
        }

        /** @return the number of receivers after the addition, or -1 if this connection is over */
        int add(Receiver<?> receiver) {
            for (; ; ) {
                Receiver<?>[] present = receivers;
                if (present == OVER) {
                    return -1;
                }
                Receiver<?>[] next = Arrays.copyOf(present, present.length + 1);
                next[present.length] = receiver;
                if (RECEIVERS.compareAndSet(this, present, next)) {
                    ScheduledFuture<?> scheduled = pendingCancellation;
                    if (scheduled != null) {
                        scheduled.cancel(false);
                    }
                    return next.length;
                }
            }
        }

        void remove(Receiver<?> receiver) {
            for (; ; ) {
                Receiver<?>[] present = receivers;
                int index = Arrays.asList(present).indexOf(receiver);
                if (present == OVER || index < 0) {
                    return;
                }
                Receiver<?>[] next = present.length == 1 ? EMPTY : new Receiver<?>[present.length - 1];
                System.arraycopy(present, 0, next, 0, index);
                System.arraycopy(present, index + 1, next, index, next.length - index);
                if (RECEIVERS.compareAndSet(this, present, next)) {
                    if (next == EMPTY && parent.cancelWhenNoSubscribers) {
                        scheduleCancellation();
                    }
                    return;
                }
            }
        }

        private void scheduleCancellation() {
            Duration delay = parent.cancellationDelay;
            if (delay.isZero() || delay.isNegative()) {
                cancelIfUnused();
                return;
            }
            try {
                pendingCancellation =
                        parent.executor.schedule(this::cancelIfUnused, delay.toNanos(), TimeUnit.NANOSECONDS);
            } catch (RejectedExecutionException rejected) {
                cancelIfUnused();
            }
            if (receivers != EMPTY) {
                // a subscriber arrived, or the connection terminated, while we scheduled: either may have missed
                // the future
                ScheduledFuture<?> scheduled = pendingCancellation;
                if (scheduled != null) {
                    scheduled.cancel(false);
                }
            }
        }

        private void cancelIfUnused() {
            if (RECEIVERS.compareAndSet(this, EMPTY, OVER)) {
                Subscriptions.cancel(UPSTREAM, this);
                drain();
            }
        }

        void connectIfReady(int subscriberCount) {
            if (subscriberCount >= parent.minSubscribers && connected == 0 && CONNECTED.compareAndSet(this, 0, 1)) {
                Receiver<?>[] present = receivers;
                if (present.length > 0) {
                    context = Subscriptions.contextOf(present[0].downstream);
                }
                parent.upstream.subscribe(this);
            }
        }

        @Override
        public Context context() {
            return context;
        }

        void replayTerminal(MultiSubscriber<? super T> subscriber) {
            Throwable failed = failure;
            if (failed != null) {
                subscriber.onFailure(failed);
            } else {
                subscriber.onCompletion();
            }
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (Subscriptions.setIfEmpty(UPSTREAM, this, subscription)) {
                subscription.request(parent.prefetch);
            }
        }

        @Override
        public void onItem(T item) {
            if (done) {
                return;
            }
            if (!queue.offer(item)) {
                Subscriptions.cancel(UPSTREAM, this);
                onFailure(new BackPressureFailure("The upstream emitted more items than requested"));
                return;
            }
            drain();
        }

        @Override
        public void onFailure(Throwable throwable) {
            if (done) {
                Infrastructure.handleDroppedException(throwable);
                return;
            }
            failure = throwable;
            done = true;
            drain();
        }

        @Override
        public void onCompletion() {
            if (!done) {
                done = true;
                drain();
            }
        }

        @SuppressWarnings("unchecked")
        void drain() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            int missed = 1;
            for (; ; ) {
                Receiver<T>[] present = (Receiver<T>[]) receivers;
                if (present == OVER) {
                    queue.clear();
                    return;
                }
                for (Receiver<T> receiver : present) {
                    Throwable invalid = receiver.invalidRequest;
                    if (invalid != null && !receiver.cancelled) {
                        receiver.cancelled = true;
                        remove(receiver);
                        receiver.downstream.onFailure(invalid);
                    }
                }
                present = (Receiver<T>[]) receivers;
                boolean terminated = done;
                if (terminated && failure != null) {
                    terminateAll();
                    return;
                }
                long demand = Long.MAX_VALUE;
                int active = 0;
                for (Receiver<T> receiver : present) {
                    if (!receiver.cancelled) {
                        demand = Math.min(demand, receiver.requested);
                        active++;
                    }
                }
                long emitted = 0;
                if (active > 0) {
                    while (emitted != demand) {
                        T item = queue.poll();
                        if (item == null) {
                            break;
                        }
                        for (Receiver<T> receiver : present) {
                            if (!receiver.cancelled) {
                                receiver.downstream.onItem(item);
                            }
                        }
                        emitted++;
                        replenish();
                    }
                    if (emitted != 0) {
                        for (Receiver<T> receiver : present) {
                            receiver.produced(emitted);
                        }
                    }
                }
                if (terminated && queue.isEmpty()) {
                    terminateAll();
                    return;
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        private void replenish() {
            if (++consumed == limit) {
                consumed = 0;
                Flow.Subscription subscription = upstream;
                if (subscription != null && subscription != Subscriptions.CANCELLED) {
                    subscription.request(limit);
                }
            }
        }

        @SuppressWarnings("unchecked")
        private void terminateAll() {
            queue.clear();
            Receiver<T>[] last = (Receiver<T>[]) RECEIVERS.getAndSet(this, OVER);
            // a delayed cancellation has nothing left to cancel: drop its timer rather than keep this connection
            // referenced by the executor until it fires (one scheduled meanwhile sees OVER and cancels itself)
            ScheduledFuture<?> scheduled = pendingCancellation;
            if (scheduled != null) {
                scheduled.cancel(false);
            }
            Throwable failed = failure;
            for (Receiver<T> receiver : last) {
                if (!receiver.cancelled) {
                    receiver.cancelled = true;
                    if (failed != null) {
                        receiver.downstream.onFailure(failed);
                    } else {
                        receiver.downstream.onCompletion();
                    }
                }
            }
        }
    }

    /** The subscription of one subscriber: its demand and cancellation. */
    static final class Receiver<T> implements Flow.Subscription {

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<Receiver> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(Receiver.class, "requested");

        /** Set before the receiver joins a connection; requests made before only add to the demand. */
        volatile Connection<T> connection;

        final MultiSubscriber<? super T> downstream;
        volatile long requested;
        volatile boolean cancelled;
        volatile Throwable invalidRequest;

        Receiver(MultiSubscriber<? super T> downstream) {
            this.downstream = downstream;
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                invalidRequest = Subscriptions.invalidRequest(n);
            } else {
                Subscriptions.add(REQUESTED, this, n);
            }
            Connection<T> joined = connection;
            if (joined != null) {
                joined.drain();
            }
        }

        @Override
        public void cancel() {
            if (!cancelled) {
                cancelled = true;
                Connection<T> joined = connection;
                if (joined != null) {
                    joined.remove(this);
                    joined.drain();
                }
            }
        }

        void produced(long count) {
            Subscriptions.produced(REQUESTED, this, count);
        }
    }
}
