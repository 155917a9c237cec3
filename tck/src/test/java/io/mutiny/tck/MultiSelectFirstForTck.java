package io.mutiny.tck;

import io.mutiny.Multi;
import java.time.Duration;

@Verifies("`select().first(Duration)` with a window that outlasts the test")
public class MultiSelectFirstForTck extends MultiOperatorTck {
    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.select().first(Duration.ofHours(1));
    }
}
