package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies(
        "`range(..).runSubscriptionOn(executor).emitOn(executor)`: emitOn polling the range through runSubscriptionOn")
public class MultiFusedRangeRunSubscriptionOnEmitOnTck extends MultiFusedRangeEmitOnTck {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return Multi.createFrom()
                .range(0, (int) elements)
                .runSubscriptionOn(EXECUTOR)
                .emitOn(EXECUTOR, 16)
                .onItem()
                .transform(Integer::longValue);
    }
}
