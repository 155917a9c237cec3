package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

/**
 * Verifies one operator: it is applied to a well-behaved source of {@code elements} longs, and to a failed source.
 * Subclasses declare the operator in {@link #apply(Multi)}.
 */
public abstract class MultiOperatorTck extends PublisherTck<Long> {

    /** Applies the operator under test to {@code upstream}. */
    protected abstract Multi<Long> apply(Multi<Long> upstream);

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return apply(longs(elements));
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return apply(Multi.createFrom().failure(new TckFailure()));
    }

    /** The failure of the failed sources. */
    public static final class TckFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public TckFailure() {
            super("failure injected by the TCK verification", null, false, false);
        }
    }
}
