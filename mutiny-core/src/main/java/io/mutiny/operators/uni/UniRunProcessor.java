package io.mutiny.operators.uni;

import io.mutiny.operators.UniOperator;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;

/**
 * The processor of a run of consecutive stages of one kind fused at subscription ({@link UniOnItemTransformOp},
 * the item-only {@link UniOnOutcomeFlatMapOp}): it knows the last stage of the run and the run's length, and finds
 * the others along the operators' upstream links, as the stages are linked upstream only (a few pointer reads,
 * bounded by the operator's {@code MAX_RUN}).
 *
 * @param <O> the type of the item the run emits
 */
abstract class UniRunProcessor<O> extends UniOperatorProcessor<Object, O> {

    /** The last stage of the run. */
    final UniOperator<?, ? extends O> last;
    /** The stages of the run: 1 to the operator's {@code MAX_RUN}. */
    final int length;

    UniRunProcessor(
            UniSubscriber<? super O> downstream,
            UniSubscription depthMarker,
            UniOperator<?, ? extends O> last,
            int length) {
        super(downstream, depthMarker);
        this.last = last;
        this.length = length;
    }

    /** The stage whose function runs when {@code remaining} functions of the run (itself included) are left. */
    final UniOperator<?, ?> stage(int remaining) {
        UniOperator<?, ?> stage = last;
        for (int step = 1; step < remaining; step++) {
            stage = (UniOperator<?, ?>) stage.upstream();
        }
        return stage;
    }
}
