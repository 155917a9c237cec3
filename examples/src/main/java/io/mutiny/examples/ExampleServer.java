package io.mutiny.examples;

import io.mutiny.examples.server.GreetingResource;
import io.mutiny.examples.server.GuestList;
import io.mutiny.examples.server.GuestResource;
import io.mutiny.examples.server.HelloResource;
import io.mutiny.examples.server.LabResource;
import io.mutiny.examples.server.PersonResource;
import io.mutiny.examples.server.ReliabilityResource;
import io.mutiny.examples.server.Resource;
import io.mutiny.examples.server.SimpleResource;
import io.mutiny.examples.server.StreamResource;
import io.mutiny.examples.server.TextEntityResource;
import io.mutiny.examples.server.TextResource;
import io.mutiny.examples.server.ValidatedHelloResource;
import io.mutiny.http.MutinyHttpOptions;
import io.mutiny.http.MutinyRoutes;
import io.mutiny.http.MutinyVertx;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.resources.Resources;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServer;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.handler.StaticHandler;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The example server: every scenario of the seeds over HTTP, and the back-pressure lab at {@code /}. Start it with
 * {@code java -jar examples/target/mutiny-examples.jar [--port N]} (or the {@code PORT} environment variable; 8080 by
 * default, 0 for any free port). Ctrl-C stops it.
 */
public final class ExampleServer implements AutoCloseable {

    /** One URL the server serves, printed at start-up. */
    public record Endpoint(String method, String path, String description) {}

    /** Every endpoint, with what it shows; printed at start-up and linked from the lab page. */
    public static final List<Endpoint> ENDPOINTS = List.of(
            new Endpoint("GET", "/", "the back-pressure lab"),
            new Endpoint("GET", "/reactive/person", "{\"first\":\"Bob\",\"last\":\"Builder\"} (annotated, IO thread)"),
            new Endpoint("POST", "/reactive/person", "echoes a Person (annotated, IO thread)"),
            new Endpoint("GET", "/programmatic/reactive/person", "the same two with mutiny-http routes"),
            new Endpoint("GET", "/text", "text/plain `text`; POST echoes the body, PUT answers 204 (annotated)"),
            new Endpoint("GET", "/text/sub-class", "the same through a sub-resource locator returning a class"),
            new Endpoint("GET", "/resource", "a resource method (annotated)"),
            new Endpoint("GET", "/resource/hello", "a sub-resource method (annotated)"),
            new Endpoint("GET", "/resource/{name}", "a sub-resource locator (annotated)"),
            new Endpoint("GET", "/programmatic/text", "/text with mutiny-http routes; also POST and PUT"),
            new Endpoint("GET", "/programmatic/text/sub-class", "the same through a sub-router"),
            new Endpoint("GET", "/hello/{name}", "hello {name}, 1 to 40 letters (annotated, Bean Validation)"),
            new Endpoint("GET", "/programmatic/hello/{name}", "the same with routes, on the IO thread"),
            new Endpoint("GET", "/hello-worker/{name}", "the same on a worker thread"),
            new Endpoint("POST", "/guests", "decodes a guest list and encodes it back"),
            new Endpoint("GET", "/hello", "a Uni answered on the IO thread"),
            new Endpoint("GET", "/hello/delayed?ms=1000", "a non-blocking delay (delayIt)"),
            new Endpoint("GET", "/hello/blocking", "blocking work moved to a worker (emitOn)"),
            new Endpoint("GET", "/stream/ticks", "Server-Sent Events, one a second"),
            new Endpoint(
                    "GET",
                    "/stream/numbers?count=N",
                    "numbers as NDJSON; a JSON array for Accept: application/json, SSE for text/event-stream"),
            new Endpoint("GET", "/stream/guests", "the guests, streamed as a JSON array"),
            new Endpoint("GET", "/lab/run?strategy=drop", "the lab's counters, as Server-Sent Events"),
            new Endpoint(
                    "GET", "/reliability/counters", "live subscriptions, cancellations, heap (docs/reliability.md)"));

    private final Vertx vertx;
    private final HttpServer server;
    private final ScheduledExecutorService labScheduler;

    private ExampleServer(Vertx vertx, HttpServer server, ScheduledExecutorService labScheduler) {
        this.vertx = vertx;
        this.server = server;
        this.labScheduler = labScheduler;
    }

