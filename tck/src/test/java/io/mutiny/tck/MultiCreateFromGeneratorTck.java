package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies("`Multi.createFrom().generator(state, generator)`; the failed publisher's initial state supplier fails (the"
        + " generator itself is only called on request)")
public class MultiCreateFromGeneratorTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return Multi.createFrom().generator(() -> 0L, (state, emitter) -> {
            if (state >= elements) {
                emitter.complete();
            } else {
                emitter.emit(state);
            }
            return state + 1;
        });
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .<Long, Long>generator(
                        () -> {
                            throw new MultiOperatorTck.TckFailure();
                        },
                        (state, emitter) -> state);
    }
}
