package io.mutiny.operators.multi;

import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import org.jctools.queues.SpscUnboundedArrayQueue;

/**
 * An inner stream fed by an operator (a group of {@code group().by}, a window of {@code group().intoMultis()}):
 * the operator pushes items from its upstream thread, and the one subscriber receives them, buffered until
 * requested, then the terminal signal. A failure is delivered as soon as it arrives, dropping the buffer. A
 * second subscriber fails with an {@link IllegalStateException}. Subclasses hear about consumption and
 * cancellation to manage the upstream demand.
 *
 * <p>A subscriber asking for {@link FusedSubscription#ASYNC} fusion (also across a
 * {@link FusedSubscription#BOUNDARY}: polling runs no user code) polls the buffer itself: the drain loop then only
 * signals, {@code onItem(null)} and the terminal signal, on the thread that pushes (or subscribes), the consumption
 * callback runs on the polling thread, and the subscriber clears the buffer on every exit. Its requests are not
 * counted: it polls at its pace. A failure still drops the buffer: the subscriber polls nothing more once it arrived.
 *
 * @param <T> the type of the items
 */
abstract class UnicastBuffer<T> extends AbstractMulti<T> implements FusedSubscription<T> {

    @SuppressWarnings("rawtypes")
    private static final AtomicLongFieldUpdater<UnicastBuffer> REQUESTED =
            AtomicLongFieldUpdater.newUpdater(UnicastBuffer.class, "requested");

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<UnicastBuffer> WIP =
            AtomicIntegerFieldUpdater.newUpdater(UnicastBuffer.class, "wip");

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<UnicastBuffer> SUBSCRIBED =
            AtomicIntegerFieldUpdater.newUpdater(UnicastBuffer.class, "subscribed");

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<UnicastBuffer> CANCELLED =
            AtomicIntegerFieldUpdater.newUpdater(UnicastBuffer.class, "cancelled");

    private final SpscUnboundedArrayQueue<T> queue = new SpscUnboundedArrayQueue<>(16);

    private volatile MultiSubscriber<? super T> downstream;
    private volatile long requested;
    private volatile int wip;
    private volatile int subscribed;
    private volatile int cancelled;
    private volatile boolean done;
    private volatile Throwable failure;
    private volatile Throwable invalidRequest;
    /** The subscriber polls the buffer ({@link #ASYNC}); set in its onSubscribe, before it can request. */
    private boolean outputFused;

    /** Describes this stream in error messages. */
    abstract String describe();

    /** Called by the drain loop for each item it takes from the buffer, before emitting it. */
    void onConsumed() {
        // nothing by default
    }

    /** Called once when the subscriber cancels (or requests an invalid amount). */
    void onCancelled() {
        // nothing by default
    }

    /** Called by the drain loop after it dropped the buffer of a cancelled stream. */
    void onDiscarded() {
        // nothing by default
    }

