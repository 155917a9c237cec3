package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.subscription.BackPressureStrategy;
import java.util.concurrent.Flow;

@Verifies(
        "`Multi.createFrom().emitter(consumer, IGNORE)`, emitting from a worker within the demand; the failed publisher calls `fail`")
public class MultiCreateFromEmitterIgnoreTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return Multi.createFrom().emitter(new DemandDrivenEmission(elements), BackPressureStrategy.IGNORE);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .<Long>emitter(emitter -> emitter.fail(new MultiOperatorTck.TckFailure()), BackPressureStrategy.IGNORE);
    }
}
