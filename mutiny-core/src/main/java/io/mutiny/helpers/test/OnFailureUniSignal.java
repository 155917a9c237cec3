package io.mutiny.helpers.test;

/** Records the failure a {@code Uni} delivered. */
public final class OnFailureUniSignal implements UniSignal {

    private final Throwable failure;

    /** Creates the signal carrying {@code failure}. */
    public OnFailureUniSignal(Throwable failure) {
        this.failure = failure;
    }

    /** The failure that was received. */
    @Override
    public Throwable value() {
        return failure;
    }

    @Override
    public String toString() {
        return "OnFailureUniSignal{value=" + failure + "}";
    }
}
