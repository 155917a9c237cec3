package io.mutiny.http.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.http.HttpStatusException;
import io.mutiny.http.MutinyHttpOptions;
import io.mutiny.http.MutinyRoutes;
import io.mutiny.http.MutinyVertx;
import io.mutiny.http.ServerSentEvent;
import io.mutiny.infrastructure.Infrastructure;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServer;
import io.vertx.ext.web.Router;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The snippets of {@code docs/http.md}, between {@code tag::name[]} and {@code end::name[]} markers, compiled and
 * exercised here so that the documentation cannot drift from the API.
 */
@Timeout(30)
class HttpDocsExamplesTest {

    record Person(String name, int age) {}

    static final class PersonNotFound extends HttpStatusException {
        PersonNotFound(String name) {
            super(404, "No person named " + name);
        }
    }

    static final Map<String, Person> PEOPLE = new ConcurrentHashMap<>(Map.of("ada", new Person("ada", 36)));

    static Vertx vertx;
    static int port;
    static final HttpClient CLIENT =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @BeforeAll
    static void start() throws Exception {
        vertx = Vertx.vertx();
        // tag::setup[]
        Router router = Router.router(vertx);
        MutinyRoutes routes = MutinyRoutes.on(router, new MutinyHttpOptions().setBodyLimit(1024 * 1024));
        // optional, explicit: JSON bodies for the errors the router answers itself
        routes.installJsonErrorHandlers();
        // optional, global: await() fails fast on event-loop threads
        MutinyVertx.forbidAwaitOnEventLoop();
        // end::setup[]
        register(routes);
        // tag::sub-router[]
        Router admin = Router.router(vertx);
        router.route("/admin/*").subRouter(admin);
        MutinyRoutes.on(admin).get("/health").text(rc -> Uni.createFrom().item("UP"));
        // end::sub-router[]
        // tag::server[]
        HttpServer server = vertx.createHttpServer()
                .requestHandler(router)
                .listen(0, "127.0.0.1")
                .toCompletionStage()
                .toCompletableFuture()
                .get(10, TimeUnit.SECONDS);
        // end::server[]
        port = server.actualPort();
    }

    static void register(MutinyRoutes routes) {
        // tag::uni-routes[]
        routes.get("/hello/:name").text(rc -> Uni.createFrom().item("Hello " + rc.pathParam("name") + "!"));
        routes.get("/people/:name").json(Person.class, rc -> {
            Person person = PEOPLE.get(rc.pathParam("name"));
            return person == null
                    ? Uni.createFrom().failure(new PersonNotFound(rc.pathParam("name")))
                    : Uni.createFrom().item(person);
        });
        routes.post("/people").body(Person.class).json(Person.class, (rc, person) -> {
            PEOPLE.put(person.name(), person);
            return Uni.createFrom().item(person);
        });
        routes.delete("/people/:name").respond(Void.class, rc -> {
            PEOPLE.remove(rc.pathParam("name"));
            return Uni.createFrom().voidItem();
        });
        // end::uni-routes[]
        // tag::negotiation[]
        routes.get("/crew").json(List.class, rc -> Uni.createFrom().item(List.copyOf(PEOPLE.values())));
        routes.get("/crew").sse(Person.class, rc -> Multi.createFrom().iterable(PEOPLE.values()));
        // end::negotiation[]

        // tag::dispatch[]
        // a plain value: the handler runs on a worker thread, the answer is written on the event loop
        routes.get("/report").value(String.class, rc -> slowBlockingReport());
        // a Uni handler that blocks: mark the route blocking, await() is then allowed
        routes.get("/blocking").blocking().text(rc -> Uni.createFrom()
                .item(Uni.createFrom().item("computed").await().atMost(Duration.ofSeconds(1))));
        // a chain that moves to another thread: the adapter hops back to the event loop to write
        routes.get("/offloaded").text(rc -> Uni.createFrom()
                .item("computed")
                .emitOn(Infrastructure.getDefaultWorkerPool())
                .onItem()
                .transform(result -> result + " on a worker"));
        // end::dispatch[]

        // tag::streams[]
        routes.get("/people").ndjson(Person.class, rc -> Multi.createFrom().iterable(PEOPLE.values()));
        routes.get("/people.json")
                .jsonArray(Person.class, rc -> Multi.createFrom().iterable(PEOPLE.values()));
        routes.get("/ticks")
                .sse(
                        ServerSentEvent.class,
                        rc -> Multi.createFrom().range(1, 4).onItem().transform(i -> ServerSentEvent.of("tick " + i)
                                .withId(String.valueOf(i))
                                .withEvent("tick")));
        routes.get("/bytes")
                .chunked(
                        Buffer.class,
                        rc -> Multi.createFrom().range(0, 3).onItem().transform(i -> Buffer.buffer("chunk" + i)));
        // end::streams[]

        // tag::upload[]
        routes.post("/upload").bodyStream().text((rc, chunks) -> chunks.collect()
                .in(() -> new long[1], (total, chunk) -> total[0] += chunk.length())
                .onItem()
                .transform(total -> total[0] + " bytes"));
        // end::upload[]
    }

