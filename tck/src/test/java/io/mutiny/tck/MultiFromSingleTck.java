package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.converters.multi.MultiRx3Converters;
import io.reactivex.rxjava3.core.Single;
import java.util.concurrent.Flow;

/** A {@code Single} always has an item: the TCK's empty stream is {@code Multi.createFrom().empty()}. */
@Verifies(
        "`Multi.createFrom().converter(MultiRx3Converters.fromSingle(), Single.just(..))`; the empty stream is not a Single")
public class MultiFromSingleTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return elements == 0
                ? Multi.createFrom().empty()
                : Multi.createFrom().converter(MultiRx3Converters.fromSingle(), Single.just(42L));
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .converter(MultiRx3Converters.fromSingle(), Single.<Long>error(new MultiOperatorTck.TckFailure()));
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1;
    }
}
