package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies("`onItem().ignore()` (no item ever)")
public class MultiOnItemIgnoreTck extends MultiOperatorTck {
    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onItem().ignore().onItem().castTo(Long.class);
    }

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return apply(longs(100));
    }

    @Override
    public long maxElementsFromPublisher() {
        return 0;
    }
}
