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
 * reads the stages of the run along the upstream links from the last one ({@link UniRunProcessor}).
 * When subscription interceptors are registered, every transform subscribes on its own so that each stage is seen.
 * A cancellation is checked before each mapper, as each stage did. When the {@code Uni} above the run is a known
 * outcome ({@code Uni.createFrom().item(..)}) and nothing would observe its subscription, the processor receives the
 * outcome directly, without going through the subscription entry point ({@code UniTerminalOp.subscribeRun}).
 *
 * <p>The processor calls the mappers without a loop: each position in a run has its own call site. The JIT's type
 * profile is per call site: one call in a loop sees every mapper of every run, so it is megamorphic, the JIT emits
 * an interface dispatch per mapper and inlines none of them (RxJava's {@code map} has the same single call site).
 * One call site per position usually sees one mapper class per pipeline, so the JIT inlines each mapper behind a
 * type check. This bounds a run at {@link #MAX_RUN} positions, and longer chains are split into runs.
 *
 * @param <I> the type of the upstream item
 * @param <O> the type of the emitted item
 */
public final class UniOnItemTransformOp<I, O> extends UniOperator<I, O> {

    /**
     * The longest run of transforms one processor applies: the positions {@link TransformProcessor#onItem} has a
     * mapper call for. Six keeps that method (297 bytes of bytecode) below the size up to which C2 inlines a hot
     * method ({@code FreqInlineSize}, 325), so it is inlined into the subscription; a longer chain is split into
     * runs.
     */
    static final int MAX_RUN = 6;

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

    // the transform above this one in its run (runLength > 1)
    private UniOnItemTransformOp<?, ?> previous() {
        return (UniOnItemTransformOp<?, ?>) upstream();
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
     * Applies the mappers of a run of {@code length} transforms ending with {@code last}. It is the downstream's
     * subscription, so that a cancellation from a mapper, or from the mapper of a run above, is seen before the next
     * mapper whatever the upstream.
     */
    private static final class TransformProcessor<O> extends UniRunProcessor<O> {

        TransformProcessor(
                UniSubscriber<? super O> downstream,
                UniSubscription depthMarker,
                UniOnItemTransformOp<?, ? extends O> last,
                int length) {
            super(downstream, depthMarker, last, length);
        }

        /**
         * Applies the mappers from the top of the run down. The stages are read before the first mapper, along the
         * upstream links, and each position in the run has its own mapper call below: see the class description.
         */
        @SuppressWarnings("unchecked")
        @Override
        public void onItem(Object item) {
            int length = this.length;
            UniOnItemTransformOp<?, ?> s1 = (UniOnItemTransformOp<?, ?>) last;
            UniOnItemTransformOp<?, ?> s2 = length > 1 ? s1.previous() : null;
            UniOnItemTransformOp<?, ?> s3 = length > 2 ? s2.previous() : null;
            UniOnItemTransformOp<?, ?> s4 = length > 3 ? s3.previous() : null;
            UniOnItemTransformOp<?, ?> s5 = length > 4 ? s4.previous() : null;
            UniOnItemTransformOp<?, ?> s6 = length > 5 ? s5.previous() : null;
            Object value = item;
            try {
                switch (length) {
                    case 6:
                        if (isCancelled()) {
                            return;
                        }
                        value = ((Function<Object, Object>) s6.mapper).apply(value);
                    // fall through
                    case 5:
                        if (isCancelled()) {
                            return;
                        }
                        value = ((Function<Object, Object>) s5.mapper).apply(value);
                    // fall through
                    case 4:
                        if (isCancelled()) {
                            return;
                        }
                        value = ((Function<Object, Object>) s4.mapper).apply(value);
                    // fall through
                    case 3:
                        if (isCancelled()) {
                            return;
                        }
                        value = ((Function<Object, Object>) s3.mapper).apply(value);
                    // fall through
                    case 2:
                        if (isCancelled()) {
                            return;
                        }
                        value = ((Function<Object, Object>) s2.mapper).apply(value);
                    // fall through
                    default:
                        if (isCancelled()) {
                            return;
                        }
                        value = ((Function<Object, Object>) s1.mapper).apply(value);
                }
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                downstream.onFailure(failure);
                return;
            }
            downstream.onItem((O) value);
        }
    }
}
