package io.mutiny;

/**
 * Signals that an operation did not produce its outcome within the allotted time (for example
 * {@code ifNoItem().after(..)} or {@code await().atMost(..)}). Unlike {@link java.util.concurrent.TimeoutException}
 * it is unchecked, so it can travel as a failure signal and be thrown from blocking calls.
 */
public class TimeoutException extends RuntimeException {

    /** Creates the exception with no message and no cause. */
    public TimeoutException() {
        super();
    }
}
