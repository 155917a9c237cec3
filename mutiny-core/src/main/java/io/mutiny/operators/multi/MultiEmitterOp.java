package io.mutiny.operators.multi;

import io.mutiny.Context;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.BackPressureStrategy;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiEmitter;
import io.mutiny.subscription.MultiSubscriber;
import java.nio.BufferOverflowException;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import org.jctools.queues.MpscUnboundedArrayQueue;

/**
 * A stream fed through a {@link MultiEmitter}: for each subscriber, the consumer receives a new emitter, right after
 * {@code onSubscribe}.
 *
 * <p>Every emission goes through a multi-producer queue drained by one thread at a time (the {@code wip} idiom), so
 * that concurrent {@code emit} calls are serialized and the {@link BackPressureStrategy} is applied in one place,
 * by the drain loop, when it finds queued items and no demand. An {@code emit} that finds nobody draining, nothing
 * queued and some demand delivers its item itself, as the drain loop's owner, without queueing it. A terminal signal, failure or completion, waits until
 * the queued items have been delivered; only an invalid request overtakes them. A subscriber that throws from
 * {@code onItem} cancels the emitter (the exception is reported to
 * {@link Infrastructure#handleDroppedException(Throwable)}). A failure that can no longer be delivered, because the
 * downstream cancelled or the stream already terminated, is reported there too.
 *
 * <p>With the unbounded {@link BackPressureStrategy#BUFFER} strategy, a subscriber asking for
 * {@link FusedSubscription#ASYNC} fusion across a {@link FusedSubscription#BOUNDARY} ({@code emitOn}) polls the
 * emitter's queue itself instead of copying the items into a queue of its own (polling runs no user code): every
 * emission is queued, and the drain loop only signals, {@code onItem(null)} then the terminal signal, on the emitting
 * thread. A subscriber on the emitting thread ({@code collect}) is not fused: unfused, an item emitted with demand
 * skips the queue, which fused it could not. A bounded buffer is not fused: unfused, the items the subscriber
 * requested leave the buffer and free room; fused, they would stay and overflow it sooner.
 */
public final class MultiEmitterOp<T> extends AbstractMulti<T> {

    /** Unbounded buffer, for {@link #MultiEmitterOp(Consumer, BackPressureStrategy, int)}. */
    public static final int UNBOUNDED = Integer.MAX_VALUE;

    private final Consumer<MultiEmitter<? super T>> consumer;
    private final BackPressureStrategy strategy;
    private final int bufferSize;

    /**
     * @param bufferSize the most items the BUFFER strategy keeps waiting for demand, {@link #UNBOUNDED} for no
     *     limit; ignored by the other strategies
     */
    public MultiEmitterOp(Consumer<MultiEmitter<? super T>> consumer, BackPressureStrategy strategy, int bufferSize) {
        this.consumer = ParameterValidation.nonNull(consumer, "consumer");
        this.strategy = ParameterValidation.nonNull(strategy, "strategy");
        this.bufferSize = ParameterValidation.positive(bufferSize, "bufferSize");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        QueueDrainEmitter<T> emitter = new QueueDrainEmitter<>(subscriber, strategy, bufferSize);
        subscriber.onSubscribe(emitter);
        try {
            consumer.accept(emitter);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            emitter.fail(failure);
        }
    }

    static final class QueueDrainEmitter<T> implements MultiEmitter<T>, FusedSubscription<T> {

        private static final Object COMPLETED = new Object();

        /**
         * Stored in {@link #terminal} by the drain loop once the downstream cancelled: a later {@code fail()} finds the
         * slot taken and reports its failure, and a failure found there was never delivered and is reported too.
         */
        private static final Object CLAIMED_BY_CANCELLATION = new Object();

