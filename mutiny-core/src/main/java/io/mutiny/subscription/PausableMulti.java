package io.mutiny.subscription;

/**
 * A stream whose demand can be paused and resumed from the outside; a {@link DemandPauser} drives it. All methods
 * may be called from any thread.
 */
public interface PausableMulti {

    /** Stops forwarding the downstream demand upstream. */
    void pause();

    /** Forwards the demand kept while paused, and delivers the buffered items. */
    void resume();

    /** {@code true} while paused. */
    boolean isPaused();

    /** The number of items currently buffered. */
    int bufferSize();

    /**
     * Discards the buffered items.
     *
     * @return {@code true} if at least one item was discarded
     */
    boolean clearBuffer();
}
