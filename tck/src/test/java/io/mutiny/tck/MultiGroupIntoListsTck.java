package io.mutiny.tck;

import io.mutiny.Multi;

@Verifies("`group().intoLists().of(1)`, flattened back")
public class MultiGroupIntoListsTck extends MultiOperatorTck {

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.group().intoLists().of(1).onItem().transform(list -> list.get(0));
    }
}