        /** {@link #state}: neither cancelled nor terminated. */
        private static final int RUNNING = 0;
        /** {@link #state}: the downstream cancelled (or broke rule 2.13) first; no terminal signal will follow. */
        private static final int CANCELLED = 1;
        /** {@link #state}: the drain loop began delivering the terminal signal first; a cancellation is a no-op. */
        private static final int TERMINATED = 2;

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<QueueDrainEmitter> WIP =
                AtomicIntegerFieldUpdater.newUpdater(QueueDrainEmitter.class, "wip");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<QueueDrainEmitter> STATE =
                AtomicIntegerFieldUpdater.newUpdater(QueueDrainEmitter.class, "state");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<QueueDrainEmitter> QUEUED =
                AtomicIntegerFieldUpdater.newUpdater(QueueDrainEmitter.class, "queued");

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<QueueDrainEmitter> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(QueueDrainEmitter.class, "requested");

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<QueueDrainEmitter> POLLED =
                AtomicLongFieldUpdater.newUpdater(QueueDrainEmitter.class, "polled");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<QueueDrainEmitter, MpscUnboundedArrayQueue> QUEUE =
                AtomicReferenceFieldUpdater.newUpdater(QueueDrainEmitter.class, MpscUnboundedArrayQueue.class, "queue");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<QueueDrainEmitter, Object> TERMINAL =
                AtomicReferenceFieldUpdater.newUpdater(QueueDrainEmitter.class, Object.class, "terminal");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<QueueDrainEmitter, Runnable> ON_TERMINATION =
                AtomicReferenceFieldUpdater.newUpdater(QueueDrainEmitter.class, Runnable.class, "onTermination");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<QueueDrainEmitter, Runnable> ON_CANCELLATION =
                AtomicReferenceFieldUpdater.newUpdater(QueueDrainEmitter.class, Runnable.class, "onCancellation");

        /** Stored in a callback slot once the event it waits for has happened: later registrations run at once. */
        private static final Runnable FIRED = () -> {};

        private final MultiSubscriber<? super T> downstream;
        private final BackPressureStrategy strategy;
        private final int bufferSize;
        /**
         * Created by the first item that has to wait ({@link #queueToOffer}) and then kept; {@code null} until then,
         * read as empty. An emission delivered at once, the common case under demand, allocates no queue (issue #11:
         * the queue and its array were most of the bytes of a short stream).
         */
        private volatile MpscUnboundedArrayQueue<T> queue;

        private volatile int wip;
        private volatile int queued;
        private volatile long requested;
        /**
         * {@code null} while running, then {@link #COMPLETED} or the failure to deliver, or
         * {@link #CLAIMED_BY_CANCELLATION}.
         */
        private volatile Object terminal;

        private volatile Throwable invalidRequest;

        /**
         * {@link #RUNNING}, then {@link #CANCELLED} or {@link #TERMINATED}, whichever comes first: one compare-and-set
         * decides, so that the cancellation callback and the terminal signal exclude each other even when they race.
         */
        private volatile int state;

        private volatile Runnable onTermination;
        private volatile Runnable onCancellation;
        private volatile LongConsumer onRequest;

        /** The most recent undelivered item under the LATEST strategy; touched by the drain loop only. */
        private T latest;

        /**
         * The subscriber polls the queue ({@code ASYNC} fusion). Set in its onSubscribe, before the emitter is handed
         * to the user's consumer, and never changed.
         */
        private boolean outputFused;

        /** Fused: the items the subscriber polled, written by the poller only, so that {@link #requested()} holds. */
        private volatile long polled;

        QueueDrainEmitter(MultiSubscriber<? super T> downstream, BackPressureStrategy strategy, int bufferSize) {
            this.downstream = downstream;
            this.strategy = strategy;
            this.bufferSize = strategy == BackPressureStrategy.BUFFER ? bufferSize : MultiEmitterOp.UNBOUNDED;
        }

        @Override
        public MultiEmitter<T> emit(T item) {
            if (item == null) {
                fail(new NullPointerException("`emit` was called with a `null` item"));
                return this;
            }
            if (terminal != null || state != RUNNING) {
                return this;
            }
            if (outputFused) {
                queueToOffer().offer(item);
                drain();
                return this;
            }
            if (wip == 0 && WIP.compareAndSet(this, 0, 1)) {
                // this thread owns the delivery: with nothing queued and some demand, the item skips the queue
                if (emitDirectly(item)) {
                    int missed = WIP.decrementAndGet(this);
                    if (missed != 0) {
                        drainFrom(missed);
                    }
                } else {
                    enqueue(item);
                    drainFrom(1);
                }
                return this;
            }
            if (enqueue(item)) {
                drain();
            }
            return this;
        }

