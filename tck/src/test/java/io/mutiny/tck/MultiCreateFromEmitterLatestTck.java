package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.subscription.BackPressureStrategy;
import java.util.concurrent.Flow;

@Verifies(
        "`Multi.createFrom().emitter(consumer, LATEST)`, emitting from a worker within the demand; the failed publisher calls `fail`")
public class MultiCreateFromEmitterLatestTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return Multi.createFrom().emitter(new DemandDrivenEmission(elements), BackPressureStrategy.LATEST);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .<Long>emitter(emitter -> emitter.fail(new MultiOperatorTck.TckFailure()), BackPressureStrategy.LATEST);
    }
}
