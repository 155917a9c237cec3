package io.mutiny.subscription;

/**
 * Lets code outside the reactive pipeline give a {@code Uni} its outcome: handed to the callbacks of
 * {@code Uni.createFrom().emitter(...)} and similar operators. Only the first call to {@link #complete(Object)} or
 * {@link #fail(Throwable)} counts; it may come from any thread, which then delivers the outcome.
 *
 * @param <T> the type of the item
 */
public interface UniEmitter<T> extends ContextSupport {

    /** Emits {@code item} (possibly {@code null}) unless an outcome was already given or the subscriber cancelled. */
    void complete(T item);

    /**
     * Emits {@code failure} unless an outcome was already given or the subscriber cancelled (a late failure goes to
     * the dropped-exception handler).
     *
     * @throws IllegalArgumentException if {@code failure} is {@code null}
     */
    void fail(Throwable failure);

    /**
     * Registers {@code onTermination} to run once, after the outcome or on cancellation (at once if that already
     * happened).
     */
    UniEmitter<T> onTermination(Runnable onTermination);
}