        /**
         * Called by the drain owner: delivers {@code item} if nothing is waiting before it and there is demand.
         *
         * @return {@code false} if the item must go through the queue
         */
        private boolean emitDirectly(T item) {
            if (strategy == BackPressureStrategy.IGNORE
                    || state != RUNNING
                    || invalidRequest != null
                    || latest != null
                    || !nothingQueued()) {
                return false;
            }
            long demand = requested;
            if (demand == 0) {
                return false;
            }
            try {
                downstream.onItem(item);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                onItemFailed(failure);
                return true;
            }
            if (demand != Long.MAX_VALUE) {
                Subscriptions.produced(REQUESTED, this, 1);
            }
            return true;
        }

        /** Queues the item, or fails the emitter if its bounded buffer is full; {@code false} then. */
        private boolean enqueue(T item) {
            if (bufferSize != MultiEmitterOp.UNBOUNDED && QUEUED.incrementAndGet(this) > bufferSize) {
                QUEUED.decrementAndGet(this);
                fail(new EmitterBufferOverflowException());
                return false;
            }
            queueToOffer().offer(item);
            return true;
        }

        /** The queue, created by the first emission that needs it; emitting threads may race to create it. */
        @SuppressWarnings("unchecked")
        private MpscUnboundedArrayQueue<T> queueToOffer() {
            MpscUnboundedArrayQueue<T> current = queue;
            if (current == null) {
                current = new MpscUnboundedArrayQueue<>(16);
                if (!QUEUE.compareAndSet(this, null, current)) {
                    current = queue;
                }
            }
            return current;
        }

        private boolean nothingQueued() {
            MpscUnboundedArrayQueue<T> current = queue;
            return current == null || current.isEmpty();
        }

        private T pollQueue() {
            MpscUnboundedArrayQueue<T> current = queue;
            return current == null ? null : current.poll();
        }

        private void clearQueue() {
            MpscUnboundedArrayQueue<T> current = queue;
            if (current != null) {
                current.clear();
            }
        }

        @Override
        public void fail(Throwable failure) {
            Throwable actual = failure == null ? new NullPointerException("`fail` was called with `null`") : failure;
            // after a cancellation the failure can never be delivered: it is reported at once, on this thread
            if (state == RUNNING && TERMINAL.compareAndSet(this, null, actual)) {
                drain();
            } else {
                Infrastructure.handleDroppedException(actual);
            }
        }

        @Override
        public void complete() {
            if (TERMINAL.compareAndSet(this, null, COMPLETED)) {
                drain();
            }
        }

        @Override
        public MultiEmitter<T> onTermination(Runnable action) {
            registerOrRun(ON_TERMINATION, ParameterValidation.nonNull(action, "onTermination"));
            return this;
        }

        @Override
        public MultiEmitter<T> onCancellation(Runnable action) {
            registerOrRun(ON_CANCELLATION, ParameterValidation.nonNull(action, "onCancellation"));
            return this;
        }

        @Override
        public MultiEmitter<T> onRequest(LongConsumer consumer) {
            this.onRequest = ParameterValidation.nonNull(consumer, "consumer");
            return this;
        }

        @Override
        public boolean isCancelled() {
            return state != RUNNING;
        }

        @Override
        public long requested() {
            long demand = requested;
            if (!outputFused || demand == Long.MAX_VALUE) {
                return demand;
            }
            return Math.max(0L, demand - polled);
        }

        @Override
        public Context context() {
            return Subscriptions.contextOf(downstream);
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                // takes precedence over a completion still waiting for buffered items to be delivered
                invalidRequest = Subscriptions.invalidRequest(n);
                TERMINAL.compareAndSet(this, null, invalidRequest);
                drain();
                return;
            }
            Subscriptions.add(REQUESTED, this, n);
            LongConsumer callback = onRequest;
            if (callback != null && !isCancelled()) {
                try {
                    callback.accept(n);
                } catch (Throwable failure) {
                    Exceptions.throwIfFatal(failure);
                    // drains when it is the first terminal signal; after complete() or fail() it is dropped, and the
                    // demand added above must still be served by the drain below
                    fail(failure);
                }
            }
            if (!outputFused) { // a fused subscriber polls at its pace: a request makes nothing pollable
                drain();
            }
        }

        /**
         * Grants {@link #ASYNC} across a {@link #BOUNDARY} (polling runs no user code) to the unbounded
         * {@link BackPressureStrategy#BUFFER} strategy: the consumer's queue is saved. A consumer on the emitting
         * thread is refused: it has no queue to save, and the direct delivery of an item emitted with demand is
         * cheaper than queueing it (a million items collected: 3 to 4 times as long fused).
         */
        @Override
        public int requestFusion(int modes) {
            if (strategy == BackPressureStrategy.BUFFER
                    && bufferSize == MultiEmitterOp.UNBOUNDED
                    && (modes & (ASYNC | BOUNDARY)) == (ASYNC | BOUNDARY)) {
                outputFused = true;
                return ASYNC;
            }
            return NONE;
        }

