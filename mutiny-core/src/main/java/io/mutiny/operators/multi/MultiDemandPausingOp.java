package io.mutiny.operators.multi;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.AbstractMultiSubscriber;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.BackPressureStrategy;
import io.mutiny.subscription.ContextSupport;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.PausableMulti;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import org.jctools.queues.MpmcUnboundedXaddArrayQueue;

/**
 * Lets the demand be paused and resumed from the outside (through a {@link io.mutiny.subscription.DemandPauser}).
 *
 * <p>While paused, the downstream requests are kept instead of being forwarded upstream. Items the upstream still
 * owes (requested before the pause) are, depending on the strategy: buffered and delivered on resume
 * ({@link BackPressureStrategy#BUFFER}; a buffer holding more than {@code bufferSize} items fails the stream with a
 * {@link BackPressureFailure}), dropped, their demand being requested again on resume
 * ({@link BackPressureStrategy#DROP}), or delivered anyway ({@link BackPressureStrategy#IGNORE}). Completion and
 * failure are delivered after the buffered items. With {@code lateSubscription}, a stream created paused subscribes
 * upstream only at the first resume (the downstream gets its subscription at once).
 *
 * <p>The pause state is shared by all the subscriptions of this {@code Multi}.
 *
 * @param <T> the type of the items
 */
public final class MultiDemandPausingOp<T> extends MultiOperator<T, T> implements PausableMulti {

    /** The buffer size meaning "unbounded". */
    public static final int UNBOUNDED = -1;

    private final boolean lateSubscription;
    private final int bufferSize;
    private final BackPressureStrategy strategy;
    private final Set<PausingProcessor<T>> active = new CopyOnWriteArraySet<>();

    private volatile boolean paused;

    /**
     * @param paused whether the stream starts paused
     * @param lateSubscription whether a stream that starts paused subscribes upstream only at the first resume
     * @param bufferSize the maximum number of items buffered while paused, or {@link #UNBOUNDED}
     * @param strategy {@link BackPressureStrategy#BUFFER}, {@link BackPressureStrategy#DROP} or
     *     {@link BackPressureStrategy#IGNORE}
     */
    public MultiDemandPausingOp(
            Multi<T> upstream,
            boolean paused,
            boolean lateSubscription,
            int bufferSize,
            BackPressureStrategy strategy) {
        super(upstream);
        if (bufferSize != UNBOUNDED) {
            ParameterValidation.positive(bufferSize, "bufferSize");
        }
        validateStrategy(strategy, "strategy");
        this.paused = paused;
        this.lateSubscription = lateSubscription;
        this.bufferSize = bufferSize;
        this.strategy = strategy;
    }

    /**
     * Checks that {@code strategy} is one this operator supports: BUFFER, DROP or IGNORE.
     *
     * @throws IllegalArgumentException naming {@code name} otherwise
     */
    public static BackPressureStrategy validateStrategy(BackPressureStrategy strategy, String name) {
        ParameterValidation.nonNull(strategy, name);
        if (strategy != BackPressureStrategy.BUFFER
                && strategy != BackPressureStrategy.DROP
                && strategy != BackPressureStrategy.IGNORE) {
            throw new IllegalArgumentException(
                    String.format("`%s` must be BUFFER, DROP or IGNORE, got %s", name, strategy));
        }
        return strategy;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        PausingProcessor<T> processor = new PausingProcessor<>(subscriber, this);
        active.add(processor);
        if (lateSubscription && paused) {
            LateUpstream<T> late = new LateUpstream<>(upstream(), processor);
            processor.lateUpstream = late;
            processor.onSubscribe(late);
            if (!paused) {
                // resumed while we were setting up
                late.subscribeOnce();
            }
        } else {
            upstream().subscribe(processor);
        }
    }

    /** Stops forwarding the downstream demand upstream. */
    @Override
    public void pause() {
        paused = true;
    }

    /** Forwards the kept demand upstream, delivers the buffered items, and subscribes upstream if it was delayed. */
    @Override
    public void resume() {
        paused = false;
        for (PausingProcessor<T> processor : active) {
            processor.resumed();
        }
    }

    @Override
    public boolean isPaused() {
        return paused;
    }

    /** The number of items currently buffered, over all the subscriptions. */
    @Override
    public int bufferSize() {
        int total = 0;
        for (PausingProcessor<T> processor : active) {
            total += processor.buffer.size();
        }
        return total;
    }

    /**
     * Discards the buffered items; their demand is requested again on resume.
     *
     * @return {@code true} if at least one item was discarded
     */
    @Override
    public boolean clearBuffer() {
        boolean cleared = false;
        for (PausingProcessor<T> processor : active) {
            cleared |= processor.discardBuffer();
        }
        return cleared;
    }

    static final class PausingProcessor<T> extends QueueDrainProcessor<T> {

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<PausingProcessor> PENDING =
                AtomicLongFieldUpdater.newUpdater(PausingProcessor.class, "pendingDemand");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<PausingProcessor> FORWARD_WIP =
                AtomicIntegerFieldUpdater.newUpdater(PausingProcessor.class, "forwardWip");

