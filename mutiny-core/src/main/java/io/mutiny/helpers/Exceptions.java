package io.mutiny.helpers;

/**
 * The one rule for exceptions thrown by user callbacks: they become failure signals, except the fatal ones.
 *
 * <p>A {@link VirtualMachineError} ({@link OutOfMemoryError}, {@link StackOverflowError}, {@link InternalError}) or
 * a {@link LinkageError} means the JVM or the class path is broken: turning it into an {@code onFailure} would let a
 * pipeline carry on (retry, recover, log and continue) in a state nobody can reason about. Every {@code catch
 * (Throwable ..)} around a user callback calls {@link #throwIfFatal(Throwable)} first, so such an error propagates
 * to the thread that runs the pipeline.
 */
public final class Exceptions {

    private Exceptions() {
        // no instances
    }

    /**
     * Rethrows {@code failure} if it is fatal ({@link VirtualMachineError} or {@link LinkageError}); otherwise
     * returns, and the caller turns {@code failure} into a failure signal.
     */
    public static void throwIfFatal(Throwable failure) {
        if (failure instanceof VirtualMachineError) {
            throw (VirtualMachineError) failure;
        }
        if (failure instanceof LinkageError) {
            throw (LinkageError) failure;
        }
    }
}