        /** The next queued item; none once an invalid request failed the stream (it overtakes the queued items). */
        @Override
        public T poll() {
            if (invalidRequest != null) {
                return null;
            }
            T item = pollQueue();
            if (item != null) {
                POLLED.lazySet(this, polled + 1);
            }
            return item;
        }

        @Override
        public boolean isEmpty() {
            return invalidRequest != null || nothingQueued();
        }

        @Override
        public void clear() {
            clearQueue();
        }

        @Override
        public void cancel() {
            if (STATE.compareAndSet(this, RUNNING, CANCELLED)) {
                fire(ON_TERMINATION);
                fire(ON_CANCELLATION);
                drain(); // clears the queue, unless the subscriber polls it (it clears it then)
            }
        }

        private void drain() {
            if (WIP.getAndIncrement(this) == 0) {
                drainFrom(1);
            }
        }

        /** The drain loop, run by the owner of {@code wip}; {@code missed} is the count it saw. */
        private void drainFrom(int initiallyMissed) {
            int missed = initiallyMissed;
            for (; ; ) {
                int current = state;
                if (current == CANCELLED) {
                    discardAfterCancellation();
                } else if (current == TERMINATED) {
                    discardQueued();
                } else if (outputFused) {
                    signalOnce();
                } else {
                    drainOnce();
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }

        /** One pass of the drain loop: delivers what the demand allows, then applies the strategy or terminates. */
        private void drainOnce() {
            long demand = strategy == BackPressureStrategy.IGNORE ? Long.MAX_VALUE : requested;
            long emitted = 0;
            for (; ; ) {
                if (state == CANCELLED) {
                    discardAfterCancellation();
                    return;
                }
                Throwable invalid = invalidRequest;
                if (invalid != null) {
                    deliverTerminal(invalid);
                    return;
                }
                Object terminalSignal = terminal;
                if (emitted == demand) {
                    break;
                }
                T item = nextItem();
                if (item == null) {
                    if (terminalSignal != null) {
                        deliverTerminal(terminalSignal);
                        return;
                    }
                    break;
                }
                try {
                    downstream.onItem(item);
                } catch (Throwable failure) {
                    Exceptions.throwIfFatal(failure);
                    onItemFailed(failure);
                    return;
                }
                emitted++;
            }
            if (emitted > 0 && strategy == BackPressureStrategy.IGNORE) {
                // items go out regardless of the demand, but requested() still tells what remains of it
                long delivered = emitted;
                REQUESTED.getAndUpdate(
                        this, current -> current == Long.MAX_VALUE ? current : Math.max(0L, current - delivered));
            } else if (emitted > 0 && demand != Long.MAX_VALUE) {
                Subscriptions.produced(REQUESTED, this, emitted);
            }
            if (emitted == demand && state == RUNNING) {
                handleOverflow();
            }
        }

        /**
         * One pass of the fused drain loop: tells the subscriber to poll, then sends the terminal signal, which comes
         * after the items queued before it (an invalid request overtakes them). The queue is the subscriber's: it is
         * neither read nor cleared here.
         */
        private void signalOnce() {
            Throwable invalid = invalidRequest;
            if (invalid != null) {
                deliverTerminal(invalid);
                return;
            }
            Object terminalSignal = terminal;
            if (!nothingQueued()) {
                try {
                    downstream.onItem(null);
                } catch (Throwable failure) {
                    Exceptions.throwIfFatal(failure);
                    onItemFailed(failure);
                    return;
                }
            }
            if (terminalSignal != null) {
                deliverTerminal(terminalSignal);
            }
        }

        private T nextItem() {
            T item = latest;
            if (item != null) {
                latest = null;
                return item;
            }
            item = pollQueue();
            if (item != null && bufferSize != MultiEmitterOp.UNBOUNDED) {
                QUEUED.decrementAndGet(this);
            }
            return item;
        }

        /** Called when the demand is exhausted: applies the strategy to the items still queued. */
        private void handleOverflow() {
            if (requested == 0 && !nothingQueued()) {
                MpscUnboundedArrayQueue<T> waiting = queue;
                switch (strategy) {
                    case DROP:
                        waiting.clear();
                        break;
                    case LATEST:
                        for (T item = waiting.poll(); item != null; item = waiting.poll()) {
                            latest = item;
                        }
                        break;
                    case ERROR:
                        waiting.clear();
                        BackPressureFailure overflow =
                                new BackPressureFailure("Could not emit value due to lack of requests");
                        // the overflowing items were emitted before any completion waiting behind them: the
                        // failure replaces that completion (an earlier failure stays)
                        Object terminalSignal = TERMINAL.updateAndGet(
                                this, current -> current == null || current == COMPLETED ? overflow : current);
                        if (terminalSignal instanceof Throwable) {
                            deliverTerminal(terminalSignal);
                        }
                        break;
                    default: // BUFFER keeps them until requested; IGNORE never runs out of demand
                        break;
                }
            }
            // a terminal signal needs no demand, only an empty buffer
            Object terminalSignal = terminal;
            if (state == RUNNING && terminalSignal != null && latest == null && nothingQueued()) {
                deliverTerminal(terminalSignal);
            }
        }

        /**
         * Delivers the terminal signal, then runs the termination callback even if the subscriber throws; unless the
         * downstream cancelled since the drain loop last looked: the cancellation won, and the signal is discarded.
         */
        private void deliverTerminal(Object terminalSignal) {
            if (!STATE.compareAndSet(this, RUNNING, TERMINATED)) {
                discardAfterCancellation();
                return;
            }
            discardQueued();
            try {
                if (terminalSignal == COMPLETED) {
                    downstream.onCompletion();
                } else {
                    downstream.onFailure((Throwable) terminalSignal);
                }
            } finally {
                fire(ON_TERMINATION);
            }
        }

        /** The subscriber broke rule 2.13 by throwing: it gets no more signals, and the emitter is cancelled. */
        private void onItemFailed(Throwable failure) {
            boolean cancelledHere = STATE.compareAndSet(this, RUNNING, CANCELLED);
            discardAfterCancellation();
            if (cancelledHere) { // else the downstream cancelled meanwhile and ran the callbacks
                fire(ON_TERMINATION);
                fire(ON_CANCELLATION);
            }
            Infrastructure.handleDroppedException(failure);
        }

        /**
         * Called by the drain loop once cancelled: discards what waits for demand and reports a failure that was
         * waiting for the queued items (or raced the cancellation) to the dropped-exception handler, as it will never
         * be delivered. Taking the slot makes a later {@link #fail(Throwable)} report its own.
         */
        private void discardAfterCancellation() {
            discardQueued();
            Object undelivered = TERMINAL.getAndSet(this, CLAIMED_BY_CANCELLATION);
            if (undelivered instanceof Throwable) {
                Infrastructure.handleDroppedException((Throwable) undelivered);
            }
        }

        /** Discards what waits for demand; a fused subscriber polls the queue and clears it itself. */
        private void discardQueued() {
            latest = null;
            if (!outputFused) {
                clearQueue();
            }
        }

        /** Registers {@code action} in {@code slot}, replacing an earlier one, or runs it if the event happened. */
        @SuppressWarnings("rawtypes")
        private void registerOrRun(AtomicReferenceFieldUpdater<QueueDrainEmitter, Runnable> slot, Runnable action) {
            for (; ; ) {
                Runnable current = slot.get(this);
                if (current == FIRED) {
                    runQuietly(action);
                    return;
                }
                if (slot.compareAndSet(this, current, action)) {
                    return;
                }
            }
        }

        @SuppressWarnings("rawtypes")
        private void fire(AtomicReferenceFieldUpdater<QueueDrainEmitter, Runnable> slot) {
            Runnable action = slot.getAndSet(this, FIRED);
            if (action != null && action != FIRED) {
                runQuietly(action);
            }
        }

        private static void runQuietly(Runnable action) {
            try {
                action.run();
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                Infrastructure.handleDroppedException(failure);
            }
        }
    }

    /** The failure of a bounded emitter buffer that overflows: a {@link BufferOverflowException}, with a message. */
    private static final class EmitterBufferOverflowException extends BufferOverflowException {

        private static final long serialVersionUID = 1L;

        @Override
        public String getMessage() {
            return "The buffer used by the emitter is full, because the downstream consumer did not request enough"
                    + " items.";
        }
    }
}
