package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`group().by(..)` merged with each group `emitOn(executor)`: emitOn polling the group's buffer")
public class MultiFusedGroupEmitOnTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.group()
                .by(item -> item % 2)
                .onItem()
                .transformToMultiAndMerge(group -> group.emitOn(EXECUTOR, 16));
    }
}
