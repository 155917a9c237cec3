package io.mutiny.subscription;

/** Something that can be cancelled, such as the subscription made by {@code subscribe().with(..)}. */
public interface Cancellable {
    /** Cancels; calling it again has no effect. */
    void cancel();
}
