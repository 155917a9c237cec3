package io.mutiny.tck;

import io.mutiny.Multi;
import java.time.Duration;

@Verifies("`ifNoItem().after(1 hour).fail()` (never fires here)")
public class MultiIfNoItemTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.ifNoItem().after(Duration.ofHours(1)).fail();
    }
}
