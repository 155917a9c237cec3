package io.mutiny.operators.uni;

import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.UniOperator;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.function.Function;

/**
 * Emits the result of the mapper applied to the upstream item (a {@code null} result is a {@code null} item), on
 * the upstream's thread. A throwing mapper fails the downstream; failures pass through unchanged.
 *
 * <p>Consecutive transforms are fused at subscription time: a transform whose upstream is another transform (this
 * class, not wrapped by an interceptor) counts the run of transforms it ends, up to {@link #MAX_RUN}. Subscribing
 * to it subscribes one processor to the {@code Uni} above the run, which applies the mappers of the run in order, so
 * a chain of {@code n} transforms costs one subscription, one processor and one signal per direction instead of
 * {@code n} of each. Assembly does not change (each transform stays an immutable {@code Uni} of its own, and the
 * mappers still run at subscription, once per subscriber); the operators are linked upstream only, so the processor
 * finds the {@code k}-th mapper by walking from the last transform ({@link UniRunProcessor}).
 * When subscription interceptors are registered, every transform subscribes on its own so that each stage is seen.
 * A cancellation is checked before each mapper, as each stage did. When the {@code Uni} above the run is a known
 * outcome ({@code Uni.createFrom().item(..)}) and nothing would observe its subscription, the processor receives the
 * outcome directly, without going through the subscription entry point ({@code UniTerminalOp.subscribeRun}).
 *
 * @param <I> the type of the upstream item
 * @param <O> the type of the emitted item
 */
public final class UniOnItemTransformOp<I, O> extends UniOperator<I, O> {

    /**
     * The longest run of transforms one processor applies: bounds the walk to a mapper (a run of {@code n} walks
     * {@code n(n-1)/2} links per item); a longer chain is split into runs.
     */
    static final int MAX_RUN = 16;

    private final Function<? super I, ? extends O> mapper;
    // the transforms of the run this one ends, itself included: 1 to MAX_RUN
    private final int runLength;

    /** Builds the operator; nothing happens until a subscription (see the class description). */
    public UniOnItemTransformOp(Uni<I> upstream, Function<? super I, ? extends O> mapper) {
        super(upstream);
        this.mapper = mapper;
        this.runLength = upstream instanceof UniOnItemTransformOp<?, ?> previous && previous.runLength < MAX_RUN
                ? previous.runLength + 1
                : 1;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super O> subscriber) {
        boolean intercepted = Infrastructure.interceptsUniSubscriptions();
        int length = intercepted ? 1 : runLength;
        Uni<?> source = upstream();
        for (int stage = 1; stage < length; stage++) {
            source = ((UniOnItemTransformOp<?, ?>) source).upstream();
        }
        // computed before the allocation: see UniOperatorProcessor(UniSubscriber, UniSubscription)
        UniSubscription depth = UniOperatorProcessor.depthMarker(subscriber);
        UniSubscriber<? super O> downstream = UniOperatorProcessor.placedDownstream(subscriber, depth);
        UniTerminalOp.subscribeRun(source, new TransformProcessor<>(downstream, depth, this, length), intercepted);
    }

    /**
     * Applies the mappers of a run of {@code length} transforms ending with {@code last}. Passes the upstream
     * subscription through to the downstream, as it has nothing to add to it: cancelling reaches the upstream
     * directly, and the stage stores nothing per subscription besides the depth marker in its slot. Only an upstream
     * that leaves the cancellation check to its subscriber ({@link #NOT_CANCELLABLE}, a known outcome) makes this
     * stage the downstream's subscription, dropping the outcome once cancelled.
     */
    private static final class TransformProcessor<O> extends UniRunProcessor<O> {

        TransformProcessor(
                UniSubscriber<? super O> downstream,
                UniSubscription depthMarker,
                UniOnItemTransformOp<?, ? extends O> last,
                int length) {
            super(downstream, depthMarker, last, length);
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            downstream.onSubscribe(subscription == NOT_CANCELLABLE ? this : subscription);
        }

        @SuppressWarnings("unchecked")
        @Override
        public void onItem(Object item) {
            Object value = item;
            for (int remaining = length; remaining > 0; remaining--) {
                if (isCancelled()) {
                    return;
                }
                UniOnItemTransformOp<?, ?> stage = (UniOnItemTransformOp<?, ?>) stage(remaining);
                try {
                    value = ((Function<Object, Object>) stage.mapper).apply(value);
                } catch (Throwable failure) {
                    Exceptions.throwIfFatal(failure);
                    downstream.onFailure(failure);
                    return;
                }
            }
            downstream.onItem((O) value);
        }

        @Override
        public void onFailure(Throwable failure) {
            if (isCancelled()) {
                Infrastructure.handleDroppedException(failure);
            } else {
                downstream.onFailure(failure);
            }
        }
    }
}
