package io.mutiny.subscription;

/** The failure signalled when items are produced faster than they are requested and cannot be kept. */
public class BackPressureFailure extends RuntimeException {

    /** Creates a failure with the given message. */
    public BackPressureFailure(String message) {
        super(message);
    }
}
