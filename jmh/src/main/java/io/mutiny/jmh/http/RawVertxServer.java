package io.mutiny.jmh.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.Handler;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * The ceiling of the HTTP load benchmarks: the endpoints of the example server written as plain Vert.x Web
 * {@code Handler<RoutingContext>} code doing the same work (the same Jackson encoding and decoding, the same name
 * validation, the same worker hop), without the Mutiny adapter. Start it with {@code --port N} (8080 by default).
 *
 * <p>It serves the URLs of the example server's measured routes ({@code /programmatic/text}, ...: the seeds' paths
 * there serve the annotated resources), and its router holds the example server's routing table up to the last
 * measured route: the same methods and paths in the same order, so that Vert.x Web tries the same routes for each
 * request on both servers. Vert.x Web tries routes one after the other (about 200 instructions for each literal path
 * it rejects, more for a path-parameter route, which is a regular expression), so a raw server with fewer routes in
 * front of a measured one would measure the size of the example application rather than the adapter (callgrind:
 * 8 more routes in front of {@code /programmatic/text} cost the raw server 1,400-2,000 instructions per request, 10 %
 * of it). The example's other endpoints (its annotated resources, greetings, the lab...) are registered here with
 * {@link #notMeasured}: no benchmark requests them, so they answer 501 instead of repeating the example's work.
 */
public final class RawVertxServer {

    private static final String HANDLED_ON = "X-Handled-On";
    private static final Pattern NAME = Pattern.compile("\\p{L}{1,40}");
    private static final String JSON = "application/json";
    private static final String TEXT = "text/plain; charset=utf-8";
    private static final String TEXT_TYPE = "text/plain";
    private static final int BATCH = 512;

    /** The payload of {@code /reactive/person}. */
    public record Person(String first, String last) {}

    /** The guest list of {@code POST /guests}. */
    public record GuestList(String guestListName, String eventName, Venue venue, List<Guest> guests) {
        /** Where the event takes place. */
        public record Venue(String name, String address) {}

        /** One guest. */
        public record Guest(String firstName, String lastName, String profession, int age) {}
    }

    private final ObjectMapper mapper = new ObjectMapper();

    private RawVertxServer() {}

    public static void main(String[] args) throws Exception {
        int port = 8080;
        for (int i = 0; i + 1 < args.length; i++) {
            if (args[i].equals("--port")) {
                port = Integer.parseInt(args[i + 1]);
            }
        }
        Vertx vertx = Vertx.vertx();
        HttpServer server = vertx.createHttpServer(serverOptions())
                .requestHandler(new RawVertxServer().router(vertx))
                .listen(port)
                .toCompletionStage()
                .toCompletableFuture()
                .get(30, TimeUnit.SECONDS);
        System.out.println("Raw Vert.x Web server listening on http://localhost:" + server.actualPort());
    }

    /**
     * The example server's limits ({@code io.mutiny.examples.ServerLimits}, which this module cannot see): the same
     * Vert.x connection handling for both servers. The idle timeout above all puts Vert.x's idle detector on every
     * connection, which listens to every write: work per response that is the server's configuration, not the
     * adapter's.
     */
    static HttpServerOptions serverOptions() {
        return new HttpServerOptions()
                .setIdleTimeout(30)
                .setIdleTimeoutUnit(TimeUnit.SECONDS)
                .setMaxInitialLineLength(4096)
                .setMaxHeaderSize(8192)
                .setSendBufferSize(128 * 1024);
    }

    Router router(Vertx vertx) {
        Router router = Router.router(vertx);
        // Every route declares the media types the example's route declares (what it answers, and for a body what
        // it reads), so that both applications negotiate alike: a request whose Accept refuses the type gets 406, a
        // body of another type 415, and each request pays Vert.x Web's parsing of Accept and Content-Type. The order
        // is the example server's (ExampleServer.start), route for route.
        router.get("/programmatic/reactive/person")
                .produces(JSON)
                .handler(rc -> json(rc, new Person("Bob", "Builder")));
        router.post("/programmatic/reactive/person")
                .consumes(JSON)
                .produces(JSON)
                .handler(withBody(Person.class, this::json));
        notMeasured(router, HttpMethod.GET, "/reactive/person");
        notMeasured(router, HttpMethod.POST, "/reactive/person");
        router.post("/guests").consumes(JSON).produces(JSON).handler(withBody(GuestList.class, this::json));
        notMeasured(router, HttpMethod.GET, "/stream/guests");
        notMeasured(router, HttpMethod.GET, "/hello");
        notMeasured(router, HttpMethod.GET, "/hello/delayed");
        notMeasured(router, HttpMethod.GET, "/hello/blocking");
        router.get("/programmatic/hello/:name").produces(TEXT_TYPE).handler(rc -> greet(rc)
                .ifPresent(text -> text(rc, text)));
        router.get("/hello-worker/:name").produces(TEXT_TYPE).handler(rc -> rc.vertx()
                .executeBlocking(() -> greet(rc), false)
                .onSuccess(greeting -> greeting.ifPresent(text -> text(rc, text)))
                .onFailure(rc::fail));
        router.get("/programmatic/text").produces(TEXT_TYPE).handler(rc -> text(rc, "text"));
        notMeasured(router, HttpMethod.POST, "/programmatic/text");
        notMeasured(router, HttpMethod.PUT, "/programmatic/text");
        Router subRouter = Router.router(vertx);
        subRouter.get("/").produces(TEXT_TYPE).handler(rc -> text(rc, "text"));
        router.route("/programmatic/text/sub-class*").subRouter(subRouter);
        // the seeds' annotated resources (a sub-resource locator, then the text resource, the resource of seed 003 and
        // the validated greeting) and the ticks, in front of the streams
        router.route("/text/sub-class/sub-class*").handler(RawVertxServer::notMeasured);
        for (String path : List.of("/text/sub-class", "/text")) {
            notMeasured(router, HttpMethod.POST, path);
            notMeasured(router, HttpMethod.PUT, path);
            notMeasured(router, HttpMethod.GET, path);
        }
        for (String path :
                List.of("/resource/hello", "/resource/:name", "/resource", "/hello/:name", "/stream/ticks")) {
            notMeasured(router, HttpMethod.GET, path);
        }
        // one path, three formats chosen by Accept, like the example server
        router.get("/stream/numbers")
                .produces("application/x-ndjson")
                .handler(rc -> numbers(rc, "application/x-ndjson", "", "", "\n", ""));
        router.get("/stream/numbers")
                .produces("application/json")
                .handler(rc -> numbers(rc, "application/json", "[", ",", "", "]"));
        router.get("/stream/numbers")
                .produces("text/event-stream")
                .handler(rc -> numbers(rc, "text/event-stream", "", "data: ", "\n\n", ""));
        return router;
    }

    /**
     * Registers a route of the example server that no benchmark requests, so that Vert.x Web tries it for the
     * requests behind it as it does on the example server.
     */
    private static void notMeasured(Router router, HttpMethod method, String path) {
        router.route(method, path).handler(RawVertxServer::notMeasured);
    }

    private static void notMeasured(RoutingContext rc) {
        rc.response().setStatusCode(501).end("served by the example server only");
    }

    /** Validates the name like the example; answers 400 itself and returns empty when it is invalid. */
    private static java.util.Optional<String> greet(RoutingContext rc) {
        String name = rc.pathParam("name");
        if (!NAME.matcher(name).matches()) {
            rc.response()
                    .setStatusCode(400)
                    .end("The name must have 1 to 40 letters, got " + name.length() + " characters: `" + name + "`");
            return java.util.Optional.empty();
        }
        rc.response().putHeader(HANDLED_ON, Thread.currentThread().getName());
        return java.util.Optional.of("hello " + name);
    }

    private static void text(RoutingContext rc, String text) {
        rc.response().putHeader("content-type", TEXT).end(text);
    }

    private void json(RoutingContext rc, Object value) {
        try {
            rc.response().putHeader("content-type", JSON).end(Buffer.buffer(mapper.writeValueAsBytes(value)));
        } catch (JsonProcessingException e) {
            rc.fail(500, e);
        }
    }

    private interface BodyHandler<T> {
        void handle(RoutingContext rc, T body);
    }

    private <T> Handler<RoutingContext> withBody(Class<T> type, BodyHandler<T> handler) {
        return rc -> rc.request().body().onFailure(rc::fail).onSuccess(body -> {
            T value;
            try {
                value = mapper.readValue(body.getBytes(), type);
            } catch (IOException e) {
                rc.fail(400, e);
                return;
            }
            handler.handle(rc, value);
        });
    }

    /**
     * {@code count} integers (10 by default), each JSON-encoded between {@code before} (after the first item only
     * when it is a separator, as in a JSON array) and {@code after}, encoded in batches of {@value #BATCH} items (the
     * adapter's default batch), one write per batch, while the connection's write queue has room.
     */
    private void numbers(RoutingContext rc, String contentType, String start, String before, String after, String end) {
        String count = rc.queryParams().get("count");
        int total = count == null ? 10 : Integer.parseInt(count);
        boolean separator = start.equals("[");
        byte[] beforeBytes = before.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] afterBytes = after.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        HttpServerResponse response = rc.response()
                .setChunked(true)
                .putHeader("content-type", contentType)
                .putHeader("cache-control", "no-cache");
        new Runnable() {
            private int next;

            @Override
            public void run() {
                try {
                    while (next < total && !response.writeQueueFull()) {
                        Buffer batch = Buffer.buffer();
                        if (next == 0) {
                            batch.appendString(start);
                        }
                        for (int last = Math.min(total, next + BATCH); next < last; next++) {
                            if (!separator || next > 0) {
                                batch.appendBytes(beforeBytes);
                            }
                            batch.appendBytes(mapper.writeValueAsBytes(next)).appendBytes(afterBytes);
                        }
                        response.write(batch);
                    }
                } catch (JsonProcessingException e) {
                    rc.fail(500, e);
                    return;
                }
                if (next < total) {
                    response.drainHandler(ignored -> run());
                } else {
                    response.end(end);
                }
            }
        }.run();
    }
}
