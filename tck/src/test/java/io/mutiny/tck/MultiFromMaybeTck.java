package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.converters.multi.MultiRx3Converters;
import io.reactivex.rxjava3.core.Maybe;
import java.util.concurrent.Flow;

@Verifies("`Multi.createFrom().converter(MultiRx3Converters.fromMaybe(), maybe)`: `Maybe.just` or `Maybe.empty`")
public class MultiFromMaybeTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        Maybe<Long> maybe = elements == 0 ? Maybe.empty() : Maybe.just(42L);
        return Multi.createFrom().converter(MultiRx3Converters.fromMaybe(), maybe);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .converter(MultiRx3Converters.fromMaybe(), Maybe.<Long>error(new MultiOperatorTck.TckFailure()));
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1;
    }
}
