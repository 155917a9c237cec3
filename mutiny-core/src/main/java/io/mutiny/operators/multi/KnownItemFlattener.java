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
 * <p>32 bytes (the downstream, the operator, a link and an {@code int} state): it is the only object the
 * concatenation of a single item mapped to a known item allocates. The state is an {@code int}, not a reference, so
 * that its compare-and-set and final store need no GC barrier (issue #11). The link is {@code null} until a request
 * arrives while the mapper runs (from another thread, or from {@code onItem} of a known inner item): it then keeps
 * that demand or invalid request, in the markers the relay itself uses before its inner subscribes ({@link Demand},
 * {@link InvalidRequest}), until the starting thread replaces it with the {@link InnerRelay} of a regular inner
 * publisher, which receives every later request.
 *
 * @param <I> the type of the upstream item
 * @param <O> the type of the emitted items
 */
final class KnownItemFlattener<I, O> implements Flow.Subscription {

    /** Not started. */
    private static final int IDLE = 0;
    /** The mapper runs, or a known inner item is being emitted, on the thread that requested first. */
    private static final int STARTING = 1;
    /** A regular inner publisher was subscribed: {@link #link} is its {@link InnerRelay}. */
    private static final int RELAYING = 2;
    /** Cancelled or terminated. */
    private static final int DONE = 3;

    // VarHandles rather than field updaters: they also read plainly (see map)
    private static final VarHandle STATE =
            VarHandles.find(MethodHandles.lookup(), KnownItemFlattener.class, "state", int.class);
    private static final VarHandle LINK =
            VarHandles.find(MethodHandles.lookup(), KnownItemFlattener.class, "link", Object.class);

    private final MultiSubscriber<? super O> downstream;
    private final MultiConcatMapOp<I, O> operator;
    /**
     * {@code null}, the {@link Demand} or {@link InvalidRequest} of requests made while starting, then the
     * {@link InnerRelay} of a regular inner publisher.
     */
    private volatile Object link;

    private volatile int state;

    /** The subscription of {@code downstream} to {@code operator}, whose upstream is a {@link MultiFromItemOp}. */
    KnownItemFlattener(MultiSubscriber<? super O> downstream, MultiConcatMapOp<I, O> operator) {
        this.downstream = downstream;
        this.operator = operator;
    }

    @Override
    public void request(long n) {
        // no read of the state before the compare-and-set, and a plain one before the known item is emitted: with
        // two volatile reads there, the single-item concatenation ran about 7 % slower (issue #11, docs/internals.md).
        // The price: each request relayed to a regular inner publisher starts with a failed compare-and-set.
        if (n > 0 && STATE.compareAndSet(this, IDLE, STARTING)) {
            map(n);
        } else if (n <= 0 && state == IDLE && STATE.compareAndSet(this, IDLE, DONE)) {
            downstream.onFailure(Subscriptions.invalidRequest(n));
        } else {
            requestStarted(n);
        }
    }

    /**
     * A request once started: relayed to the inner publisher, or kept in {@link #link} for the starting thread while
     * the mapper runs. Requests are serialized by rule 2.7, but one may come from {@code onItem} while the first is
     * running, and a subscriber that requests from two threads at once still gets every item it asked for.
     */
    private void requestStarted(long n) {
        for (; ; ) {
            int current = state;
            if (current == RELAYING) {
                relay().request(n); // an invalid one is reported by the inner subscription (rule 3.9)
                return;
            }
            if (current != STARTING) {
                return; // DONE: nothing to do
            }
            Object pending = link;
            if (pending instanceof InnerRelay<?> relay) {
                relay.request(n); // installed, not yet subscribed: it keeps the demand
                return;
            }
            if (pending instanceof InvalidRequest) {
                return; // an invalid request is already waiting to be reported
            }
            Object next = n <= 0
                    ? new InvalidRequest(Subscriptions.invalidRequest(n))
                    : new Demand(pending == null ? n : Subscriptions.add(((Demand) pending).requested, n));
            if (LINK.compareAndSet(this, pending, next)) {
                return;
            }
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
            if (state == STARTING && LINK.get(this) == null) {
                // nothing happened meanwhile (a plain read of the link sees what onItem did, as a reentrant call):
                // an ordered store ends the start
                STATE.setRelease(this, DONE);
                subscriber.onCompletion();
            } else {
                terminate(null); // cancelled, or an invalid request made meanwhile to report
            }
        }
    }

    /**
     * Subscribes a relay to the regular inner {@code publisher}, with the demand {@code n} of the first request and
     * whatever was requested meanwhile; an invalid request made meanwhile fails the stream instead.
     */
    private void subscribeInner(Flow.Publisher<? extends O> publisher, long n) {
        InnerRelay<O> relay = new InnerRelay<>(downstream, n);
        for (; ; ) {
            if (state != STARTING) {
                terminate(null); // cancelled meanwhile
                return;
            }
            Object pending = link;
            if (pending instanceof InvalidRequest) {
                terminate(null);
                return;
            }
            if (LINK.compareAndSet(this, pending, relay)) {
                if (pending != null) {
                    relay.request(((Demand) pending).requested);
                }
                break;
            }
        }
        if (STATE.compareAndSet(this, STARTING, RELAYING)) {
            publisher.subscribe(relay);
        }
    }

    /**
     * Ends a start that subscribed nothing: completes ({@code failure} is {@code null}) or fails, unless the
     * downstream cancelled meanwhile; an invalid request made meanwhile is reported instead. Only the starting thread
     * calls it, and only a cancellation changes the state meanwhile: it then signals nothing.
     */
    private void terminate(Throwable failure) {
        if ((int) STATE.getAndSet(this, DONE) == DONE) {
            if (failure != null) {
                Infrastructure.handleDroppedException(failure);
            }
            return;
        }
        if (link instanceof InvalidRequest invalid) {
            downstream.onFailure(invalid.failure);
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

    /**
     * The demand recorded until the inner publisher subscribed, handed to its subscription then (also the demand the
     * flattener keeps while its mapper runs).
     */
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