    /** Starts the server on the port of {@code --port N}, else {@code PORT}, else 8080, and prints its URLs. */
    public static void main(String[] args) {
        int port = port(args, System.getenv("PORT"));
        ExampleServer server = start(port);
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "example-server-shutdown"));
        String base = "http://localhost:" + server.port();
        System.out.println("Mutiny example server listening on " + base + " (Ctrl-C to stop)");
        for (Endpoint endpoint : ENDPOINTS) {
            System.out.printf("  %-4s %-56s %s%n", endpoint.method(), base + endpoint.path(), endpoint.description());
        }
    }

    /** Starts the server on {@code port} (0: any free port) and returns once it listens. */
    public static ExampleServer start(int port) {
        Vertx vertx = Vertx.vertx();
        ScheduledExecutorService labScheduler = Executors.newScheduledThreadPool(2, daemonThreads("lab-"));
        try {
            Router router = Router.router(vertx);
            MutinyHttpOptions options = new MutinyHttpOptions()
                    .setSseHeartbeat(Duration.ofSeconds(15))
                    .setBodyLimit(ServerLimits.BODY_LIMIT);
            MutinyVertx.forbidAwaitOnEventLoop();
            MutinyRoutes routes = MutinyRoutes.on(router, options).installJsonErrorHandlers();
            // The seeds' Jakarta REST resources, compiled into routes by mutiny-resources-processor, each registered
            // next to its programmatic twin: the router tries routes in order, so both take the same time to match.
            PersonResource.register(routes);
            Resources.register(routes, new SimpleResource());
            // third, as in the raw Vert.x Web server: behind the regular-expression routes below, each request would
            // first pay their matches (four of them), which the raw server's POST /guests does not
            GuestList sample = GuestResource.loadSample(options.getObjectMapper());
            GuestResource.register(routes, sample);
            GreetingResource.register(routes, Infrastructure.getDefaultWorkerPool());
            HelloResource.register(routes);
            // behind two routes with a path parameter (each costs a regular expression match per request), as in the
            // raw Vert.x Web server of the benchmarks, which registers the seeds in order
            TextResource.register(routes, vertx);
            Resources.register(routes, new TextEntityResource(), new Resource());
            // after the literal /hello/delayed and /hello/blocking, which its /hello/{name} would otherwise take
            Resources.register(routes, new ValidatedHelloResource());
            StreamResource.register(routes);
            LabResource.register(routes, labScheduler);
            ReliabilityResource.register(routes);
            // GET and HEAD only: a route matching every method would turn the router's 405 into a 404
            router.route("/*")
                    .method(HttpMethod.GET)
                    .method(HttpMethod.HEAD)
                    .handler(StaticHandler.create("webroot").setCachingEnabled(false));
            HttpServer server = vertx.createHttpServer(ServerLimits.httpServerOptions())
                    .requestHandler(router)
                    .listen(port)
                    .toCompletionStage()
                    .toCompletableFuture()
                    .get(30, TimeUnit.SECONDS);
            return new ExampleServer(vertx, server, labScheduler);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw failedToStart(port, e, labScheduler, vertx);
        } catch (RuntimeException | ExecutionException | TimeoutException e) {
            throw failedToStart(port, e, labScheduler, vertx);
        }
    }

    private static IllegalStateException failedToStart(
            int port, Exception cause, ScheduledExecutorService labScheduler, Vertx vertx) {
        labScheduler.shutdownNow();
        vertx.close();
        Throwable reason = cause instanceof ExecutionException ? cause.getCause() : cause;
        return new IllegalStateException("The example server could not start on port " + port + ": " + reason, reason);
    }

    /** The port the server listens on. */
    public int port() {
        return server.actualPort();
    }

    /** Stops the lab scenarios and the server, waiting a few seconds at most. */
    @Override
    public void close() {
        labScheduler.shutdownNow();
        try {
            vertx.close().toCompletionStage().toCompletableFuture().get(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            System.err.println("The example server did not stop cleanly: " + e);
        }
    }

    /** The port from {@code --port N} or {@code --port=N}, else from {@code environment}, else 8080. */
    public static int port(String[] args, String environment) {
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--port") && i + 1 < args.length) {
                return parsePort(args[i + 1]);
            }
            if (args[i].startsWith("--port=")) {
                return parsePort(args[i].substring("--port=".length()));
            }
        }
        return environment == null || environment.isBlank() ? 8080 : parsePort(environment);
    }

    private static int parsePort(String value) {
        try {
            int port = Integer.parseInt(value.trim());
            if (port >= 0 && port <= 65535) {
                return port;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("The port must be an integer between 0 and 65535, got `" + value + "`");
    }

    private static ThreadFactory daemonThreads(String prefix) {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, prefix + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
