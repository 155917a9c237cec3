package io.mutiny.examples.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mutiny.examples.ExampleServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The cases of {@code bench/reliability.sh} at a small scale, against the example server: hostile bodies, clients
 * leaving a stream, dependencies that hang or fail.
 */
@Timeout(60)
class ReliabilityResourceTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

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
    void hostileBodiesAreAnswered400Or413Or415NeverAServerError() throws Exception {
        String nested = "[".repeat(20_000) + "]".repeat(20_000);
        String hugeNumber = "{\"first\":" + "1".repeat(100_000) + ",\"last\":\"x\"}";
        String oversized = "{\"first\":\"" + "a".repeat(2 * 1024 * 1024) + "\"}";
        Map<String, Set<Integer>> expected = new HashMap<>();
        expected.put("{\"first\":", Set.of(400));
        expected.put("{'first':'Bob'}", Set.of(400));
        expected.put(nested, Set.of(400));
        expected.put(hugeNumber, Set.of(400));
        expected.put(oversized, Set.of(413));
        for (String path : List.of("/reactive/person", "/guests")) {
            for (Map.Entry<String, Set<Integer>> body : expected.entrySet()) {
                int status = post(path, "application/json", body.getKey().getBytes(StandardCharsets.UTF_8));
                assertThat(status).as("%s with %.40s", path, body.getKey()).isIn(body.getValue());
            }
            byte[] latin1 = "{\"first\":\"Zoë\",\"last\":\"Brontë\"}".getBytes(StandardCharsets.ISO_8859_1);
            assertThat(post(path, "application/json", latin1))
                    .as("Latin-1 is invalid UTF-8")
                    .isEqualTo(400);
            byte[] invalidUtf8 = {'{', '"', 'f', '"', ':', '"', (byte) 0xc3, (byte) 0x28, '"', '}'};
            assertThat(post(path, "application/json", invalidUtf8)).isEqualTo(400);
            assertThat(post(path, "text/xml", "<person/>".getBytes(StandardCharsets.UTF_8)))
                    .isEqualTo(415);
        }
        for (String path : List.of("/text", "/text/sub-class", "/programmatic/text", "/programmatic/text/sub-class")) {
            assertThat(post(path, "text/plain", oversized.getBytes(StandardCharsets.UTF_8)))
                    .as("the sub-router shares the server's body limit")
                    .isEqualTo(413);
        }
        assertThat(get("/reactive/person").statusCode()).isEqualTo(200);
    }

    @Test
    void jsonInUtf16IsDetectedAndDecodedNotGarbled() throws Exception {
        // Jackson detects UTF-16 and UTF-32 from the first bytes (RFC 4627): such a body is valid, not hostile
        byte[] utf16 = "{\"first\":\"Zoë\",\"last\":\"Brontë\"}".getBytes(StandardCharsets.UTF_16);
        HttpResponse<String> echoed = CLIENT.send(
                request("/reactive/person")
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofByteArray(utf16))
                        .build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertThat(echoed.statusCode()).isEqualTo(200);
        assertThat(echoed.body()).isEqualTo("{\"first\":\"Zoë\",\"last\":\"Brontë\"}");
    }

    @Test
    void everyClientLeavingAStreamCancelsItsSubscription() throws Exception {
        JsonNode before = counters();
        int clients = 40;
        Random random = new Random(13);
        for (int i = 0; i < clients; i++) {
            String accept = i % 2 == 0 ? "application/x-ndjson" : "text/event-stream";
            try (Socket socket = new Socket("127.0.0.1", server.port())) {
                socket.setSoTimeout(10_000);
                socket.getOutputStream()
                        .write(("GET /reliability/numbers?count=10000000 HTTP/1.1\r\nHost: x\r\nAccept: " + accept
                                        + "\r\n\r\n")
                                .getBytes(StandardCharsets.US_ASCII));
                InputStream in = socket.getInputStream();
                int toRead = 1 + random.nextInt(256 * 1024);
                assertThat(in.readNBytes(toRead)).hasSize(toRead);
                if (i % 4 == 1) {
                    socket.setSoLinger(true, 0); // an abortive close: the server sees a reset
                }
            }
        }
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            JsonNode streams = counters().get("streams");
            assertThat(streams.get("live").asLong()).isZero();
            assertThat(streams.get("cancelled").asLong()
                            - before.get("streams").get("cancelled").asLong())
                    .isEqualTo(clients);
        });
        JsonNode streams = counters().get("streams");
        assertThat(streams.get("subscribed").asLong()
                        - before.get("streams").get("subscribed").asLong())
                .isEqualTo(clients);
    }

    @Test
    void aClientThatStopsReadingHoldsABoundedNumberOfItems() throws Exception {
        long before = counters().get("streams").get("requested").asLong();
        try (Socket socket = new Socket()) {
            socket.setReceiveBufferSize(16 * 1024);
            socket.connect(new java.net.InetSocketAddress("127.0.0.1", server.port()));
            socket.getOutputStream()
                    .write("GET /reliability/numbers?count=10000000 HTTP/1.1\r\nHost: x\r\n\r\n"
                            .getBytes(StandardCharsets.US_ASCII));
            // the demand grows while the buffers fill, then stops: the client reads nothing
            long[] last = {-1};
            await().atMost(Duration.ofSeconds(20))
                    .pollInterval(Duration.ofMillis(500))
                    .until(() -> {
                        long now = counters().get("streams").get("requested").asLong();
                        boolean stable = now == last[0];
                        last[0] = now;
                        return stable;
                    });
            // 8 bytes an item: the send buffer, Vert.x's write queue and the client's receive buffer hold < 1 MiB
            assertThat(last[0] - before).isLessThan(1024 * 1024 / 8);
        }
    }

    @Test
    void aDependencyThatNeverAnswersGets504WithinTheTimeoutAndIsCancelled() throws Exception {
        JsonNode before = counters().get("dependencies");
        List<CompletableFuture<HttpResponse<String>>> answers = new ArrayList<>();
        long started = System.nanoTime();
        for (int i = 0; i < 20; i++) {
            answers.add(CLIENT.sendAsync(request("/reliability/never").build(), HttpResponse.BodyHandlers.ofString()));
        }
        for (CompletableFuture<HttpResponse<String>> answer : answers) {
            assertThat(answer.get().statusCode()).isEqualTo(504);
        }
        assertThat(Duration.ofNanos(System.nanoTime() - started))
                .isGreaterThanOrEqualTo(ReliabilityResource.DEPENDENCY_TIMEOUT)
                .isLessThan(ReliabilityResource.DEPENDENCY_TIMEOUT.multipliedBy(5));
        JsonNode after = counters().get("dependencies");
        assertThat(after.get("cancelled").asLong() - before.get("cancelled").asLong())
                .isEqualTo(20);
        assertThat(after.get("live").asLong()).isZero();
    }

    @Test
    void aDependencyFailingHalfTheTimeGets503AndNothingElse() throws Exception {
        Map<Integer, Integer> statuses = new HashMap<>();
        for (int i = 0; i < 60; i++) {
            statuses.merge(get("/reliability/flaky").statusCode(), 1, Integer::sum);
        }
        assertThat(statuses.keySet()).containsExactlyInAnyOrder(200, 503);
        assertThat(counters().get("dependencies").get("live").asLong()).isZero();
    }

    private static JsonNode counters() throws IOException, InterruptedException {
        HttpResponse<String> response = get("/reliability/counters");
        assertThat(response.statusCode()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    private static HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .timeout(Duration.ofSeconds(10));
    }

    private static HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return CLIENT.send(request(path).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static int post(String path, String contentType, byte[] body) throws IOException, InterruptedException {
        return CLIENT.send(
                        request(path)
                                .header("Content-Type", contentType)
                                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                                .build(),
                        HttpResponse.BodyHandlers.discarding())
                .statusCode();
    }
}
