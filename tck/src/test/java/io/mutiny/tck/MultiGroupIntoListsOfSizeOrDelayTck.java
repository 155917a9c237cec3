package io.mutiny.tck;

import io.mutiny.Multi;
import java.time.Duration;

@Verifies("`group().intoLists().of(1, Duration)` (a delay no test reaches), flattened back")
public class MultiGroupIntoListsOfSizeOrDelayTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.group().intoLists().of(1, Duration.ofHours(1)).onItem().transform(list -> list.get(0));
    }
}
