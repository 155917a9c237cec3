package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.converters.multi.MultiRx3Converters;
import io.reactivex.rxjava3.core.Flowable;
import java.util.concurrent.Flow;
import java.util.stream.LongStream;

@Verifies(
        "`Multi.createFrom().converter(MultiRx3Converters.fromFlowable(), flowable)` over a lazy `Flowable.fromIterable`")
public class MultiFromFlowableTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        Flowable<Long> flowable =
                Flowable.fromIterable(() -> LongStream.range(0, elements).iterator());
        return Multi.createFrom().converter(MultiRx3Converters.fromFlowable(), flowable);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .converter(MultiRx3Converters.fromFlowable(), Flowable.error(new MultiOperatorTck.TckFailure()));
    }
}