        private final MultiDemandPausingOp<T> operator;
        // Multi-consumer: clearBuffer() may discard from any thread while the drain loop polls.
        final MpmcUnboundedXaddArrayQueue<T> buffer = new MpmcUnboundedXaddArrayQueue<>(32);

        /** Set before the subscription when the upstream subscription is delayed. */
        volatile LateUpstream<T> lateUpstream;

        /** Downstream demand not yet forwarded upstream. */
        private volatile long pendingDemand;

        private volatile int forwardWip;

        PausingProcessor(MultiSubscriber<? super T> downstream, MultiDemandPausingOp<T> operator) {
            super(downstream);
            this.operator = operator;
        }

        @Override
        long initialUpstreamRequest() {
            return 0L;
        }

        @Override
        void store(T item) {
            if (!operator.paused || operator.strategy == BackPressureStrategy.IGNORE) {
                buffer.offer(item);
            } else if (operator.strategy == BackPressureStrategy.DROP) {
                // the downstream still wants an item in its place
                restoreDemand(1L);
            } else if (operator.bufferSize != UNBOUNDED && buffer.size() >= operator.bufferSize) {
                failNow(new BackPressureFailure("The pause buffer is full (" + operator.bufferSize + " items)"));
            } else {
                buffer.offer(item);
            }
        }

        @Override
        T poll() {
            if (operator.paused && operator.strategy != BackPressureStrategy.IGNORE) {
                return null;
            }
            return buffer.poll();
        }

        @Override
        boolean isEmpty() {
            return buffer.isEmpty();
        }

        @Override
        void clear() {
            buffer.clear();
            operator.active.remove(this);
        }

        @Override
        public void request(long n) {
            super.request(n);
            if (n > 0) {
                Subscriptions.add(PENDING, this, n);
                forwardDemand();
            }
        }

        void resumed() {
            LateUpstream<T> late = lateUpstream;
            if (late != null) {
                late.subscribeOnce();
            }
            forwardDemand();
            scheduleDrain();
        }

        boolean discardBuffer() {
            long discarded = 0;
            while (buffer.poll() != null) {
                discarded++;
            }
            restoreDemand(discarded);
            return discarded != 0;
        }

        /** Gives back demand that must be requested upstream again (now, or at resume if paused). */
        void restoreDemand(long n) {
            if (n != 0L) {
                Subscriptions.add(PENDING, this, n);
                forwardDemand();
            }
        }

        /** Forwards the kept demand upstream unless paused; one caller at a time (rule 2.7). */
        private void forwardDemand() {
            if (FORWARD_WIP.getAndIncrement(this) != 0) {
                return;
            }
            int missed = 1;
            for (; ; ) {
                if (!operator.paused) {
                    long demand = PENDING.getAndSet(this, 0L);
                    if (demand != 0L) {
                        requestUpstream(demand);
                    }
                }
                missed = FORWARD_WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }
    }

    /**
     * The subscription handed to the processor when the upstream subscription is delayed: it subscribes upstream
     * at the first resume, relays the upstream signals, and keeps the requests (and a cancellation) made before the
     * upstream subscription arrives.
     */
    static final class LateUpstream<T> extends AbstractMultiSubscriber<T> implements Flow.Subscription, ContextSupport {

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<LateUpstream, Flow.Subscription> UPSTREAM =
                AtomicReferenceFieldUpdater.newUpdater(LateUpstream.class, Flow.Subscription.class, "upstream");

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<LateUpstream> PENDING =
                AtomicLongFieldUpdater.newUpdater(LateUpstream.class, "pendingDemand");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<LateUpstream> SUBSCRIBED =
                AtomicIntegerFieldUpdater.newUpdater(LateUpstream.class, "subscribed");

        private final Multi<T> source;
        private final PausingProcessor<T> processor;

        private volatile Flow.Subscription upstream;
        private volatile long pendingDemand;
        private volatile int subscribed;

        LateUpstream(Multi<T> source, PausingProcessor<T> processor) {
            this.source = source;
            this.processor = processor;
        }

        @Override
        public Context context() {
            return processor.context();
        }

        void subscribeOnce() {
            if (SUBSCRIBED.compareAndSet(this, 0, 1) && upstream != Subscriptions.CANCELLED) {
                source.subscribe(this);
            }
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (Subscriptions.setIfEmpty(UPSTREAM, this, subscription)) {
                // Handed back to the processor, whose serialized forwarding loop makes every request (rule 2.7).
                processor.restoreDemand(PENDING.getAndSet(this, 0L));
            }
        }

        /** Called by the processor's forwarding loop only. */
        @Override
        public void request(long n) {
            Flow.Subscription current = upstream;
            if (current == null) {
                Subscriptions.add(PENDING, this, n);
                current = upstream;
                if (current == null) {
                    return;
                }
                n = PENDING.getAndSet(this, 0L);
                if (n == 0L) {
                    return;
                }
            }
            current.request(n);
        }

        @Override
        public void cancel() {
            Subscriptions.cancel(UPSTREAM, this);
        }

        @Override
        public void onItem(T item) {
            processor.onItem(item);
        }

        @Override
        public void onFailure(Throwable failure) {
            processor.onFailure(failure);
        }

        @Override
        public void onCompletion() {
            processor.onCompletion();
        }
    }
}
