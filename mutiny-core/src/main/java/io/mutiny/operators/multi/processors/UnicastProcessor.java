package io.mutiny.operators.multi.processors;

import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import org.jctools.queues.MessagePassingQueue;
import org.jctools.queues.MpscUnboundedArrayQueue;

/**
 * A processor for a single subscriber that buffers the items it receives until the subscriber requests them. Items
 * received before the subscriber arrives are kept too. A second subscriber is failed with an
 * {@link IllegalStateException}.
 *
 * <p>It requests everything from its upstream. Items are delivered on the thread that calls {@code onNext} or
 * {@code request}, never more than requested. A completion or a failure is delivered after the buffered items.
 * Cancelling clears the buffer and cancels the upstream. The termination action given to
 * {@link #create(Queue, Runnable)} runs once on completion, failure or cancellation.
 *
 * <p>With an unbounded buffer ({@link #create()}, or a {@link ConcurrentLinkedQueue} or unbounded JCTools queue given
 * to {@link #create(Queue, Runnable)}), a subscriber that asks for {@link FusedSubscription#ASYNC} fusion
 * ({@code emitOn}, {@code collect}) polls the buffer itself instead of receiving copies: polling runs no user code,
 * so it is granted across a {@link FusedSubscription#BOUNDARY} too. A bounded buffer is not fused: unfused, the
 * items the subscriber requested (an emitOn prefetch) leave it and free room; fused, they would stay and fill it. That subscriber is then signalled on the thread calling {@code onNext},
 * {@code onError} or {@code onComplete} (or subscribing), and clears the buffer itself when it cancels.
 *
 * @param <T> the type of the items
 */
public class UnicastProcessor<T> extends AbstractMulti<T> implements Flow.Processor<T, T>, FusedSubscription<T> {

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<UnicastProcessor> WIP =
            AtomicIntegerFieldUpdater.newUpdater(UnicastProcessor.class, "wip");

    @SuppressWarnings("rawtypes")
    private static final AtomicLongFieldUpdater<UnicastProcessor> REQUESTED =
            AtomicLongFieldUpdater.newUpdater(UnicastProcessor.class, "requested");

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<UnicastProcessor, MultiSubscriber> DOWNSTREAM =
            AtomicReferenceFieldUpdater.newUpdater(UnicastProcessor.class, MultiSubscriber.class, "downstream");

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<UnicastProcessor, Flow.Subscription> UPSTREAM =
            AtomicReferenceFieldUpdater.newUpdater(UnicastProcessor.class, Flow.Subscription.class, "upstream");

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<UnicastProcessor, Runnable> ON_TERMINATION =
            AtomicReferenceFieldUpdater.newUpdater(UnicastProcessor.class, Runnable.class, "onTermination");

    /** Takes the place of a subscriber that cancelled or terminated, so that it can be collected (rule 3.13). */
    private static final MultiSubscriber<Object> DETACHED = new Placeholder();

    /**
     * Takes the place of the subscriber while its {@code onSubscribe} runs: other subscribers are refused, but the
     * drain loop, which a producer may run on its thread meanwhile, signals nothing before {@code onSubscribe}
     * returned (rules 1.3 and 1.9).
     */
    private static final MultiSubscriber<Object> SUBSCRIBING = new Placeholder();

    private final Queue<T> queue;
    /** The buffer has no bound: a fusing subscriber may poll it without changing when the stream overflows. */
    private final boolean fuseable;

    private volatile MultiSubscriber<? super T> downstream;
    private volatile Flow.Subscription upstream;
    private volatile Runnable onTermination;
    private volatile int wip;
    private volatile long requested;
    private volatile boolean done;
    private volatile Throwable failure;
    private volatile Throwable invalidRequest;
    private volatile boolean cancelled;
    /** The subscriber polls {@code queue} itself ({@link FusedSubscription#ASYNC}); set in its onSubscribe. */
    private boolean outputFused;

    private UnicastProcessor(Queue<T> queue, Runnable onTermination) {
        this.queue = queue;
        this.onTermination = onTermination;
        this.fuseable = queue instanceof ConcurrentLinkedQueue
                || (queue instanceof MessagePassingQueue<?> passing
                        && passing.capacity() == MessagePassingQueue.UNBOUNDED_CAPACITY);
    }

