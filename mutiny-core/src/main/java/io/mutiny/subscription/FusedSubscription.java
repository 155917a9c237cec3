package io.mutiny.subscription;

import java.util.concurrent.Flow;
import java.util.function.BiConsumer;

/**
 * A subscription whose items can also be pulled, one at a time, by the subscriber instead of being pushed through
 * {@code onItem}: operator fusion. A consumer that owns a queue (emitOn, collect) polls a fused source directly and
 * saves a queue, the demand accounting and a call chain per item. See {@code docs/internals.md} for the protocol a
 * fuseable stage implements and how to test it.
 *
 * <p>The subscriber negotiates once, in {@code onSubscribe} and before any {@code request}, by calling
 * {@link #requestFusion(int)} with the modes it supports. The answer is binding:
 * <ul>
 *   <li>{@link #NONE}: nothing changes, the subscription is used as a plain {@link Flow.Subscription}.
 *   <li>{@link #SYNC}: the items are available right away. The subscriber never calls {@code request}; it calls
 *       {@link #poll()} whenever it wants an item. {@code null} means the stream completed, a thrown exception
 *       that it failed; {@code onItem}, {@code onCompletion} and {@code onFailure} are never called.
 *   <li>{@link #ASYNC}: the items arrive over time. The subscriber requests as usual; each {@code onItem} call only
 *       means "something may be available" (its argument must be ignored) and the subscriber drains with
 *       {@link #poll()}, where {@code null} means "nothing now". {@code onCompletion} and {@code onFailure} are
 *       called as usual, after the items they follow are pollable.
 * </ul>
 *
 * <p>{@link #poll()}, {@link #isEmpty()} and {@link #clear()} are called by one thread at a time (the consumer's
 * drain loop). {@link #cancel()} may be called from any thread, also during a {@code poll}: it only marks the
 * subscription; a consumer that cancels (or terminates) calls {@link #clear()} from its drain loop to release the
 * source.
 *
 * <p>A {@link #SYNC} consumer that takes every item with unbounded demand (collect) may call {@link #pollAll} instead
 * of a {@code poll()} loop: the source then runs the loop itself, keeping its position in a local (a range's index in
 * a register) rather than reading and storing it at every {@code poll()}.
 *
 * @param <T> the type of the items
 */
public interface FusedSubscription<T> extends Flow.Subscription {

    /** No fusion: the subscription behaves as a plain {@link Flow.Subscription}. */
    int NONE = 0;

    /** Synchronous fusion: the items are pulled with {@link #poll()}, {@code null} meaning completion. */
    int SYNC = 1;

    /** Asynchronous fusion: {@code onItem} signals that {@link #poll()} may return items. */
    int ASYNC = 2;

    /** {@link #SYNC} or {@link #ASYNC}, whichever the subscription supports. */
    int ANY = SYNC | ASYNC;

    /**
     * Added to the requested modes when the consumer polls on another thread than the one the items would have
     * been pushed on (emitOn). A stage whose {@link #poll()} runs a user function must then answer {@link #NONE},
     * since that function would move to the consumer's thread.
     */
    int BOUNDARY = 4;

    /**
     * Negotiates the fusion mode; called at most once, from {@code onSubscribe}, before any {@code request}.
     *
     * @param modes {@link #SYNC}, {@link #ASYNC} or {@link #ANY}, possibly with {@link #BOUNDARY}
     * @return the mode now in force: {@link #NONE}, or one of the requested {@link #SYNC} or {@link #ASYNC}
     */
    int requestFusion(int modes);

    /**
     * Pulls the next item.
     *
     * @return the next item; {@code null} when there is none: in {@link #SYNC} mode, the stream completed
     * @throws RuntimeException (or an error) when the stream failed, for example because a user function threw
     */
    T poll();

    /** {@code true} when {@link #poll()} would return {@code null} now. Must not throw. */
    boolean isEmpty();

    /** Discards what is left and releases the source; {@link #poll()} then returns {@code null}. */
    void clear();

    /**
     * {@link #SYNC} mode only: polls the remaining items into {@code consumer}, in order, on the calling thread, as
     * {@code consumer.accept(target, item)}, asking {@code stop} before each item. Equivalent to calling
     * {@link #poll()} until it returns {@code null} or {@code stop} says so; a source that can keep its position in
     * a local (a range's index) overrides it. The consumer and its target are passed apart, not as one object
     * holding both, so that the loop keeps them in locals: the JIT checks the consumer's class once, before the
     * loop, even though {@code stop} reads a volatile flag at every item. After a stop or a thrown exception the
     * consumer calls {@link #clear()}, as after a {@code poll()} loop.
     *
     * @param target the first argument of every {@code consumer} call (a collection container)
     * @param consumer receives each item
     * @param stop asked before each item
     * @param <C> the type of the target
     * @return {@code true} when the source is exhausted (the stream completed), {@code false} when stopped
     * @throws RuntimeException (or an error) what {@link #poll()} or the consumer threw: the stream failed
     */
    default <C> boolean pollAll(C target, BiConsumer<C, ? super T> consumer, StopCondition stop) {
        for (; ; ) {
            if (stop.isStopped()) {
                return false;
            }
            T item = poll();
            if (item == null) {
                return true;
            }
            consumer.accept(target, item);
        }
    }

    /**
     * {@link #SYNC} mode only: how many items {@link #poll()} is expected to return from now on, or {@code -1} when
     * that is not known. A hint, read before polling, to size a container once (the list of
     * {@code collect().asList()}) instead of growing it; never relied upon for correctness. Sources that know their
     * length (a range, an array, a list not yet iterated) and the stages that keep the number of items (transform,
     * invoke) answer it; the others keep this default.
     *
     * @return the expected number of remaining items, or {@code -1}
     */
    default long sizeHint() {
        return -1;
    }

    /** Asked by {@link #pollAll} before each item: typically "has the consumer been cancelled?". */
    interface StopCondition {

        /** {@code true} ends {@link #pollAll}, which then returns {@code false}. */
        boolean isStopped();
    }
}
