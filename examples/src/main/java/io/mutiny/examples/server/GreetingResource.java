package io.mutiny.examples.server;

import io.mutiny.Uni;
import io.mutiny.http.HttpStatusException;
import io.mutiny.http.MutinyRoutes;
import io.mutiny.infrastructure.Infrastructure;
import java.time.Duration;
import java.util.concurrent.Executor;

/**
 * Seed 002: a {@code Uni} answered on the IO thread ({@code GET /hello}), a non-blocking delay
 * ({@code GET /hello/delayed}) and blocking work moved to a worker with {@code emitOn} ({@code GET /hello/blocking}).
 * Each answer names the thread that produced it.
 */
public final class GreetingResource {

    /** The longest {@code /hello/delayed?ms=} accepts. */
    public static final int MAX_DELAY_MILLIS = 10_000;

    private GreetingResource() {}

    /**
     * Registers the three routes; {@code blockingWork} runs the blocking call of {@code /hello/blocking}. Register
     * before any {@code /hello/{name}} route, which would otherwise take {@code delayed} and {@code blocking} for
     * names.
     */
    public static void register(MutinyRoutes routes, Executor blockingWork) {
        // tag::greeting[]
        routes.get("/hello").text(rc -> Uni.createFrom().item(() -> "Hello from " + threadName()));

        routes.get("/hello/delayed").text(rc -> Uni.createFrom()
                .item("Hello after a non-blocking delay")
                .onItem()
                .delayIt()
                .onExecutor(Infrastructure.getDefaultWorkerPool())
                .by(Duration.ofMillis(delayMillis(rc.queryParams().get("ms")))));

        routes.get("/hello/blocking").text(rc -> Uni.createFrom()
                .item("Hello")
                .emitOn(blockingWork)
                .onItem()
                .transform(GreetingResource::blockingGreeting));
        // end::greeting[]
    }

    /** Stands for a blocking call (JDBC, a file, a legacy client): it holds its thread for a few milliseconds. */
    static String blockingGreeting(String greeting) {
        try {
            Thread.sleep(20);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while greeting", e);
        }
        return greeting + " from a blocking call on " + threadName();
    }

    /** {@code delayIt} rejects a zero delay (as SmallRye Mutiny does), so the smallest delay asked for is 1 ms. */
    private static long delayMillis(String parameter) {
        if (parameter == null) {
            return 1000;
        }
        try {
            long millis = Long.parseLong(parameter);
            if (millis >= 1 && millis <= MAX_DELAY_MILLIS) {
                return millis;
            }
        } catch (NumberFormatException e) {
            // answered below like an out-of-range value
        }
        throw new HttpStatusException(400, "`ms` must be an integer between 1 and " + MAX_DELAY_MILLIS);
    }

    private static String threadName() {
        return Thread.currentThread().getName();
    }
}
