package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.Uni;
import java.util.concurrent.Flow;

@Verifies("`Multi.createBy().concatenating().streams(..)` of `item(i)` and `Uni.toMulti()` streams, which an"
        + " unbounded demand reads and subscribes without a per-stream subscription")
public class MultiCreateByConcatenatingKnownAndUniStreamsTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        @SuppressWarnings("unchecked")
        Flow.Publisher<Long>[] streams = new Flow.Publisher[(int) elements + 1];
        streams[0] = Multi.createFrom().empty();
        for (int i = 0; i < elements; i++) {
            long value = i;
            streams[i + 1] = i % 2 == 0
                    ? Multi.createFrom().item(value)
                    : Uni.createFrom().item(() -> value).toMulti();
        }
        return Multi.createBy().concatenating().streams(streams);
    }

    /** A failing first stream: a failing {@code toMulti()} would wait for a request (as in Mutiny) to fail. */
    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createBy()
                .concatenating()
                .streams(
                        Multi.createFrom().<Long>failure(new MultiOperatorTck.TckFailure()),
                        Multi.createFrom().item(1L));
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1024;
    }
}
