package io.mutiny.operators.uni;

import io.mutiny.CompositeException;
import io.mutiny.Context;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.UniOperator;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.BiFunction;
import java.util.function.Predicate;

/**
 * Replaces the upstream outcome by the outcome of another {@code Uni}, built by a mapper from the item (when
 * {@code mapItem}) and/or from the failure (when it matches {@code mapFailure}); other outcomes pass through
 * unchanged. The mapper receives {@code (item, null)} or {@code (null, failure)}.
 *
 * <p>A mapper that throws or returns {@code null} fails the downstream; when it was handling a failure, the
 * downstream receives a {@link CompositeException} of the original failure and the new one (likewise when the
 * failure predicate throws). Cancellation reaches the upstream or the produced {@code Uni}, whichever runs. The
 * outcome is delivered on the thread of the {@code Uni} producing it.
 *
 * @param <I> the type of the upstream item
 * @param <O> the type of the emitted item
 */
public final class UniOnOutcomeFlatMapOp<I, O> extends UniOperator<I, O> {

    private final boolean mapItem;
    private final Predicate<? super Throwable> mapFailure;
    private final BiFunction<? super I, Throwable, ? extends Uni<? extends O>> mapper;

    /**
     * @param mapItem whether items go through the mapper; if not, they pass through (then {@code I} must be
     *     {@code O})
     * @param mapFailure which failures go through the mapper; {@code null}: none
     */
    public UniOnOutcomeFlatMapOp(
            Uni<I> upstream,
            boolean mapItem,
            Predicate<? super Throwable> mapFailure,
            BiFunction<? super I, Throwable, ? extends Uni<? extends O>> mapper) {
        super(upstream);
        this.mapItem = mapItem;
        this.mapFailure = mapFailure;
        this.mapper = mapper;
    }

    @Override
    public void subscribe(UniSubscriber<? super O> subscriber) {
        AbstractUni.subscribe(upstream(), new FlatMapProcessor<>(subscriber, this));
    }

    private static final class FlatMapProcessor<I, O> extends UniOperatorProcessor<I, O> {
        private final UniOnOutcomeFlatMapOp<I, O> operator;
        private final InnerSubscriber<O> inner = new InnerSubscriber<>(this);

        FlatMapProcessor(UniSubscriber<? super O> downstream, UniOnOutcomeFlatMapOp<I, O> operator) {
            super(downstream);
            this.operator = operator;
        }

        @Override
        public void onItem(I item) {
            if (!operator.mapItem) {
                super.onItem(item);
            } else if (markDone()) {
                switchTo(item, null);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (operator.mapFailure == null) {
                super.onFailure(failure);
                return;
            }
            if (!markDone()) {
                Infrastructure.handleDroppedException(failure);
                return;
            }
            boolean matches;
            try {
                matches = operator.mapFailure.test(failure);
            } catch (Throwable thrown) {
                Exceptions.throwIfFatal(thrown);
                downstream.onFailure(new CompositeException(failure, thrown));
                return;
            }
            if (matches) {
                switchTo(null, failure);
            } else {
                downstream.onFailure(failure);
            }
        }

        private void switchTo(I item, Throwable failure) {
            Uni<? extends O> next;
            try {
                next = ParameterValidation.nonNullNpe(
                        operator.mapper.apply(item, failure), ParameterValidation.MAPPER_RETURNED_NULL);
            } catch (Throwable thrown) {
                Exceptions.throwIfFatal(thrown);
                downstream.onFailure(failure == null ? thrown : new CompositeException(failure, thrown));
                return;
            }
            if (!isCancelled()) {
                AbstractUni.subscribe(next, inner);
            }
        }

        @Override
        public void cancel() {
            super.cancel();
            inner.cancel();
        }
    }

    /** Subscribes to the produced {@code Uni} and relays its outcome downstream. */
    private static final class InnerSubscriber<O> implements UniSubscriber<O> {
        private static final UniSubscription CANCELLED = () -> {};

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<InnerSubscriber, UniSubscription> SUBSCRIPTION =
                AtomicReferenceFieldUpdater.newUpdater(InnerSubscriber.class, UniSubscription.class, "subscription");

        private final FlatMapProcessor<?, O> parent;
        private volatile UniSubscription subscription;

        InnerSubscriber(FlatMapProcessor<?, O> parent) {
            this.parent = parent;
        }

        @Override
        public Context context() {
            return parent.context();
        }

        @Override
        public void onSubscribe(UniSubscription upstream) {
            if (!SUBSCRIPTION.compareAndSet(this, null, upstream)) {
                upstream.cancel();
            }
        }

        @Override
        public void onItem(O item) {
            if (!parent.isCancelled()) {
                parent.downstream.onItem(item);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (!parent.isCancelled()) {
                parent.downstream.onFailure(failure);
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }

        void cancel() {
            UniSubscription current = SUBSCRIPTION.getAndSet(this, CANCELLED);
            if (current != null && current != CANCELLED) {
                current.cancel();
            }
        }
    }
}
