package io.mutiny.helpers.test;

/** Records that the subscriber cancelled its subscription. */
public final class OnCancellationUniSignal implements UniSignal {

    /** Creates the signal. */
    public OnCancellationUniSignal() {}

    /** Always {@code null}: a cancellation carries no value. */
    @Override
    public Void value() {
        return null;
    }

    @Override
    public String toString() {
        return "OnCancellationUniSignal{}";
    }
}
