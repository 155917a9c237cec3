package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.subscription.BackPressureStrategy;
import java.util.concurrent.Flow;

<<<<<<< HEAD
@Verifies("`Multi.createFrom().emitter(consumer, DROP)`, emitting from a worker within the demand; the failed publisher calls `fail`")
public class MultiCreateFromEmitterDropTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return Multi.createFrom().emitter(new DemandDrivenEmission(elements), BackPressureStrategy.DROP);
=======
@Verifies(
        "`Multi.createFrom().emitter(consumer, DROP)`, emits from `onRequest`, within the demand; the failed publisher calls `fail`")
public class MultiCreateFromEmitterDropTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return Multi.createFrom()
                .<Long>emitter(
                        emitter -> {
                            AtomicLong next = new AtomicLong();
                            emitter.onRequest(n -> {
                                // emit on demand only, so that nothing is dropped or refused: the strategy is on the
                                // hot path
                                for (long i = 0; i < n && !emitter.isCancelled(); i++) {
                                    long value = next.getAndIncrement();
                                    if (value >= elements) {
                                        emitter.complete();
                                        return;
                                    }
                                    emitter.emit(value);
                                }
                                if (next.get() >= elements) {
                                    emitter.complete();
                                }
                            });
                            if (elements == 0) {
                                emitter.complete();
                            }
                        },
                        BackPressureStrategy.DROP);
>>>>>>> uni
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .<Long>emitter(emitter -> emitter.fail(new MultiOperatorTck.TckFailure()), BackPressureStrategy.DROP);
    }
}
