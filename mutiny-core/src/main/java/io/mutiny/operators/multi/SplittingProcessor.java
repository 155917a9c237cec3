package io.mutiny.operators.multi;

import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.AbstractMultiSubscriber;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import org.jctools.queues.SpscUnboundedArrayQueue;

/**
 * The outer side of the operators that split a stream into inner streams ({@link MultiGroupByOp},
 * {@link MultiWindowOp}): emits each new inner stream within the downstream demand (one drain loop), ends the outer
 * stream and every open inner stream on the upstream's terminal signal, and holds the upstream until the outer stream
 * and every inner stream were cancelled or ended ({@code active} counts them). Cancelling the outer stream cancels
 * the inner streams not delivered yet; the delivered ones go on.
 *
 * @param <T> the type of the upstream items
 * @param <I> the type of the inner streams
 */
abstract class SplittingProcessor<T, I extends UnicastBuffer<?>> extends AbstractMultiSubscriber<T>
        implements Flow.Subscription {

    @SuppressWarnings("rawtypes")
    static final AtomicReferenceFieldUpdater<SplittingProcessor, Flow.Subscription> UPSTREAM =
            AtomicReferenceFieldUpdater.newUpdater(SplittingProcessor.class, Flow.Subscription.class, "upstream");

    @SuppressWarnings("rawtypes")
    private static final AtomicLongFieldUpdater<SplittingProcessor> REQUESTED =
            AtomicLongFieldUpdater.newUpdater(SplittingProcessor.class, "requested");

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<SplittingProcessor> WIP =
            AtomicIntegerFieldUpdater.newUpdater(SplittingProcessor.class, "wip");

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<SplittingProcessor> ACTIVE =
            AtomicIntegerFieldUpdater.newUpdater(SplittingProcessor.class, "active");

    final MultiSubscriber<? super I> downstream;
    /** The inner streams opened and not delivered yet: offered by the upstream's signals, polled by the drain loop. */
    private final SpscUnboundedArrayQueue<I> undelivered = new SpscUnboundedArrayQueue<>(16);

    volatile Flow.Subscription upstream;
    private volatile long requested;
    private volatile int wip;
    /** The outer stream plus every inner stream not ended: the upstream is cancelled when it drops to 0. */
    private volatile int active = 1;

    volatile boolean outerCancelled;
    volatile boolean done;
    private volatile Throwable failure;

    SplittingProcessor(MultiSubscriber<? super I> downstream) {
        this.downstream = downstream;
    }

    /** Ends every open inner stream with {@code throwable} ({@code null}: completion) and forgets them. */
    abstract void terminateOpen(Throwable throwable);

    /** Takes the upstream subscription; {@code false} if one was set already (it is then cancelled). */
    final boolean setUpstream(Flow.Subscription subscription) {
        return Subscriptions.setIfEmpty(UPSTREAM, this, subscription);
    }

    /** Emits a new inner stream (within the downstream demand), which holds the upstream until it is released. */
    final void open(I inner) {
        ACTIVE.incrementAndGet(this);
        undelivered.offer(inner);
        drain();
    }

    /** An inner stream, or the outer one, ended: cancels the upstream once none is left. */
    final void release() {
        if (ACTIVE.decrementAndGet(this) == 0) {
            Subscriptions.cancel(UPSTREAM, this);
        }
    }

    /** Adds {@code n} (positive) to the downstream demand; {@link #drain()} then delivers what it allows. */
    final void addDemand(long n) {
        Subscriptions.add(REQUESTED, this, n);
    }

    /** Cancels the upstream and fails the outer stream and every open inner stream. */
    final void failAll(Throwable throwable) {
        Subscriptions.cancel(UPSTREAM, this);
        terminateAll(throwable);
    }

    @Override
    public final void onFailure(Throwable throwable) {
        if (done) {
            Infrastructure.handleDroppedException(throwable);
            return;
        }
        terminateAll(throwable);
    }

    @Override
    public final void onCompletion() {
        if (!done) {
            terminateAll(null);
        }
    }

    private void terminateAll(Throwable throwable) {
        failure = throwable;
        done = true;
        terminateOpen(throwable);
        drain();
    }

    @Override
    public final void cancel() {
        if (!outerCancelled) {
            outerCancelled = true;
            drain();
        }
    }

    /** Delivers the new inner streams the demand allows, and the terminal signal when due. */
    final void drain() {
        if (WIP.getAndIncrement(this) != 0) {
            return;
        }
        int missed = 1;
        for (; ; ) {
            long demand = requested;
            long emitted = 0;
            while (true) {
                if (outerCancelled) {
                    discardUndelivered();
                    release();
                    return;
                }
                boolean terminated = done;
                boolean empty = undelivered.isEmpty();
                Throwable failed = failure;
                if (terminated && (empty || failed != null)) {
                    discardUndelivered();
                    if (failed != null) {
                        downstream.onFailure(failed);
                    } else {
                        downstream.onCompletion();
                    }
                    return;
                }
                if (empty || emitted == demand) {
                    break;
                }
                downstream.onItem(undelivered.poll());
                emitted++;
            }
            if (emitted != 0) {
                Subscriptions.produced(REQUESTED, this, emitted);
            }
            missed = WIP.addAndGet(this, -missed);
            if (missed == 0) {
                return;
            }
        }
    }

    private void discardUndelivered() {
        I inner;
        while ((inner = undelivered.poll()) != null) {
            inner.cancel();
        }
    }
}
