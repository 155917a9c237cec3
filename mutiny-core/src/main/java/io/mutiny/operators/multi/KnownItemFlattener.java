package io.mutiny.operators.multi;

import io.mutiny.Context;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.operators.KnownOutcomes;
import io.mutiny.subscription.AbstractMultiSubscriber;
import io.mutiny.subscription.ContextSupport;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * The subscription of a concatMap without prefetch whose upstream is a single known item ({@link MultiFromItemOp}:
 * an {@code item(x)}, {@code items(x)} or {@code range(a, a + 1)}): there is exactly one inner publisher, so no
 * concatenation machinery is needed, and the upstream is not subscribed. As in Mutiny, the item is mapped at the
 * first request. The item of a known inner publisher ({@link KnownOutcome}) is then emitted at once, within that
 * request; any other inner publisher is subscribed by this object, which relays its signals and forwards the
 * downstream's requests to it (the demand made before it subscribed is handed over then), as Mutiny's arbiter does.
 *
 * <p>The one slot {@link #inner} tracks the whole life cycle (not started, starting, the demand waiting for a
 * regular inner, the inner subscription, cancelled, a pending invalid request): the demand lives in the slot, in an
 * object allocated only when a regular inner is subscribed or a request arrives while starting, which keeps this
 * subscription at 24 bytes (three references, as RxJava's scalar subscription): it is the only object the
 * concatenation of a single item mapped to a known item allocates (issue #11).
 *
 * @param <I> the type of the upstream item
 * @param <O> the type of the emitted items
 */
final class KnownItemFlattener<I, O> extends AbstractMultiSubscriber<O> implements Flow.Subscription, ContextSupport {

    /** The mapper runs, or a known inner item is being emitted, on the thread that started; no demand recorded. */
    private static final Flow.Subscription STARTING = new Marker("STARTING");

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<KnownItemFlattener, Flow.Subscription> INNER =
            AtomicReferenceFieldUpdater.newUpdater(KnownItemFlattener.class, Flow.Subscription.class, "inner");

    private final MultiSubscriber<? super O> downstream;
    private final MultiConcatMapOp<I, O> operator;

    /**
     * {@code null} until started, then {@link #STARTING} or a {@link Demand} (requests made while starting, or the
     * demand handed to a regular inner publisher being subscribed), then the inner subscription;
     * {@link Subscriptions#CANCELLED} once cancelled or terminated; an {@link InvalidRequest} when an invalid request
     * arrived while starting.
     */
    private volatile Flow.Subscription inner;

    /** The subscription of {@code downstream} to {@code operator}, whose upstream is a {@link MultiFromItemOp}. */
    KnownItemFlattener(MultiSubscriber<? super O> downstream, MultiConcatMapOp<I, O> operator) {
        this.downstream = downstream;
        this.operator = operator;
    }

    @Override
    public void request(long n) {
        if (n <= 0) {
            invalidRequest(n);
            return;
        }
        for (; ; ) {
            Flow.Subscription current = inner;
            if (current == null) {
                if (INNER.compareAndSet(this, null, STARTING)) {
                    map(n);
                    return;
                }
            } else if (!(current instanceof Marker)) {
                current.request(n);
                return;
            } else if (current == STARTING || current instanceof Demand) {
                // recorded for a regular inner publisher; a known inner item ignores it
                if (INNER.compareAndSet(this, current, Demand.add(current, n))) {
                    return;
                }
            } else {
                return; // cancelled, terminated, or an invalid request waiting to be reported
            }
        }
    }

    /** Fails the stream now if nothing started, else leaves the failure to the starting thread or the inner. */
    private void invalidRequest(long n) {
        for (; ; ) {
            Flow.Subscription current = inner;
            if (current == null) {
                if (INNER.compareAndSet(this, null, Subscriptions.CANCELLED)) {
                    downstream.onFailure(Subscriptions.invalidRequest(n));
                    return;
                }
            } else if (current == STARTING || current instanceof Demand) {
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
        if (previous != null && !(previous instanceof Marker)) {
            previous.cancel();
        }
    }

    /**
     * Applies the mapper once, on the thread that requested first, with its demand {@code n}: a known inner item
     * needs no demand accounting, so {@code n} is recorded only before a regular inner is subscribed.
     */
    private void map(long n) {
        Flow.Publisher<? extends O> publisher;
        try {
            @SuppressWarnings("unchecked")
            I item = ((MultiFromItemOp<I>) operator.upstream()).knownOutcome();
            publisher = ParameterValidation.nonNullNpe(
                    operator.mapper.apply(item), ParameterValidation.MAPPER_RETURNED_NULL);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            terminate(failure);
            return;
        }
        if (!(publisher instanceof KnownOutcome<?> known)) {
            subscribeInner(publisher, n);
            return;
        }
        Object outcome = KnownOutcomes.read(known, this, KnownItemFlattener::terminate);
        if (outcome == null) {
            terminate(null);
        } else if (outcome != KnownOutcomes.FAILED && inner != Subscriptions.CANCELLED) {
            // started by a request: the one item needs no subscription
            @SuppressWarnings("unchecked")
            O knownItem = (O) outcome;
            downstream.onItem(knownItem);
            terminate(null);
        }
    }

    /** Records the demand {@code n} of the first request for the inner, then subscribes to it. */
    private void subscribeInner(Flow.Publisher<? extends O> publisher, long n) {
        for (; ; ) {
            Flow.Subscription current = inner;
            if (current != STARTING && !(current instanceof Demand)) {
                terminate(null); // cancelled, or an invalid request to report
                return;
            }
            if (INNER.compareAndSet(this, current, Demand.add(current, n))) {
                publisher.subscribe(this);
                return;
            }
        }
    }

    /**
     * Ends a start that subscribed nothing: completes ({@code failure} is {@code null}) or fails, unless the
     * downstream cancelled meanwhile; an invalid request made meanwhile (from {@code onItem}) is reported instead.
     * Requests and cancellations are serialized (rule 2.7) and this runs within the first request, so only a
     * reentrant call changes the slot meanwhile, which the plain read sees: an ordered store ends the start.
     */
    private void terminate(Throwable failure) {
        Flow.Subscription current = inner;
        if (current == Subscriptions.CANCELLED) {
            if (failure != null) {
                Infrastructure.handleDroppedException(failure);
            }
            return;
        }
        INNER.lazySet(this, Subscriptions.CANCELLED);
        if (current instanceof InvalidRequest invalid) {
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

    /** A state of {@link #inner} that is not a subscription to call. */
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

    /** The demand recorded while starting, handed to the regular inner publisher once it subscribed. */
    private static final class Demand extends Marker {
        final long requested;

        private Demand(long requested) {
            super("DEMAND");
            this.requested = requested;
        }

        /** The state {@code current} ({@link #STARTING} or a {@code Demand}) with {@code n} more requested. */
        static Demand add(Flow.Subscription current, long n) {
            return new Demand(current instanceof Demand demand ? Subscriptions.add(demand.requested, n) : n);
        }
    }

    /** An invalid request that arrived while the mapper ran: reported by the starting thread. */
    private static final class InvalidRequest extends Marker {
        final Throwable failure;

        InvalidRequest(Throwable failure) {
            super("INVALID_REQUEST");
            this.failure = failure;
        }
    }
}
