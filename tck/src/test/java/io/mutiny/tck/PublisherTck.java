package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.stream.LongStream;
import org.reactivestreams.tck.TestEnvironment;
import org.reactivestreams.tck.flow.FlowPublisherVerification;

/**
 * The base of every publisher verification: the TCK's timeouts come from the environment
 * ({@code DEFAULT_TIMEOUT_MILLIS}, set by the module's Surefire configuration for a loaded 2-core machine).
 */
public abstract class PublisherTck<T> extends FlowPublisherVerification<T> {

    /** The executor of the thread-hopping operators under test; daemon threads, shared by all verifications. */
    protected static final ExecutorService EXECUTOR = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "tck-worker");
        thread.setDaemon(true);
        return thread;
    });

    /** The scheduler of the timed operators under test. */
    protected static final ScheduledExecutorService SCHEDULER = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "tck-timer");
        thread.setDaemon(true);
        return thread;
    });

    protected PublisherTck() {
        super(new TestEnvironment(), envPublisherReferenceGCTimeoutMillis());
    }

    /** {@code 0, 1, ..., elements - 1}, lazily, so that {@code Long.MAX_VALUE} elements is an endless stream. */
    protected static Multi<Long> longs(long elements) {
        return Multi.createFrom().iterable(() -> LongStream.range(0, elements).iterator());
    }
}
