package io.mutiny.jmh.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.Handler;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
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
 * <p>It routes the example server's whole table: the same methods, paths and media types, in the example's order
 * (its programmatic routes, the annotated resources' routes, the streams, the lab, the reliability scenarios), so that
 * Vert.x Web tries the same routes before it reaches a measured one on both servers and the ratio of the two measures
 * the adapter, not the size of the application (issue #16). The measured URLs ({@code /programmatic/text}, ...: the
 * seeds' paths there serve the annotated resources) answer what the example answers; the routes no benchmark requests
 * answer 501 ({@link #unmeasured}), since only their place in the table matters. Left out: the example's static files
 * route, the last one, which only requests no other route takes reach.
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
        // body of another type 415, and each request pays Vert.x Web's parsing of Accept and Content-Type.
        router.get("/programmatic/reactive/person")
                .produces(JSON)
                .handler(rc -> json(rc, new Person("Bob", "Builder")));
        router.post("/programmatic/reactive/person")
                .consumes(JSON)
                .produces(JSON)
                .handler(withBody(Person.class, this::json));
        unmeasured(router.get("/reactive/person").produces(JSON));
        unmeasured(router.post("/reactive/person").consumes(JSON).produces(JSON));
        router.post("/guests").consumes(JSON).produces(JSON).handler(withBody(GuestList.class, this::json));
        unmeasured(router.get("/stream/guests").produces(JSON));
        unmeasured(router.get("/hello").produces(TEXT_TYPE));
        unmeasured(router.get("/hello/delayed").produces(TEXT_TYPE));
        unmeasured(router.get("/hello/blocking").produces(TEXT_TYPE));
        router.get("/programmatic/hello/:name").produces(TEXT_TYPE).handler(rc -> greet(rc)
                .ifPresent(text -> text(rc, text)));
        router.get("/hello-worker/:name").produces(TEXT_TYPE).handler(rc -> rc.vertx()
                .executeBlocking(() -> greet(rc), false)
                .onSuccess(greeting -> greeting.ifPresent(text -> text(rc, text)))
                .onFailure(rc::fail));
        Router subRouter = Router.router(vertx);
        text(router, "/programmatic/text");
        text(subRouter, "/");
        router.route("/programmatic/text/sub-class*").subRouter(subRouter);
        // the annotated resources, in the order their generated binders register them
        unmeasuredText(router, "/text/sub-class");
        unmeasured(router.get("/text/sub-class").produces(TEXT_TYPE));
        unmeasuredText(router, "/text");
        unmeasured(router.get("/text").produces(TEXT_TYPE));
        unmeasured(router.get("/resource/hello").produces(TEXT_TYPE));
        unmeasured(router.get("/resource/:name").produces(TEXT_TYPE));
        unmeasured(router.get("/resource").produces(TEXT_TYPE));
        unmeasured(router.get("/hello/:name").produces(TEXT_TYPE));
        unmeasured(router.get("/stream/ticks").produces("text/event-stream"));
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
        unmeasured(router.get("/lab/strategies").produces(JSON));
        unmeasured(router.get("/lab/run").produces("text/event-stream"));
        unmeasured(router.get("/reliability/numbers").produces("application/x-ndjson"));
        unmeasured(router.get("/reliability/numbers").produces("text/event-stream"));
        unmeasured(router.get("/reliability/never").produces(JSON));
        unmeasured(router.get("/reliability/flaky").produces(JSON));
        unmeasured(router.get("/reliability/counters").produces(JSON));
        return router;
    }

    /**
     * The example's programmatic text routes at {@code path}: {@code GET} answers {@code text}; {@code POST} (echo)
     * and {@code PUT} (204), never requested, hold their places.
     */
    private static void text(Router router, String path) {
        router.get(path).produces(TEXT_TYPE).handler(rc -> text(rc, "text"));
        unmeasuredText(router, path);
    }

    /** The {@code POST} and {@code PUT} of the example's text routes at {@code path}, never requested. */
    private static void unmeasuredText(Router router, String path) {
        unmeasured(router.post(path).consumes(TEXT_TYPE).produces(TEXT_TYPE));
        unmeasured(router.put(path).consumes(TEXT_TYPE));
    }

    /** A route of the example that no benchmark requests: it holds its place in the table and answers 501. */
    private static void unmeasured(io.vertx.ext.web.Route route) {
        route.handler(rc -> rc.response().setStatusCode(501).end());
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
