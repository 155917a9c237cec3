package io.mutiny.subscription;

import java.util.function.LongConsumer;

/**
 * Pushes items, a failure or the completion into the {@code Multi} built by {@code Multi.createFrom().emitter(..)}.
 * All methods are thread-safe: items emitted from several threads are serialized. Once the stream has terminated
 * or has been cancelled, emissions are ignored.
 *
 * @param <T> the type of the items
 */
public interface MultiEmitter<T> extends ContextSupport {

    /**
     * Emits {@code item}. Items emitted beyond the downstream demand are handled by the emitter's
     * {@link BackPressureStrategy}. A {@code null} item fails the stream with a {@link NullPointerException}.
     *
     * @return this emitter
     */
    MultiEmitter<T> emit(T item);

    /** Fails the stream with {@code failure} (a {@code null} one becomes a {@link NullPointerException}). */
    void fail(Throwable failure);

    /** Completes the stream once the items already emitted have been delivered. */
    void complete();

    /**
     * Registers an action run once when the stream ends for any reason: completion, failure or cancellation. It
     * runs at once if the stream has already ended.
     *
     * @return this emitter
     */
    MultiEmitter<T> onTermination(Runnable onTermination);

    /** {@code true} once the downstream cancelled or the stream terminated: emitting is then useless. */
    boolean isCancelled();

    /** The outstanding demand: how many items can still be delivered ({@link Long#MAX_VALUE}: unbounded). */
    long requested();

    /**
     * Registers an action called with {@code n} on each valid {@code request(n)} from the downstream, on the
     * requesting thread. Emitters that do not support it throw {@link UnsupportedOperationException}.
     *
     * @return this emitter
     */
    default MultiEmitter<T> onRequest(LongConsumer consumer) {
        throw new UnsupportedOperationException("This emitter does not support `onRequest` callbacks");
    }

    /**
     * Registers an action run once when the downstream cancels (not on completion or failure), on the cancelling
     * thread. Emitters that do not support it throw {@link UnsupportedOperationException}.
     *
     * @return this emitter
     */
    default MultiEmitter<T> onCancellation(Runnable onCancellation) {
        throw new UnsupportedOperationException("This emitter does not support `onCancellation` callbacks");
    }
}
