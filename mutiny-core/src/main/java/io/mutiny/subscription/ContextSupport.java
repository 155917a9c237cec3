package io.mutiny.subscription;

import io.mutiny.Context;

/** Implemented by subscribers that carry a {@link Context}; operators propagate it upstream. */
public interface ContextSupport {

    /** This subscriber's context; empty by default. */
    default Context context() {
        return Context.empty();
    }
}
