package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

/**
 * The concatenation subscribes to the next stream only when there is demand for its items, while the TCK's
 * failed-publisher tests request nothing: the failed publisher puts the failing stream first.
 */
@Verifies("`Multi.createBy().concatenating().streams(empty, upstream)`; the failed publisher is `streams(failure, empty)`")
public class MultiCreateByConcatenatingTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return Multi.createBy().concatenating().streams(Multi.createFrom().<Long>empty(), upstream);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createBy()
                .concatenating()
                .streams(Multi.createFrom().<Long>failure(new TckFailure()), Multi.createFrom().<Long>empty());
    }
}
