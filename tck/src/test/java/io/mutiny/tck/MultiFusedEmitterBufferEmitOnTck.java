package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.subscription.BackPressureStrategy;
import java.util.concurrent.Flow;

@Verifies("`emitter(consumer, BUFFER).emitOn(executor)`: emitOn polling the emitter's queue (ASYNC fusion across a"
        + " boundary), emitting from a worker within the demand; the failed publisher calls `fail`")
public class MultiFusedEmitterBufferEmitOnTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return Multi.createFrom()
                .emitter(new DemandDrivenEmission(elements), BackPressureStrategy.BUFFER)
                .emitOn(EXECUTOR, 8);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .<Long>emitter(emitter -> emitter.fail(new MultiOperatorTck.TckFailure()), BackPressureStrategy.BUFFER)
                .emitOn(EXECUTOR, 8);
    }
}
