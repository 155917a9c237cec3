package io.mutiny.groups;

/**
 * Given to the generator function of {@code Multi.createFrom().generator(..)} on each call: a call emits at most one
 * item, and may complete or fail the stream. Only valid during the call that received it.
 *
 * @param <T> the type of the items
 */
public interface GeneratorEmitter<T> {

    /** Emits {@code item}; a {@code null} item, or a second item in the same call, fails the stream. */
    void emit(T item);

    /** Fails the stream with {@code failure}, after the item emitted in the same call if any. */
    void fail(Throwable failure);

    /** Completes the stream, after the item emitted in the same call if any. */
    void complete();
}
