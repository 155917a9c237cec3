package io.mutiny.tck;

import io.mutiny.Multi;

/** A split only flows once every split has a subscriber: one key makes the verification's subscriber the only one. */
@Verifies("`split(keyType, splitter).get(key)` with a single-key enum")
public class MultiSplitTck extends MultiOperatorTck {

    enum Key {
        ONLY
    }

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.split(Key.class, item -> Key.ONLY).get(Key.ONLY);
    }
}