    /**
     * Subscribes the one subscriber: it receives the buffered items, then the live ones, within its demand, on the
     * thread of the pushing operator or of its own requests. A second subscriber gets an
     * {@link IllegalStateException}.
     */
    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        if (subscribed == 0 && SUBSCRIBED.compareAndSet(this, 0, 1)) {
            subscriber.onSubscribe(this);
            downstream = subscriber;
            drain();
        } else {
            Subscriptions.fail(subscriber, new IllegalStateException(describe() + " accepts only one subscriber"));
        }
    }

    final boolean hasSubscriber() {
        return subscribed != 0;
    }

    final boolean isCancelled() {
        return cancelled != 0;
    }

    /** Buffers {@code item} and emits it if requested. Called serially by the owning operator. */
    final void push(T item) {
        queue.offer(item);
        drain();
    }

    /** Ends the stream: completion if {@code throwable} is {@code null}, failure otherwise. */
    final void terminate(Throwable throwable) {
        failure = throwable;
        done = true;
        drain();
    }

    @Override
    public void request(long n) {
        if (n <= 0) {
            invalidRequest = Subscriptions.invalidRequest(n);
            cancel();
            return;
        }
        if (outputFused) {
            return; // the subscriber polls at its pace
        }
        Subscriptions.add(REQUESTED, this, n);
        drain();
    }

    @Override
    public int requestFusion(int modes) {
        if ((modes & ASYNC) != 0) {
            outputFused = true;
            return ASYNC;
        }
        return NONE;
    }

    /** Fused: the next buffered item, nothing once the stream failed (the failure drops the buffer). */
    @Override
    public T poll() {
        if (failure != null) {
            return null;
        }
        T item = queue.poll();
        if (item != null) {
            onConsumed();
        }
        return item;
    }

    @Override
    public boolean isEmpty() {
        return failure != null || queue.isEmpty();
    }

    /** Fused: the subscriber drops the buffer on every exit, as the drain loop does unfused. */
    @Override
    public void clear() {
        queue.clear();
        onDiscarded();
    }

    @Override
    public void cancel() {
        if (CANCELLED.compareAndSet(this, 0, 1)) {
            onCancelled();
            drain();
        }
    }

    private void drain() {
        if (WIP.getAndIncrement(this) != 0) {
            return;
        }
        int missed = 1;
        for (; ; ) {
            MultiSubscriber<? super T> subscriber = downstream;
            // read after the subscriber, which is published after the fusion was negotiated
            if (subscriber != null && outputFused) {
                signalOutput(subscriber, missed);
                return;
            }
            if (cancelled != 0) {
                queue.clear();
                onDiscarded();
                if (subscriber == null && invalidRequest != null) {
                    // An invalid request made in the subscriber's onSubscribe, before the subscriber is published:
                    // release the loop, so that the drain run once onSubscribe returned delivers the failure.
                    missed = WIP.addAndGet(this, -missed);
                    if (missed == 0) {
                        return;
                    }
                    continue;
                }
                Throwable invalid = invalidRequest;
                if (invalid != null) {
                    subscriber.onFailure(invalid);
                }
                return;
            }
            if (subscriber != null) {
                long demand = requested;
                long emitted = 0;
                while (cancelled == 0) {
                    boolean terminated = done;
                    Throwable failed = failure;
                    if (terminated && failed != null) {
                        queue.clear();
                        end(subscriber);
                        return;
                    }
                    boolean empty = queue.isEmpty();
                    if (terminated && empty) {
                        end(subscriber);
                        return;
                    }
                    if (empty || emitted == demand) {
                        break;
                    }
                    T item = queue.poll();
                    onConsumed();
                    subscriber.onItem(item);
                    emitted++;
                }
                if (emitted != 0) {
                    Subscriptions.produced(REQUESTED, this, emitted);
                }
            }
            missed = WIP.addAndGet(this, -missed);
            if (missed == 0) {
                return;
            }
        }
    }

    /** Fused: tells the subscriber to poll, then sends the terminal signal; the subscriber owns the buffer. */
    private void signalOutput(MultiSubscriber<? super T> subscriber, int initiallyMissed) {
        int missed = initiallyMissed;
        for (; ; ) {
            if (cancelled != 0) {
                Throwable invalid = invalidRequest;
                if (invalid != null) {
                    subscriber.onFailure(invalid);
                }
                return;
            }
            boolean terminated = done;
            if (failure == null) {
                subscriber.onItem(null);
            }
            if (terminated) {
                end(subscriber);
                return;
            }
            missed = WIP.addAndGet(this, -missed);
            if (missed == 0) {
                return;
            }
        }
    }

    private void end(MultiSubscriber<? super T> subscriber) {
        cancelled = 1;
        Throwable failed = failure;
        if (failed != null) {
            subscriber.onFailure(failed);
        } else {
            subscriber.onCompletion();
        }
    }
}
