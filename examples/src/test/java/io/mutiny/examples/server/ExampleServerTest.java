package io.mutiny.examples.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mutiny.examples.ExampleServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Every endpoint of the example server, over HTTP: status, content type and body. */
@Timeout(30)
class ExampleServerTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private static ExampleServer server;

    @BeforeAll
    static void start() {
        server = ExampleServer.start(0);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void personIsReadAndEchoedOnTheIoThreadByTheAnnotatedResourceAndTheRoutes() throws Exception {
        // SimpleResource's POST answers 500 ("should not have dispatched") anywhere but on the event loop
        for (String path : List.of("/reactive/person", "/programmatic/reactive/person")) {
            HttpResponse<String> get = get(path);
            assertThat(get.statusCode()).as(path).isEqualTo(200);
            assertThat(contentType(get)).as(path).isEqualTo("application/json");
            assertThat(get.body()).as(path).isEqualTo("{\"first\":\"Bob\",\"last\":\"Builder\"}");

            HttpResponse<String> post =
                    send("POST", path, "application/json", "{\"first\":\"Wendy\",\"last\":\"Works\"}");
            assertThat(post.statusCode()).as(path).isEqualTo(200);
            assertThat(contentType(post)).as(path).isEqualTo("application/json");
            assertThat(JSON.readTree(post.body()))
                    .as(path)
                    .isEqualTo(JSON.readTree("{\"first\":\"Wendy\",\"last\":\"Works\"}"));

            HttpResponse<String> malformed = send("POST", path, "application/json", "{\"first\":");
            assertThat(malformed.statusCode()).as(path).isEqualTo(400);
        }
    }

    @Test
    void resourceMethodSubResourceMethodAndSubResourceLocatorAnswerAsSeed001() throws Exception {
        assertText(get("/resource"), "Hello from Resource Method");
        assertText(get("/resource/hello"), "Hello from Sub-Resource Method");
        assertText(get("/resource/Bob"), "Hello, Bob, from Sub-Resource Locator");
        assertText(get("/resource/Zo%C3%AB"), "Hello, Zoë, from Sub-Resource Locator");
        assertThat(get("/resource/Bob/more").statusCode()).isEqualTo(404);
    }

    @Test
    void helloValidatesTheNameOnTheIoThread() throws Exception {
        HttpResponse<String> hello = get("/programmatic/hello/Zo%C3%AB");
        assertThat(hello.statusCode()).isEqualTo(200);
        assertThat(contentType(hello)).startsWith("text/plain");
        assertThat(hello.body()).isEqualTo("hello Zoë");
        assertThat(hello.headers().firstValue(HelloResource.HANDLED_ON))
                .hasValueSatisfying(thread -> assertThat(thread).contains("eventloop"));

        assertThat(get("/programmatic/hello/" + "a".repeat(40)).statusCode()).isEqualTo(200);
        for (String invalid : List.of("R2D2", "a".repeat(41), "Jean-Luc")) {
            HttpResponse<String> refused = get("/programmatic/hello/" + invalid);
            assertThat(refused.statusCode()).as(invalid).isEqualTo(400);
            assertThat(JSON.readTree(refused.body()).get("message").asText())
                    .startsWith("The name must have 1 to 40 letters")
                    .contains(invalid);
        }
    }

    @Test
    void helloValidatesTheNameOfTheAnnotatedResourceWithBeanValidation() throws Exception {
        assertText(get("/hello/Zo%C3%AB"), "hello Zoë");
        assertText(get("/hello/" + "a".repeat(40)), "hello " + "a".repeat(40));
        for (String invalid : List.of("R2D2", "a".repeat(41), "Jean-Luc")) {
            HttpResponse<String> refused = get("/hello/" + invalid);
            assertThat(refused.statusCode()).as(invalid).isEqualTo(400);
            assertThat(contentType(refused)).as(invalid).isEqualTo("application/json");
            assertThat(JSON.readTree(refused.body()).get("message").asText())
                    .as(invalid)
                    .isEqualTo("Constraint violated: path parameter 'name': The name must have 1 to 40 letters");
        }
        // the literal routes of seed 002 come first
        assertText(get("/hello/delayed?ms=1"), "Hello after a non-blocking delay");
    }

    @Test
    void helloWorkerAnswersTheSameOnAWorkerThread() throws Exception {
        HttpResponse<String> hello = get("/hello-worker/Ada");
        assertThat(hello.statusCode()).isEqualTo(200);
        assertThat(contentType(hello)).startsWith("text/plain");
        assertThat(hello.body()).isEqualTo("hello Ada");
        assertThat(hello.headers().firstValue(HelloResource.HANDLED_ON))
                .hasValueSatisfying(thread -> assertThat(thread).contains("worker"));
        assertThat(get("/hello-worker/4da").statusCode()).isEqualTo(400);
    }

    @Test
    void guestListIsDecodedAndEncodedBack() throws Exception {
        String sample;
        try (InputStream json = getClass().getResourceAsStream(GuestResource.SAMPLE)) {
            sample = new String(json.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertThat(sample.length()).isBetween(3500, 4500);
        HttpResponse<String> echoed = send("POST", "/guests", "application/json", sample);
        assertThat(echoed.statusCode()).isEqualTo(200);
        assertThat(contentType(echoed)).isEqualTo("application/json");
        assertThat(JSON.readTree(echoed.body())).isEqualTo(JSON.readTree(sample));
        assertThat(JSON.readTree(echoed.body()).get("guests")).hasSize(32);
    }

    @Test
    void textOnTheAnnotatedResourceOnTheRoutesAndThroughTheSubRouterAsSeed001Wrote() throws Exception {
        for (String path : List.of("/text", "/programmatic/text", "/programmatic/text/sub-class")) {
            assertTextResource(path);
        }

        for (String path : List.of("/text", "/programmatic/text")) {
            HttpResponse<String> delete = send("DELETE", path, "text/plain", "");
            assertThat(delete.statusCode()).as(path).isEqualTo(405);
            // Vert.x Web lists the methods of every route of the path, the static files' GET and HEAD included
            assertThat(delete.headers().firstValue("Allow").orElseThrow().split(","))
                    .as(path)
                    .contains("GET", "POST", "PUT")
                    .doesNotContain("DELETE");
        }
        // the annotated resource @Consumes(text/plain)
        assertThat(send("POST", "/text", "application/json", "\"abc\"").statusCode())
                .isEqualTo(415);
    }

    @Test
    void textThroughTheSubResourceLocatorReturningTheResourceClassAsSeed001Wrote() throws Exception {
        assertTextResource("/text/sub-class");
        // the located class is the text resource again, its locator included
        assertTextResource("/text/sub-class/sub-class");
        assertThat(send("POST", "/text/sub-class", "application/json", "\"abc\"")
                        .statusCode())
                .isEqualTo(415);
        assertThat(get("/text/sub-classes").statusCode()).isEqualTo(404);
        assertThat(get("/text/sub-class/missing").statusCode()).isEqualTo(404);
    }

    @Test
    void uniOnTheIoThreadDelayedAndMovedToAWorker() throws Exception {
        HttpResponse<String> hello = get("/hello");
        assertThat(hello.statusCode()).isEqualTo(200);
        assertThat(hello.body()).startsWith("Hello from vert.x-eventloop-thread-");

        long start = System.nanoTime();
        assertText(get("/hello/delayed?ms=300"), "Hello after a non-blocking delay");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(300));
        assertThat(get("/hello/delayed?ms=-1").statusCode()).isEqualTo(400);
        assertThat(get("/hello/delayed?ms=0").statusCode()).isEqualTo(400);

        HttpResponse<String> blocking = get("/hello/blocking");
        assertThat(blocking.statusCode()).isEqualTo(200);
        assertThat(blocking.body()).startsWith("Hello from a blocking call on ").doesNotContain("eventloop");
    }

    @Test
    void ticksAreServerSentEvents() throws Exception {
        HttpResponse<String> ticks = get("/stream/ticks?count=2");
        assertThat(ticks.statusCode()).isEqualTo(200);
        assertThat(contentType(ticks)).isEqualTo("text/event-stream");
        assertThat(ticks.body()).isEqualTo("id: 0\ndata: {\"tick\":0}\n\nid: 1\ndata: {\"tick\":1}\n\n");
    }

    @Test
    void numbersAreNewlineDelimitedJson() throws Exception {
        HttpResponse<String> numbers = get("/stream/numbers?count=5");
        assertThat(numbers.statusCode()).isEqualTo(200);
        assertThat(contentType(numbers)).isEqualTo("application/x-ndjson");
        assertThat(numbers.body()).isEqualTo("0\n1\n2\n3\n4\n");
        assertThat(get("/stream/numbers").body().lines()).hasSize(10);
        assertThat(get("/stream/numbers?count=many").statusCode()).isEqualTo(400);
    }

    @Test
    void numbersAreAJsonArrayOrServerSentEventsByAccept() throws Exception {
        HttpResponse<String> array = CLIENT.send(
                request("/stream/numbers?count=3")
                        .header("Accept", "application/json")
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        HttpResponse<String> events = CLIENT.send(
                request("/stream/numbers?count=3")
                        .header("Accept", "text/event-stream")
                        .build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(contentType(array)).isEqualTo("application/json");
        assertThat(array.body()).isEqualTo("[0,1,2]");
        assertThat(contentType(events)).isEqualTo("text/event-stream");
        assertThat(events.body()).isEqualTo("data: 0\n\ndata: 1\n\ndata: 2\n\n");
    }

    @Test
    void guestsAreStreamedAsAJsonArray() throws Exception {
        HttpResponse<String> guests = get("/stream/guests");
        assertThat(guests.statusCode()).isEqualTo(200);
        assertThat(contentType(guests)).isEqualTo("application/json");
        JsonNode array = JSON.readTree(guests.body());
        assertThat(array.isArray()).isTrue();
        assertThat(array).hasSize(32);
        assertThat(array.get(0).get("lastName").asText()).isEqualTo("Holmes");
    }

    @Test
    void rootServesTheLabWithLinksToEverything() throws Exception {
        HttpResponse<String> page = get("/");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(contentType(page)).startsWith("text/html");
        assertThat(page.body()).contains("back-pressure lab", "/lab.js");
        for (String path : List.of(
                "/reactive/person",
                "/programmatic/reactive/person",
                "/resource",
                "/resource/hello",
                "/resource/Ada",
                "/hello/Ada",
                "/programmatic/hello/Ada",
                "/hello-worker/Ada",
                "/guests",
                "/text",
                "/text/sub-class",
                "/programmatic/text",
                "/programmatic/text/sub-class",
                "/hello/delayed",
                "/hello/blocking",
                "/stream/ticks",
                "/stream/numbers",
                "/stream/guests")) {
            assertThat(page.body()).contains(path);
        }
        assertThat(get("/lab.js").statusCode()).isEqualTo(200);
        assertThat(get("/lab.css").statusCode()).isEqualTo(200);
        assertThat(get("/missing").statusCode()).isEqualTo(404);
    }

    @Test
    void labStreamsCountersUntilTheScenarioEnds() throws Exception {
        JsonNode strategies = JSON.readTree(get("/lab/strategies").body());
        assertThat(strategies).hasSize(8);
        assertThat(strategies.get(0).get("id").asText()).isEqualTo("pull");

        HttpResponse<String> run = get("/lab/run?strategy=drop&producer=200&consumer=20&seconds=1");
        assertThat(run.statusCode()).isEqualTo(200);
        assertThat(contentType(run)).isEqualTo("text/event-stream");
        List<String> events =
                run.body().lines().filter(line -> line.startsWith("event: ")).collect(Collectors.toList());
        assertThat(events).last().isEqualTo("event: end");
        assertThat(events.subList(0, events.size() - 1)).isNotEmpty().allMatch("event: counters"::equals);
        String lastData = run.body()
                .lines()
                .filter(line -> line.startsWith("data: "))
                .reduce((first, second) -> second)
                .orElseThrow();
        JsonNode last = JSON.readTree(lastData.substring("data: ".length()));
        assertThat(last.get("status").asText()).isEqualTo("completed");
        assertThat(last.get("dropped").asLong()).isPositive();

        HttpResponse<String> invalid = get("/lab/run?strategy=drop&producer=0");
        assertThat(invalid.statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(invalid.body()).get("message").asText()).contains("`producer`");
    }

    @Test
    void portComesFromTheArgumentsThenTheEnvironment() {
        assertThat(ExampleServer.port(new String[0], null)).isEqualTo(8080);
        assertThat(ExampleServer.port(new String[0], "9000")).isEqualTo(9000);
        assertThat(ExampleServer.port(new String[] {"--port", "9001"}, "9000")).isEqualTo(9001);
        assertThat(ExampleServer.port(new String[] {"--port=9002"}, null)).isEqualTo(9002);
        org.assertj.core.api.Assertions.assertThatIllegalArgumentException()
                .isThrownBy(() -> ExampleServer.port(new String[] {"--port", "http"}, null))
                .withMessageContaining("port");
    }

    private static void assertTextResource(String path) throws IOException, InterruptedException {
        assertText(get(path), "text");
        assertText(send("POST", path, "text/plain", "abc"), "abc");
        HttpResponse<String> put = send("PUT", path, "text/plain", "abc");
        assertThat(put.statusCode()).as(path).isEqualTo(204);
        assertThat(put.body()).as(path).isEmpty();
    }

    private static void assertText(HttpResponse<String> response, String body) {
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(contentType(response)).isEqualTo("text/plain; charset=utf-8");
        assertThat(response.body()).isEqualTo(body);
    }

    private static String contentType(HttpResponse<?> response) {
        return response.headers().firstValue("Content-Type").orElse("");
    }

    private static HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return CLIENT.send(request(path).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> send(String method, String path, String contentType, String body)
            throws IOException, InterruptedException {
        HttpRequest request = request(path)
                .header("Content-Type", contentType)
                .method(method, HttpRequest.BodyPublishers.ofString(body))
                .build();
        return CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
    }

    private static HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + path))
                .timeout(Duration.ofSeconds(10));
    }
}