    /** Creates a processor with an unbounded buffer. */
    public static <I> UnicastProcessor<I> create() {
        return new UnicastProcessor<>(new MpscUnboundedArrayQueue<>(16), null);
    }

    /**
     * Creates a processor buffering into {@code queue}, and running {@code onTermination} once when the stream ends
     * (completion, failure or cancellation). An item the queue refuses fails the stream with a
     * {@link BackPressureFailure}, after the items already buffered.
     *
     * @param queue the buffer; it must accept concurrent offers if {@code onNext} is called from several threads
     * @param onTermination the termination action, may be {@code null}
     */
    public static <I> UnicastProcessor<I> create(Queue<I> queue, Runnable onTermination) {
        return new UnicastProcessor<>(ParameterValidation.nonNull(queue, "queue"), onTermination);
    }

    /** Receives the upstream subscription and requests everything; a second one, or a late one, is cancelled. */
    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        ParameterValidation.nonNullNpe(subscription, "subscription");
        if (done || cancelled || !UPSTREAM.compareAndSet(this, null, subscription)) {
            subscription.cancel();
            return;
        }
        subscription.request(Long.MAX_VALUE);
    }

    /**
     * Sets the single subscriber; it then receives the buffered items as it requests them. Any other subscriber is
     * failed with an {@link IllegalStateException}.
     */
    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        if (DOWNSTREAM.compareAndSet(this, null, SUBSCRIBING)) {
            subscriber.onSubscribe(this);
            // published after onSubscribe, with what it set (the fusion mode), for the drain loop of any thread
            downstream = subscriber;
            drain();
        } else {
            Subscriptions.fail(subscriber, new IllegalStateException("A UnicastProcessor accepts a single subscriber"));
        }
    }

    /**
     * Buffers {@code item} and delivers it if requested. Ignored after termination or cancellation. May be called
     * from several threads when the queue supports it (the default one does).
     *
     * @throws NullPointerException if {@code item} is {@code null} (rule 2.13)
     */
    @Override
    public void onNext(T item) {
        ParameterValidation.nonNullNpe(item, "`onNext` was called with a `null` item");
        if (done || cancelled) {
            return;
        }
        if (!queue.offer(item)) {
            onError(new BackPressureFailure("The UnicastProcessor refused an item: the queue is full"));
            return;
        }
        drain();
    }

    /**
     * Fails the subscriber (once it is there) after the buffered items. Ignored after termination.
     *
     * @throws NullPointerException if {@code failure} is {@code null} (rule 2.13)
     */
    @Override
    public void onError(Throwable failure) {
        ParameterValidation.nonNullNpe(failure, "`onError` was called with `null`");
        if (done || cancelled) {
            Infrastructure.handleDroppedException(failure);
            return;
        }
        this.failure = failure;
        done = true;
        drain();
    }

    /** Completes the subscriber once it has received the buffered items. Ignored after termination. */
    @Override
    public void onComplete() {
        if (done || cancelled) {
            return;
        }
        done = true;
        drain();
    }

    /** Adds demand from the subscriber; {@code n <= 0} fails the stream (rule 3.9) and cancels the upstream. */
    @Override
    public void request(long n) {
        if (n <= 0) {
            if (!cancelled) {
                // takes precedence over a completion still waiting for buffered items to be delivered
                invalidRequest = Subscriptions.invalidRequest(n);
                Subscriptions.cancel(UPSTREAM, this);
                drain();
            }
            return;
        }
        if (outputFused) {
            return; // the subscriber polls at its pace; the upstream was asked for everything
        }
        Subscriptions.add(REQUESTED, this, n);
        drain();
    }

    /**
     * Cancels: the buffer is cleared, the upstream cancelled, and nothing more is delivered. A fused subscriber
     * clears the buffer itself (it may be polling it now).
     */
    @Override
    public void cancel() {
        if (cancelled) {
            return;
        }
        cancelled = true;
        Subscriptions.cancel(UPSTREAM, this);
        runTerminationAction();
        drain(); // clears the queue, unless the subscriber polls it
    }

    /**
     * Grants {@link #ASYNC} fusion to an unbounded buffer, also across a {@link #BOUNDARY}: {@link #poll()} takes
     * from the buffer and runs no user code. Called by the subscriber in its {@code onSubscribe}.
     */
    @Override
    public int requestFusion(int modes) {
        if (fuseable && (modes & ASYNC) != 0) {
            outputFused = true;
            return ASYNC;
        }
        return NONE;
    }

    /** Fused: takes the next buffered item, or {@code null} if there is none now. */
    @Override
    public T poll() {
        return queue.poll();
    }

    /** Fused: {@code true} when nothing is buffered. */
    @Override
    public boolean isEmpty() {
        return queue.isEmpty();
    }

    /** Fused: discards the buffered items. */
    @Override
    public void clear() {
        queue.clear();
    }

    /** {@code true} while a subscriber is attached and has not cancelled. */
    public boolean hasSubscriber() {
        return downstream != null && !cancelled;
    }

    /** A wrapper whose {@code on*} methods may be called from several threads concurrently: it serializes them. */
    public SerializedProcessor<T, T> serialized() {
        return new SerializedProcessor<>(this);
    }

    private void drain() {
        if (WIP.getAndIncrement(this) != 0) {
            return;
        }
        int missed = 1;
        for (; ; ) {
            MultiSubscriber<? super T> subscriber = downstream;
            if (subscriber != null && subscriber != SUBSCRIBING) {
                if (outputFused) {
                    signal(subscriber);
                } else {
                    drainTo(subscriber);
                }
                if (cancelled) {
                    // the sentinel keeps refusing other subscribers
                    DOWNSTREAM.set(this, DETACHED);
                }
            }
            missed = WIP.addAndGet(this, -missed);
            if (missed == 0) {
                return;
            }
        }
    }

    private void drainTo(MultiSubscriber<? super T> subscriber) {
        long demand = requested;
        long emitted = 0;
        for (; ; ) {
            if (cancelled) {
                queue.clear();
                return;
            }
            Throwable invalid = invalidRequest;
            if (invalid != null) {
                terminate();
                subscriber.onFailure(invalid);
                return;
            }
            boolean terminated = done;
            T item = emitted == demand ? null : queue.poll();
            if (item == null) {
                if (terminated && queue.isEmpty()) {
                    terminate();
                    Throwable terminalFailure = failure;
                    if (terminalFailure != null) {
                        subscriber.onFailure(terminalFailure);
                    } else {
                        subscriber.onCompletion();
                    }
                }
                break;
            }
            subscriber.onItem(item);
            emitted++;
        }
        if (emitted > 0) {
            Subscriptions.produced(REQUESTED, this, emitted);
        }
    }

    /**
     * Fused: tells the subscriber to poll, then sends the terminal signal once the items before it are pollable.
     * The buffer is left to the subscriber, which clears it on every exit.
     */
    private void signal(MultiSubscriber<? super T> subscriber) {
        if (cancelled) {
            return;
        }
        Throwable invalid = invalidRequest;
        if (invalid != null) {
            end();
            subscriber.onFailure(invalid);
            return;
        }
        boolean terminated = done;
        subscriber.onItem(null);
        if (terminated) {
            end();
            Throwable terminalFailure = failure;
            if (terminalFailure != null) {
                subscriber.onFailure(terminalFailure);
            } else {
                subscriber.onCompletion();
            }
        }
    }

    /** Marks the stream over for good (so nothing more is delivered) and runs the termination action. */
    private void terminate() {
        queue.clear();
        end();
    }

    /** Marks the stream over for good and runs the termination action, leaving the buffer as it is. */
    private void end() {
        cancelled = true;
        runTerminationAction();
    }

    /** A subscriber that ignores every signal, for the sentinels of {@link #downstream}. */
    private static final class Placeholder implements MultiSubscriber<Object> {
        @Override
        public void onSubscribe(Flow.Subscription subscription) {}

        @Override
        public void onItem(Object item) {}

        @Override
        public void onFailure(Throwable failure) {}

        @Override
        public void onCompletion() {}
    }

    private void runTerminationAction() {
        Runnable action = ON_TERMINATION.getAndSet(this, null);
        if (action != null) {
            try {
                action.run();
            } catch (Throwable thrown) {
                Exceptions.throwIfFatal(thrown);
                Infrastructure.handleDroppedException(thrown);
            }
        }
    }
}
