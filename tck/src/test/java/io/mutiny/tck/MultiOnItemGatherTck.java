package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.groups.Gatherer;
import java.util.Optional;

@Verifies("`onItem().gather()` accumulating into a one-slot holder and extracting every item as it arrives")
public class MultiOnItemGatherTck extends MultiOperatorTck {
    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.onItem()
                .gather()
                .into(() -> Optional.<Long>empty())
                .accumulate((held, item) -> Optional.of(item))
                .<Long>extract(
                        (held, completed) -> held.map(item -> Gatherer.Extraction.of(Optional.<Long>empty(), item)))
                .finalize(held -> held);
    }
}
