package io.mutiny.tck;

import io.mutiny.Uni;
import java.util.concurrent.Flow;

@Verifies("`Uni.toMulti()`: an item (or a null item for an empty stream); the failed publisher is a failing Uni")
public class UniToMultiTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return elements == 0
                ? Uni.createFrom().<Long>nullItem().toMulti()
                : Uni.createFrom().item(42L).toMulti();
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Uni.createFrom().<Long>failure(new MultiOperatorTck.TckFailure()).toMulti();
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1;
    }
}
