package io.mutiny.operators.multi;

import io.mutiny.Context;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.helpers.VarHandles;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.operators.KnownOutcomes;
import io.mutiny.subscription.AbstractMultiSubscriber;
import io.mutiny.subscription.ContextSupport;
import io.mutiny.subscription.MultiSubscriber;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * The subscription of a concatMap without prefetch whose upstream is a single known item ({@link MultiFromItemOp}:
 * an {@code item(x)}, {@code items(x)} or {@code range(a, a + 1)}): there is exactly one inner publisher, so no
 * concatenation machinery is needed, and the upstream is not subscribed. As in Mutiny, the item is mapped at the
 * first request. The item of a known inner publisher ({@link KnownOutcome}) is then emitted at once, within that
 * request; any other inner publisher is subscribed by an {@link InnerRelay}, which relays its signals and receives
 * the downstream's requests (the demand made before the inner subscribed is handed over then), as Mutiny's arbiter
 * does.
 *
 * <p>24 bytes (the downstream, a link and an {@code int} state, as RxJava's scalar subscription): it is the only
 * object the concatenation of a single item mapped to a known item allocates. The state is an {@code int}, not a
 * reference, so that its compare-and-set and final store need no GC barrier (issue #11); the link holds what the
 * state needs: the operator until started, the relay of a regular inner, or the failure of an invalid request made
 * while starting.
 *
 * @param <I> the type of the upstream item
 * @param <O> the type of the emitted items
 */
final class KnownItemFlattener<I, O> implements Flow.Subscription {

    /** Not started: {@link #link} is the operator. */
    private static final int IDLE = 0;
    /** The mapper runs, or a known inner item is being emitted, on the thread that requested first. */
    private static final int STARTING = 1;
    /** An invalid request arrived while starting: {@link #link} is its failure, reported by the starting thread. */
    private static final int INVALID = 2;
    /** A regular inner publisher was subscribed: {@link #link} is its {@link InnerRelay}. */
    private static final int RELAYING = 3;
    /** Cancelled or terminated. */
    private static final int DONE = 4;

    // a VarHandle rather than a field updater: it also reads the state plainly (see map)
    private static final VarHandle STATE =
            VarHandles.find(MethodHandles.lookup(), KnownItemFlattener.class, "state", int.class);

    private final MultiSubscriber<? super O> downstream;
    /** What {@link #state} refers to; written before the state that publishes it. */
    private Object link;

    private volatile int state;

    /** The subscription of {@code downstream} to {@code operator}, whose upstream is a {@link MultiFromItemOp}. */
    KnownItemFlattener(MultiSubscriber<? super O> downstream, MultiConcatMapOp<I, O> operator) {
        this.downstream = downstream;
        this.link = operator;
    }

    @Override
    public void request(long n) {
        if (n <= 0) {
            invalidRequest(n);
            return;
        }
        // no read of the state before the compare-and-set, and a plain one before the known item is emitted: with
        // two volatile reads there, the single-item concatenation ran about 7 % slower (issue #11, docs/internals.md).
        // The price: each request relayed to a regular inner publisher starts with a failed compare-and-set.
        if (STATE.compareAndSet(this, IDLE, STARTING)) {
            map(n);
        } else if (state == RELAYING) {
            relay().request(n);
        }
        // STARTING: made from onItem of a known inner item, which needs no demand; INVALID, DONE: nothing to do
    }

    /** Fails the stream now if nothing started, else leaves the failure to the starting thread or the relay. */
    private void invalidRequest(long n) {
        int current = state;
        if (current == RELAYING) {
            relay().request(n); // reported by the inner subscription (rule 3.9), serialized with its own signals
        } else if (current == IDLE) {
            if (STATE.compareAndSet(this, IDLE, DONE)) {
                downstream.onFailure(Subscriptions.invalidRequest(n));
            }
        } else if (current == STARTING) {
            // requests are serialized (rule 2.7): made from onItem, once the operator was read
            link = Subscriptions.invalidRequest(n);
            STATE.compareAndSet(this, STARTING, INVALID);
        }
    }

    @Override
    public void cancel() {
        if ((int) STATE.getAndSet(this, DONE) == RELAYING) {
            relay().cancel();
        }
    }

    @SuppressWarnings("unchecked")
    private InnerRelay<O> relay() {
        return (InnerRelay<O>) link;
    }

    /**
     * Applies the mapper once, on the thread that requested first, with its demand {@code n}: a known inner item
     * needs no demand accounting, so {@code n} is handed over only to a regular inner publisher.
     */
    private void map(long n) {
        Flow.Publisher<? extends O> publisher;
        try {
            @SuppressWarnings("unchecked")
            MultiConcatMapOp<I, O> operator = (MultiConcatMapOp<I, O>) link;
            publisher = ParameterValidation.nonNullNpe(
                    operator.mapper.apply(operator.knownUpstreamItem), ParameterValidation.MAPPER_RETURNED_NULL);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            terminate(failure);
            return;
        }
        if (!(publisher instanceof KnownOutcome<?> known)) {
            subscribeInner(publisher, n);
            return;
        }
        // read once, before the volatile reads of the state that would make it be read again
        MultiSubscriber<? super O> subscriber = downstream;
        Object outcome = KnownOutcomes.read(known, this, KnownItemFlattener::terminate);
        if (outcome == null) {
            terminate(null);
        } else if (outcome != KnownOutcomes.FAILED && (int) STATE.get(this) != DONE) {
            // started by a request: the one item needs no subscription. A plain read: it sees a cancellation made
            // from the mapper; one racing with it from another thread may or may not be seen (rule 1.8)
            @SuppressWarnings("unchecked")
            O knownItem = (O) outcome;
            subscriber.onItem(knownItem);
            if (state == STARTING) {
                // only a reentrant call changes the state meanwhile (see terminate): an ordered store ends the start
                STATE.setRelease(this, DONE);
                subscriber.onCompletion();
            } else {
                terminate(null); // cancelled, or an invalid request from onItem to report
            }
        }
    }

    /** Subscribes a relay to the regular inner {@code publisher}, with the demand {@code n} of the first request. */
    private void subscribeInner(Flow.Publisher<? extends O> publisher, long n) {
        if (state != STARTING) {
            terminate(null); // cancelled meanwhile
            return;
        }
        InnerRelay<O> relay = new InnerRelay<>(downstream, n);
        link = relay;
        if (STATE.compareAndSet(this, STARTING, RELAYING)) {
            publisher.subscribe(relay);
        }
    }

    /**
     * Ends a start that subscribed nothing: completes ({@code failure} is {@code null}) or fails, unless the
     * downstream cancelled meanwhile; an invalid request made meanwhile (from {@code onItem}) is reported instead.
     * Requests and cancellations are serialized (rule 2.7) and this runs within the first request, so only a
     * reentrant call changes the state meanwhile, which the plain read sees: an ordered store ends the start.
     */
    private void terminate(Throwable failure) {
        int current = state;
        if (current == DONE) {
            if (failure != null) {
                Infrastructure.handleDroppedException(failure);
            }
            return;
        }
        STATE.setRelease(this, DONE);
        if (current == INVALID) {
            downstream.onFailure((Throwable) link);
            if (failure != null) {
                Infrastructure.handleDroppedException(failure);
            }
        } else if (failure == null) {
            downstream.onCompletion();
        } else {
            downstream.onFailure(failure);
        }
    }

    /**
     * The subscriber of a regular inner publisher: relays its signals, and the downstream's requests once it
     * subscribed. One slot {@link #inner} tracks its life cycle: the {@link Demand} waiting for the inner's
     * subscription, the subscription, {@link Subscriptions#CANCELLED}, or an {@link InvalidRequest} made before the
     * inner subscribed, reported when it does.
     */
    static final class InnerRelay<O> extends AbstractMultiSubscriber<O> implements Flow.Subscription, ContextSupport {

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<InnerRelay, Flow.Subscription> INNER =
                AtomicReferenceFieldUpdater.newUpdater(InnerRelay.class, Flow.Subscription.class, "inner");

        private final MultiSubscriber<? super O> downstream;
        private volatile Flow.Subscription inner;

        InnerRelay(MultiSubscriber<? super O> downstream, long requested) {
            this.downstream = downstream;
            this.inner = new Demand(requested);
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                invalidRequest(n);
                return;
            }
            for (; ; ) {
                Flow.Subscription current = inner;
                if (!(current instanceof Marker)) {
                    current.request(n);
                    return;
                }
                if (!(current instanceof Demand demand)) {
                    return; // cancelled, or an invalid request waiting to be reported
                }
                if (INNER.compareAndSet(this, current, new Demand(Subscriptions.add(demand.requested, n)))) {
                    return;
                }
            }
        }

        private void invalidRequest(long n) {
            for (; ; ) {
                Flow.Subscription current = inner;
                if (current instanceof Demand) {
                    if (INNER.compareAndSet(this, current, new InvalidRequest(Subscriptions.invalidRequest(n)))) {
                        return;
                    }
                } else {
                    if (!(current instanceof Marker)) {
                        // the inner subscription reports it (rule 3.9), serialized with its own signals
                        current.request(n);
                    }
                    return;
                }
            }
        }

        @Override
        public void cancel() {
            Flow.Subscription previous = INNER.getAndSet(this, Subscriptions.CANCELLED);
            if (!(previous instanceof Marker)) {
                previous.cancel();
            }
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            for (; ; ) {
                Flow.Subscription current = inner;
                if (current instanceof Demand demand) {
                    if (INNER.compareAndSet(this, current, subscription)) {
                        subscription.request(demand.requested);
                        return;
                    }
                } else {
                    subscription.cancel();
                    if (current instanceof InvalidRequest invalid
                            && INNER.compareAndSet(this, current, Subscriptions.CANCELLED)) {
                        downstream.onFailure(invalid.failure);
                    }
                    return;
                }
            }
        }

        @Override
        public void onItem(O item) {
            downstream.onItem(item);
        }

        @Override
        public void onFailure(Throwable failure) {
            downstream.onFailure(failure);
        }

        @Override
        public void onCompletion() {
            downstream.onCompletion();
        }

        @Override
        public Context context() {
            return Subscriptions.contextOf(downstream);
        }
    }

    /** A state of {@link InnerRelay#inner} that is not a subscription to call. */
    private static class Marker implements Flow.Subscription {
        private final String name;

        Marker(String name) {
            this.name = name;
        }

        @Override
        public void request(long n) {
            // a state, not a subscription
        }

        @Override
        public void cancel() {
            // a state, not a subscription
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** The demand recorded until the inner publisher subscribed, handed to its subscription then. */
    private static final class Demand extends Marker {
        final long requested;

        private Demand(long requested) {
            super("DEMAND");
            this.requested = requested;
        }
    }

    /** An invalid request made before the inner publisher subscribed: reported when it does. */
    private static final class InvalidRequest extends Marker {
        final Throwable failure;

        InvalidRequest(Throwable failure) {
            super("INVALID_REQUEST");
            this.failure = failure;
        }
    }
}