    static String slowBlockingReport() {
        return "report";
    }

    @AfterAll
    static void stop() throws Exception {
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        Infrastructure.resetCanCallerThreadBeBlockedSupplier();
    }

    static HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        return CLIENT.send(request.timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
    }

    static HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path));
    }

    @Test
    void everySnippetAnswersAsDocumented() throws Exception {
        assertThat(send(request("/hello/Ada")).body()).isEqualTo("Hello Ada!");
        assertThat(send(request("/people/ada")).body()).isEqualTo("{\"name\":\"ada\",\"age\":36}");
        assertThat(send(request("/people/bob")).statusCode()).isEqualTo(404);
        assertThat(send(request("/people")
                                .header("Content-Type", "application/json")
                                .POST(HttpRequest.BodyPublishers.ofString("{\"name\":\"bob\",\"age\":3}")))
                        .statusCode())
                .isEqualTo(200);
        assertThat(send(request("/people/bob").DELETE()).statusCode()).isEqualTo(204);
        assertThat(send(request("/report")).body()).isEqualTo("report");
        assertThat(send(request("/blocking")).body()).isEqualTo("computed");
        assertThat(send(request("/offloaded")).body()).isEqualTo("computed on a worker");
        assertThat(send(request("/people")).body()).isEqualTo("{\"name\":\"ada\",\"age\":36}\n");
        assertThat(send(request("/people.json")).body()).isEqualTo("[{\"name\":\"ada\",\"age\":36}]");
        assertThat(send(request("/ticks")).body())
                .startsWith("id: 1\nevent: tick\ndata: tick 1\n\n")
                .endsWith("id: 3\nevent: tick\ndata: tick 3\n\n");
        assertThat(send(request("/bytes")).body()).isEqualTo("chunk0chunk1chunk2");
        assertThat(send(request("/upload").POST(HttpRequest.BodyPublishers.ofByteArray(new byte[100_000])))
                        .body())
                .isEqualTo("100000 bytes");
        assertThat(send(request("/admin/health")).body()).isEqualTo("UP");
        assertThat(send(request("/crew").header("Accept", "application/json")).body())
                .isEqualTo("[{\"name\":\"ada\",\"age\":36}]");
        assertThat(send(request("/crew").header("Accept", "text/event-stream")).body())
                .isEqualTo("data: {\"name\":\"ada\",\"age\":36}\n\n");
    }

    @Test
    void deploymentSnippet() throws Exception {
        Vertx other = Vertx.vertx();
        try {
            // tag::deploy[]
            Uni<String> deployment = MutinyVertx.deploy(other, () -> new io.vertx.core.VerticleBase() {
                @Override
                public io.vertx.core.Future<?> start() {
                    Router router = Router.router(vertx); // one router per instance
                    MutinyRoutes.on(router).get("/").text(rc -> Uni.createFrom().item("hi"));
                    return vertx.createHttpServer().requestHandler(router).listen(0);
                }
            }); // one instance per core
            // end::deploy[]
            assertThat(deployment.await().atMost(Duration.ofSeconds(10))).isNotBlank();
        } finally {
            other.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        }
    }
}
