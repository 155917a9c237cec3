package io.mutiny.subscription;

/** What an emitter does with the items emitted while the downstream has no outstanding demand. */
public enum BackPressureStrategy {
    /** Keeps them, in order, until they are requested (possibly within a bounded buffer). */
    BUFFER,
    /** Discards them. */
    DROP,
    /** Fails the stream with a {@link BackPressureFailure}. */
    ERROR,
    /** Delivers them anyway, ignoring the demand: only for downstreams that can cope with it. */
    IGNORE,
    /** Keeps only the most recent one, delivered on the next request. */
    LATEST;
}
