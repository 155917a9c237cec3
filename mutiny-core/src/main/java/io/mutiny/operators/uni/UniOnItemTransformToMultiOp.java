package io.mutiny.operators.uni;

import io.mutiny.Context;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.AbstractMultiSubscriber;
import io.mutiny.subscription.ContextSupport;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.Function;

/**
 * A {@code Multi} emitting the items of the publisher that the mapper builds from the {@code Uni}'s item. The
 * {@code Uni} is subscribed at once; its failure (or a throwing mapper, or one returning {@code null}) fails the
 * {@code Multi}, even before any request. Requests made before the publisher is there are accumulated and passed
 * to it once subscribed; its items and terminal signal are relayed on its threads. Cancellation reaches the
 * {@code Uni} or the publisher.
 *
 * @param <I> the type of the {@code Uni}'s item
 * @param <O> the type of the emitted items
 */
public final class UniOnItemTransformToMultiOp<I, O> extends AbstractMulti<O> {

    private final Uni<I> upstream;
    private final Function<? super I, ? extends Flow.Publisher<? extends O>> mapper;

    /** Builds the operator; nothing happens until a subscription (see the class description). */
    public UniOnItemTransformToMultiOp(
            Uni<I> upstream, Function<? super I, ? extends Flow.Publisher<? extends O>> mapper) {
        this.upstream = upstream;
        this.mapper = mapper;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super O> subscriber) {
        SwitchingSubscriber<I, O> switching = new SwitchingSubscriber<>(subscriber, mapper);
        subscriber.onSubscribe(switching);
        if (switching.phase == SwitchingSubscriber.AWAITING_UNI) {
            AbstractUni.subscribe(upstream, switching.uniSubscriber);
        }
    }

    private static final class SwitchingSubscriber<I, O> extends AbstractMultiSubscriber<O>
            implements Flow.Subscription, ContextSupport {

        static final int AWAITING_UNI = 0;
        static final int RELAYING = 1;
        static final int TERMINATED = 2;

        private static final UniSubscription UNI_CANCELLED = () -> {};

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<SwitchingSubscriber> PHASE =
                AtomicIntegerFieldUpdater.newUpdater(SwitchingSubscriber.class, "phase");

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<SwitchingSubscriber> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(SwitchingSubscriber.class, "requested");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<SwitchingSubscriber, Object> INNER =
                AtomicReferenceFieldUpdater.newUpdater(SwitchingSubscriber.class, Object.class, "inner");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<SwitchingSubscriber, Object> UNI =
                AtomicReferenceFieldUpdater.newUpdater(SwitchingSubscriber.class, Object.class, "uni");

        private final MultiSubscriber<? super O> downstream;
        private final Function<? super I, ? extends Flow.Publisher<? extends O>> mapper;
        final UniSubscriber<I> uniSubscriber = new UniSide();

        volatile int phase;
        private volatile long requested;
        // typed Object, as the slots of Subscriptions.setIfEmpty: storing a value costs no interface check
        /** The publisher's {@link Flow.Subscription}, then {@link Subscriptions#CANCELLED}. */
        private volatile Object inner;
        /** The {@link UniSubscription}, then {@link #UNI_CANCELLED}. */
        private volatile Object uni;
        // a request(n <= 0) made while the publisher was not subscribed yet; it must see it (rule 3.9)
        private volatile long invalidRequest;

        SwitchingSubscriber(
                MultiSubscriber<? super O> downstream,
                Function<? super I, ? extends Flow.Publisher<? extends O>> mapper) {
            this.downstream = downstream;
            this.mapper = mapper;
        }

        private final class UniSide implements UniSubscriber<I> {
            @Override
            public Context context() {
                return SwitchingSubscriber.this.context();
            }

            @Override
            public void onSubscribe(UniSubscription subscription) {
                if (!UNI.compareAndSet(SwitchingSubscriber.this, null, subscription)) {
                    subscription.cancel();
                }
            }

            @Override
            public void onItem(I item) {
                Flow.Publisher<? extends O> publisher;
                try {
                    publisher = ParameterValidation.nonNullNpe(
                            mapper.apply(item), ParameterValidation.MAPPER_RETURNED_NULL);
                } catch (Throwable failure) {
                    Exceptions.throwIfFatal(failure);
                    onFailure(failure);
                    return;
                }
                if (PHASE.compareAndSet(SwitchingSubscriber.this, AWAITING_UNI, RELAYING)) {
                    publisher.subscribe(SwitchingSubscriber.this);
                }
            }

            @Override
            public void onFailure(Throwable failure) {
                if (PHASE.compareAndSet(SwitchingSubscriber.this, AWAITING_UNI, TERMINATED)) {
                    downstream.onFailure(failure);
                } else {
                    Infrastructure.handleDroppedException(failure);
                }
            }
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (!Subscriptions.setIfEmpty(INNER, this, subscription)) {
                return;
            }
            long invalid = invalidRequest;
            if (invalid != 0) {
                subscription.request(invalid);
                return;
            }
            long pending = REQUESTED.getAndSet(this, 0);
            if (pending != 0) {
                subscription.request(pending);
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

        /** The downstream's context, seen by the {@code Uni} and by the publisher (no adapter in between). */
        @Override
        public Context context() {
            return Subscriptions.contextOf(downstream);
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                if (PHASE.compareAndSet(this, AWAITING_UNI, TERMINATED)) {
                    cancelUni();
                    downstream.onFailure(Subscriptions.invalidRequest(n));
                    return;
                }
                invalidRequest = n;
            }
            Object current = inner;
            if (current != null) {
                ((Flow.Subscription) current).request(n);
                return;
            }
            if (n > 0) {
                Subscriptions.add(REQUESTED, this, n);
            }
            // the publisher may have been subscribed meanwhile: hand it what it missed
            current = inner;
            if (current != null && current != Subscriptions.CANCELLED) {
                long pending = REQUESTED.getAndSet(this, 0);
                if (pending != 0) {
                    ((Flow.Subscription) current).request(pending);
                }
            }
        }

        @Override
        public void cancel() {
            PHASE.set(this, TERMINATED);
            cancelUni();
            Subscriptions.cancel(INNER, this);
        }

        private void cancelUni() {
            Object current = UNI.getAndSet(this, UNI_CANCELLED);
            if (current != null && current != UNI_CANCELLED) {
                ((UniSubscription) current).cancel();
            }
        }
    }
}
