package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.converters.multi.MultiRx3Converters;
import io.reactivex.rxjava3.core.Completable;
import java.util.concurrent.Flow;

@Verifies("`Multi.createFrom().converter(MultiRx3Converters.fromCompletable(), completable)`: never an item")
public class MultiFromCompletableTck extends PublisherTck<Void> {
    @Override
    public Flow.Publisher<Void> createFlowPublisher(long elements) {
        return Multi.createFrom().converter(MultiRx3Converters.fromCompletable(), Completable.complete());
    }

    @Override
    public Flow.Publisher<Void> createFailedFlowPublisher() {
        return Multi.createFrom()
                .converter(MultiRx3Converters.fromCompletable(), Completable.error(new MultiOperatorTck.TckFailure()));
    }

    @Override
    public long maxElementsFromPublisher() {
        return 0;
    }
}
