package io.mutiny.subscription;

import io.mutiny.helpers.ParameterValidation;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * The handle that pauses and resumes a stream built with {@code multi.pauseDemand().using(pauser)}.
 *
 * <p>{@code using(pauser)} binds it to that stream; a pauser binds to one stream only. Every method may be called
 * from any thread. Before it is bound, {@link #pause()}, {@link #resume()}, {@link #bufferSize()} and
 * {@link #clearBuffer()} throw {@link IllegalStateException} and {@link #isPaused()} returns {@code false}.
 */
public class DemandPauser {

    private static final AtomicReferenceFieldUpdater<DemandPauser, PausableMulti> BOUND =
            AtomicReferenceFieldUpdater.newUpdater(DemandPauser.class, PausableMulti.class, "bound");

    private volatile PausableMulti bound;

    /** Creates an unbound pauser. */
    public DemandPauser() {
        // bound later, by pauseDemand().using(this)
    }

    /**
     * Binds this pauser to {@code multi}.
     *
     * @throws IllegalStateException if it is already bound
     */
    public void bind(PausableMulti multi) {
        ParameterValidation.nonNull(multi, "multi");
        if (!BOUND.compareAndSet(this, null, multi)) {
            throw new IllegalStateException("This DemandPauser is already bound to a stream");
        }
    }

    /**
     * Stops forwarding the downstream demand upstream. Items already requested may still arrive: the stream's
     * strategy buffers, drops or delivers them.
     */
    public void pause() {
        target().pause();
    }

    /** Forwards the demand kept while paused, and delivers the buffered items within the downstream demand. */
    public void resume() {
        target().resume();
    }

    /** {@code true} while paused; {@code false} if not bound. */
    public boolean isPaused() {
        PausableMulti multi = bound;
        return multi != null && multi.isPaused();
    }

    /** The number of items currently buffered by the paused stream. */
    public int bufferSize() {
        return target().bufferSize();
    }

    /**
     * Discards the buffered items; their demand is requested again on resume.
     *
     * @return {@code true} if at least one item was discarded
     */
    public boolean clearBuffer() {
        return target().clearBuffer();
    }

    /** {@code true} once bound to a stream. */
    public boolean isBound() {
        return bound != null;
    }

    private PausableMulti target() {
        PausableMulti multi = bound;
        if (multi == null) {
            throw new IllegalStateException(
                    "This DemandPauser is not bound: use it with `pauseDemand().using(pauser)`");
        }
        return multi;
    }
}
