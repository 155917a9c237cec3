package io.mutiny.tck;

import io.mutiny.Uni;
import java.util.concurrent.Flow;

@Verifies("`Uni.convert().toPublisher()` (at most one item)")
public class UniConvertToPublisherTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return elements == 0
                ? Uni.createFrom().<Long>nullItem().convert().toPublisher()
                : Uni.createFrom().item(1L).convert().toPublisher();
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Uni.createFrom()
                .<Long>failure(new MultiOperatorTck.TckFailure())
                .convert()
                .toPublisher();
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1;
    }
}
