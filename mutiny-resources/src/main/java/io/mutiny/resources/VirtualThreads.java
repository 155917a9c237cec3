package io.mutiny.resources;

import io.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;
import java.lang.reflect.InvocationTargetException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Runs the methods annotated {@link RunOnVirtualThread}. Public for the generated binders; not meant to be called by
 * hand.
 *
 * <p>The library is built for Java 17, so virtual threads are looked up once, when this class is first used: on Java
 * 21 and later each call runs on a new virtual thread ({@code Executors.newVirtualThreadPerTaskExecutor()}); otherwise
 * the calls run on the Vert.x worker pool and the reason is logged once.
 */
public final class VirtualThreads {

    private static final Logger LOGGER = Logger.getLogger(VirtualThreads.class.getName());

    /** One virtual thread per task; {@code null} when the JDK has no virtual threads. */
    private static final ExecutorService VIRTUAL_THREADS = virtualThreadPerTaskExecutor();

    private VirtualThreads() {}

    /** Whether the methods annotated {@link RunOnVirtualThread} run on virtual threads in this JVM. */
    public static boolean available() {
        return VIRTUAL_THREADS != null;
    }

    /**
     * A {@code Uni} calling {@code method} on a new virtual thread when subscribed (or on a Vert.x worker thread of
     * {@code rc}'s context when the JDK has none) and emitting its result, or its failure, from that thread. The
     * adapter writes the response back on the event loop.
     */
    public static <T> Uni<T> call(RoutingContext rc, Supplier<T> method) {
        if (VIRTUAL_THREADS != null) {
            return Uni.createFrom().<T>item(method).runSubscriptionOn(VIRTUAL_THREADS);
        }
        return Uni.createFrom()
                .completionStage(
                        () -> rc.vertx().executeBlocking(method::get, false).toCompletionStage());
    }

    private static ExecutorService virtualThreadPerTaskExecutor() {
        try {
            return (ExecutorService)
                    Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
        } catch (NoSuchMethodException e) {
            LOGGER.info("Java " + Runtime.version().feature() + " has no virtual threads (Java 21 and later have):"
                    + " @RunOnVirtualThread methods run on the Vert.x worker pool");
        } catch (IllegalAccessException | InvocationTargetException | RuntimeException e) {
            // e.g. Java 19 and 20 without --enable-preview
            Throwable cause = e instanceof InvocationTargetException ? e.getCause() : e;
            LOGGER.log(
                    Level.INFO,
                    "virtual threads cannot be created (" + cause + "): @RunOnVirtualThread methods run on the Vert.x"
                            + " worker pool");
        }
        return null;
    }
}
