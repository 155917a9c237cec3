package io.mutiny.operators.multi;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.subscription.ContextSupport;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.Function;

/**
 * The subscription of a flatMap or concatMap whose upstream is a single known item ({@link MultiFromItemOp}: an
 * {@code item(x)}, {@code items(x)} or {@code range(a, a + 1)}): there is exactly one inner publisher, so no merge or
 * concatenation machinery is needed. The upstream is not subscribed; the mapper is applied when the operator would
 * have received the item: at subscription, right after the downstream's {@code onSubscribe} ({@code eager}: merge,
 * or concatenation with prefetch), or at the first request (concatenation without prefetch). Then:
 *
 * <ul>
 *   <li>an inner publisher whose outcome is known ({@link KnownOutcome}) is not subscribed: its item is emitted at
 *       once if the downstream has already requested, or by a single-item subscription on the first request;
 *   <li>any other inner publisher is subscribed by this object, which relays its signals as they come and forwards
 *       the downstream's requests to it (the demand made before it subscribed is handed over then).
 * </ul>
 *
 * <p>The one slot {@link #inner} tracks the whole life cycle (not started, starting, the inner subscription,
 * cancelled, a pending invalid request), which keeps this subscription at four fields: it is the only object a
 * {@code flatMap} or {@code concatMap} of a single item allocates (see issue #11).
 *
 * @param <I> the type of the upstream item
 * @param <O> the type of the emitted items
 */
final class KnownItemFlattener<I, O> implements MultiSubscriber<O>, Flow.Subscription, ContextSupport {

    /** What the flattener reads from its operator, kept as one reference. */
    interface Operator<I, O> {

        /** The upstream: a {@link MultiFromItemOp} holding a non-{@code null} item when the flattener is used. */
        Multi<I> upstream();

        /** Maps the upstream item to the inner publisher. */
        Function<? super I, ? extends Flow.Publisher<? extends O>> mapper();
    }

    /** The mapper runs, or a known inner item is being emitted, on the thread that started. */
    private static final Flow.Subscription STARTING = new Marker("STARTING");

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<KnownItemFlattener, Flow.Subscription> INNER =
            AtomicReferenceFieldUpdater.newUpdater(KnownItemFlattener.class, Flow.Subscription.class, "inner");

    @SuppressWarnings("rawtypes")
    private static final AtomicLongFieldUpdater<KnownItemFlattener> REQUESTED =
            AtomicLongFieldUpdater.newUpdater(KnownItemFlattener.class, "requested");

    private final MultiSubscriber<? super O> downstream;
    private final Operator<I, O> operator;

    /**
     * {@code null} until started, then {@link #STARTING}, then the inner subscription; {@link Subscriptions#CANCELLED}
     * once cancelled or terminated; an {@link InvalidRequest} when an invalid request arrived while starting.
     */
    private volatile Flow.Subscription inner;
    /** The demand not handed to the inner subscription yet. */
    private volatile long requested;

    private KnownItemFlattener(MultiSubscriber<? super O> downstream, Operator<I, O> operator) {
        this.downstream = downstream;
        this.operator = operator;
    }

    /**
     * Whether {@code operator}'s upstream is a single known item, so that {@link #subscribe} can serve a subscriber.
     */
    static boolean applies(Operator<?, ?> operator) {
        return operator.upstream() instanceof MultiFromItemOp<?> single && single.knownOutcome() != null;
    }

    /**
     * Subscribes {@code downstream}, for an operator for which {@link #applies} returned {@code true}.
     *
     * @param eager whether the mapper is applied right after {@code onSubscribe} rather than at the first request
     */
    static <I, O> void subscribe(MultiSubscriber<? super O> downstream, Operator<I, O> operator, boolean eager) {
        KnownItemFlattener<I, O> flattener = new KnownItemFlattener<>(downstream, operator);
        if (eager) {
            // requests made from onSubscribe only add demand: the mapper runs once onSubscribe returned
            flattener.inner = STARTING;
            downstream.onSubscribe(flattener);
            flattener.map();
        } else {
            downstream.onSubscribe(flattener);
        }
    }

    @Override
    public void request(long n) {
        if (n <= 0) {
            invalidRequest(n);
            return;
        }
        Flow.Subscription current = inner;
        if (current != null && !(current instanceof Marker)) {
            current.request(n);
            return;
        }
        Subscriptions.add(REQUESTED, this, n);
        if (current == null && INNER.compareAndSet(this, null, STARTING)) {
            map();
            return;
        }
        // the inner may have subscribed meanwhile: hand the demand over unless it did it already
        current = inner;
        if (current != null && !(current instanceof Marker)) {
            long demand = REQUESTED.getAndSet(this, 0);
            if (demand != 0) {
                current.request(demand);
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
            } else if (current == STARTING) {
                if (INNER.compareAndSet(this, STARTING, new InvalidRequest(Subscriptions.invalidRequest(n)))) {
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

    /** Applies the mapper once, on the thread that subscribed (eager) or that requested first. */
    private void map() {
        if (inner != STARTING) {
            // cancelled, or an invalid request, from the downstream's onSubscribe
            terminate(null);
            return;
        }
        Flow.Publisher<? extends O> publisher;
        O knownItem = null;
        try {
            @SuppressWarnings("unchecked")
            I item = ((MultiFromItemOp<I>) operator.upstream()).knownOutcome();
            publisher = ParameterValidation.nonNullNpe(
                    operator.mapper().apply(item), ParameterValidation.MAPPER_RETURNED_NULL);
            if (publisher instanceof KnownOutcome) {
                @SuppressWarnings("unchecked")
                KnownOutcome<? extends O> known = (KnownOutcome<? extends O>) publisher;
                knownItem = known.knownOutcome();
                if (knownItem == null) {
                    terminate(null);
                    return;
                }
            }
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            terminate(failure);
            return;
        }
        if (knownItem == null) {
            publisher.subscribe(this);
        } else if (requested != 0) {
            // the downstream asked already: no subscription needed for the one item
            downstream.onItem(knownItem);
            terminate(null);
        } else {
            MultiFromItemOp.emit(this, knownItem);
        }
    }

    /**
     * Ends a start that subscribed nothing: completes ({@code failure} is {@code null}) or fails, unless the
     * downstream cancelled meanwhile; an invalid request made meanwhile is reported instead.
     */
    private void terminate(Throwable failure) {
        if (INNER.compareAndSet(this, STARTING, Subscriptions.CANCELLED)) {
            if (failure == null) {
                downstream.onCompletion();
            } else {
                downstream.onFailure(failure);
            }
        } else if (reportInvalidRequest() && failure != null) {
            Infrastructure.handleDroppedException(failure);
        }
    }

    /** Reports an invalid request recorded while starting, if any. */
    private boolean reportInvalidRequest() {
        Flow.Subscription current = inner;
        if (current instanceof InvalidRequest invalid && INNER.compareAndSet(this, current, Subscriptions.CANCELLED)) {
            downstream.onFailure(invalid.failure);
            return true;
        }
        return false;
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        if (INNER.compareAndSet(this, STARTING, subscription)) {
            long demand = REQUESTED.getAndSet(this, 0);
            if (demand != 0) {
                subscription.request(demand);
            }
            return;
        }
        subscription.cancel();
        reportInvalidRequest();
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

    /** An invalid request that arrived while the mapper ran: reported by the starting thread. */
    private static final class InvalidRequest extends Marker {
        final Throwable failure;

        InvalidRequest(Throwable failure) {
            super("INVALID_REQUEST");
            this.failure = failure;
        }
    }
}
