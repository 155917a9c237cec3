package io.mutiny.operators.uni;

import io.mutiny.CompositeException;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.UniOperator;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Replaces the upstream outcome by the outcome of another {@code Uni}, built by a mapper from the item (when
 * {@code mapItem}) and/or from the failure (when it matches {@code mapFailure}); other outcomes pass through
 * unchanged. The mapper receives {@code (item, null)} or {@code (null, failure)}.
 *
 * <p>A mapper that throws fails the downstream; when it was handling a failure, the downstream receives a
 * {@link CompositeException} of the original failure and the thrown one (likewise when the failure predicate
 * throws). A mapper returning {@code null} fails the downstream with a {@link NullPointerException} alone, as in
 * Mutiny. Cancellation reaches the upstream or the produced {@code Uni}, whichever runs. The
 * outcome is delivered on the thread of the {@code Uni} producing it.
 *
 * <p>Consecutive item-only stages ({@code transformToUni}, {@code chain}) are fused at subscription, like
 * {@link UniOnItemTransformOp}'s runs: the last stage of a run (up to {@link #MAX_RUN} stages,
 * found along the upstream links; one stage when subscription interceptors are registered) subscribes one processor
 * to the {@code Uni} above the run, which applies the mappers in order. Each mapper still runs at the item, once per
 * subscriber; a produced known outcome is read without a subscription, so a run over known items costs one processor
 * and one subscription. As each stage of a run may nest the subscription of a produced {@code Uni}, the run counts as
 * that many stages in the depth budget ({@link UniOperatorProcessor#stageWeight()}).
 *
 * @param <I> the type of the upstream item
 * @param <O> the type of the emitted item
 */
public final class UniOnOutcomeFlatMapOp<I, O> extends UniOperator<I, O> {

    /**
     * The longest run of stages one processor applies: bounds the walk to a mapper (a run of {@code n} walks
     * {@code n(n-1)/2} links per item); a longer chain is split into runs.
     */
    static final int MAX_RUN = 16;

    private static final Predicate<Throwable> NO_FAILURE = failure -> false;

    // null: the items only, through a Function (transformToUni: no adapting lambda per assembly); an ItemsAnd: the
    // items and the failures it matches; otherwise: the failures it matches only. With the mapper in one field, the
    // operator is 24 bytes.
    private final Predicate<? super Throwable> mapFailure;
    // a Function when mapFailure is null, otherwise a BiFunction
    private final Object mapper;

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
        Predicate<? super Throwable> failures = mapFailure == null ? NO_FAILURE : mapFailure;
        this.mapFailure = mapItem ? new ItemsAnd(failures) : failures;
        this.mapper = mapper;
    }

    /** Maps the items only, with {@code mapper}; failures pass through. */
    public UniOnOutcomeFlatMapOp(Uni<I> upstream, Function<? super I, ? extends Uni<? extends O>> mapper) {
        super(upstream);
        this.mapFailure = null;
        this.mapper = mapper;
    }

    /** The failures to map when the items are mapped too. */
    private record ItemsAnd(Predicate<? super Throwable> failures) implements Predicate<Throwable> {
        @Override
        public boolean test(Throwable failure) {
            return failures.test(failure);
        }
    }

    private boolean mapsItems() {
        return mapFailure == null || mapFailure instanceof ItemsAnd;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super O> subscriber) {
        if (mapFailure != null) {
            // computed before the allocation: see UniOperatorProcessor(UniSubscriber, UniSubscription)
            UniSubscription depth = UniOperatorProcessor.depthMarker(subscriber);
            UniSubscriber<? super O> downstream = UniOperatorProcessor.placedDownstream(subscriber, depth);
            AbstractUni.subscribe(upstream(), new FlatMapProcessor<>(downstream, depth, this));
            return;
        }
        // a run of item mappings (transformToUni) ending with this one: one processor for the whole run
        int length = 1;
        Uni<?> source = upstream();
        boolean intercepted = Infrastructure.interceptsUniSubscriptions();
        if (!intercepted) {
            while (length < MAX_RUN
                    && source instanceof UniOnOutcomeFlatMapOp<?, ?> previous
                    && previous.mapFailure == null) {
                source = previous.upstream();
                length++;
            }
        }
        // each stage of the run may nest the subscription of a produced Uni: the run counts as many stages
        UniSubscription depth = UniOperatorProcessor.depthMarker(subscriber, length);
        UniSubscriber<? super O> downstream = UniOperatorProcessor.placedDownstream(subscriber, depth);
        UniTerminalOp.subscribeRun(source, new ItemChainProcessor<>(downstream, depth, this, length), intercepted);
    }

    /**
     * Applies the item mappers of a run of {@code transformToUni} stages ending with {@code last} (one stage when
     * subscription interceptors are registered), as the stages would one after the other: each mapper runs on the
     * item of the {@code Uni} the previous one produced. A produced known outcome ({@link UniTerminalOp}) is read
     * without subscribing to it, so a run of mappers returning {@code Uni.createFrom().item(..)} costs one processor
     * and one subscription; any other produced {@code Uni} is subscribed with this processor, whose {@code onItem}
     * then goes on with the next mapper. The downstream's subscription is this processor: a cancellation reaches the
     * current upstream (the source or the produced {@code Uni}) and is checked before each mapper.
     */
    private static final class ItemChainProcessor<O> extends UniRunProcessor<O> {
        // the mappers of the run not applied yet, the next one (remaining - 1) links above last; below length once
        // the first mapper ran, hence when the upstream is a produced Uni. Written before subscribing to it.
        private int remaining;

        ItemChainProcessor(
                UniSubscriber<? super O> downstream,
                UniSubscription depthMarker,
                UniOnOutcomeFlatMapOp<?, ? extends O> last,
                int length) {
            super(downstream, depthMarker, last, length);
            this.remaining = length;
        }

        /** As {@link FlatMapProcessor#stageDepth()}: counted once the upstream is a produced {@code Uni}. */
        @Override
        int stageDepth() {
            return remaining < length ? countedDepth() : super.stageDepth();
        }

        @Override
        int stageWeight() {
            return length;
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            if (remaining < length) {
                replaceUpstream(subscription);
            } else {
                super.onSubscribe(subscription);
            }
        }

        @SuppressWarnings("unchecked")
        @Override
        public void onItem(Object item) {
            Object value = item;
            while (remaining > 0) {
                if (isDone()) {
                    return;
                }
                UniOnOutcomeFlatMapOp<?, ?> stage = (UniOnOutcomeFlatMapOp<?, ?>) stage(remaining);
                remaining--;
                Uni<?> next;
                try {
                    next = ((Function<Object, Uni<?>>) stage.mapper).apply(value);
                } catch (Throwable thrown) {
                    Exceptions.throwIfFatal(thrown);
                    downstream.onFailure(thrown);
                    return;
                }
                if (isDone()) {
                    return;
                }
                if (next instanceof UniTerminalOp<?> known) {
                    Throwable failure = known.failure();
                    if (failure != null) {
                        downstream.onFailure(failure);
                        return;
                    }
                    value = known.item();
                } else if (next == null) {
                    // a missing Uni is the mapper's mistake, as in Mutiny
                    downstream.onFailure(new NullPointerException(ParameterValidation.MAPPER_RETURNED_NULL));
                    return;
                } else {
                    AbstractUni.subscribe(next, this);
                    return;
                }
            }
            if (!isDone()) {
                downstream.onItem((O) value);
            }
        }
    }

    /**
     * For the operators mapping failures: subscribes to the upstream, then to the produced {@code Uni} with itself
     * (one object per stage, 24 bytes):
     * once switched ({@code operator} cleared), the signals it receives come from the produced {@code Uni} and go
     * downstream as they are. A produced known outcome ({@link UniTerminalOp}) is delivered without subscribing to it.
     */
    private static final class FlatMapProcessor<I, O> extends UniOperatorProcessor<I, O> {
        // null once switched: written before subscribing to the produced Uni, which then calls this processor
        private UniOnOutcomeFlatMapOp<I, O> operator;

        FlatMapProcessor(
                UniSubscriber<? super O> downstream,
                UniSubscription depthMarker,
                UniOnOutcomeFlatMapOp<I, O> operator) {
            super(downstream, depthMarker);
            this.operator = operator;
        }

        /**
         * Until the switch, the stages built upstream read the depth marker still in the slot; the stages of the
         * produced {@code Uni} are built once subscribed, when the slot holds a subscription: the depth is then
         * counted, not stored.
         */
        @Override
        int stageDepth() {
            return operator != null ? super.stageDepth() : countedDepth();
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            if (operator == null) {
                replaceUpstream(subscription);
            } else {
                super.onSubscribe(subscription);
            }
        }

        @SuppressWarnings("unchecked")
        @Override
        public void onItem(I item) {
            UniOnOutcomeFlatMapOp<I, O> mapping = operator;
            if (mapping == null || !mapping.mapsItems()) {
                // the produced Uni's item, or an item passing through: then I is O
                super.onItem(item);
            } else if (!isDone()) {
                switchTo(mapping, item, null);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            UniOnOutcomeFlatMapOp<I, O> mapping = operator;
            if (mapping == null) {
                super.onFailure(failure);
                return;
            }
            if (isDone()) {
                Infrastructure.handleDroppedException(failure);
                return;
            }
            boolean matches;
            try {
                matches = mapping.mapFailure.test(failure);
            } catch (Throwable thrown) {
                Exceptions.throwIfFatal(thrown);
                downstream.onFailure(new CompositeException(failure, thrown));
                return;
            }
            if (matches) {
                switchTo(mapping, null, failure);
            } else {
                downstream.onFailure(failure);
            }
        }

        @SuppressWarnings("unchecked")
        private void switchTo(UniOnOutcomeFlatMapOp<I, O> mapping, I item, Throwable failure) {
            Uni<? extends O> next;
            try {
                next = ((BiFunction<? super I, Throwable, ? extends Uni<? extends O>>) mapping.mapper)
                        .apply(item, failure);
            } catch (Throwable thrown) {
                Exceptions.throwIfFatal(thrown);
                downstream.onFailure(failure == null ? thrown : new CompositeException(failure, thrown));
                return;
            }
            if (isDone()) {
                return;
            }
            if (next == null) {
                // a missing Uni is the mapper's mistake alone, as in Mutiny: the handled failure is not part of it
                downstream.onFailure(new NullPointerException(ParameterValidation.MAPPER_RETURNED_NULL));
                return;
            }
            if (next instanceof UniTerminalOp<? extends O> known) {
                Throwable knownFailure = known.failure();
                if (knownFailure != null) {
                    downstream.onFailure(knownFailure);
                } else {
                    downstream.onItem(known.item());
                }
                return;
            }
            operator = null;
            AbstractUni.subscribe(next, (UniSubscriber<O>) this);
        }
    }
}
