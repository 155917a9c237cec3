package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.subscription.BackPressureStrategy;
import java.util.concurrent.Flow;

@Verifies(
        "`Multi.createFrom().emitter(consumer, DROP)`, emitting from a worker within the demand; the failed publisher calls `fail`")
public class MultiCreateFromEmitterDropTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return Multi.createFrom().emitter(new DemandDrivenEmission(elements), BackPressureStrategy.DROP);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .<Long>emitter(emitter -> emitter.fail(new MultiOperatorTck.TckFailure()), BackPressureStrategy.DROP);
    }
}
