package io.mutiny.http;

import static io.mutiny.http.TestSources.source;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StreamFormatsTest extends HttpTestBase {

    record Point(int x, String label) {}

    @Test
    void ndjsonWritesOneEscapedJsonDocumentPerLine() throws Exception {
        List<Object> items = List.of(new Point(1, "a\"b"), new Point(2, "line\nbreak"));
        routes.get("/points").ndjson(Point.class, rc -> source(2, i -> (Point) items.get((int) i)));
        routes.get("/strings").ndjson(String.class, rc -> source(2, i -> i == 0 ? "plain" : "quote\"d\n"));

        HttpResponse<String> points = get("/points");
        HttpResponse<String> strings = get("/strings");

        assertThat(points.statusCode()).isEqualTo(200);
        assertThat(points.headers().firstValue("Content-Type")).hasValue("application/x-ndjson");
        assertThat(points.headers().firstValue("Transfer-Encoding")).hasValue("chunked");
        assertThat(points.body()).isEqualTo("{\"x\":1,\"label\":\"a\\\"b\"}\n{\"x\":2,\"label\":\"line\\nbreak\"}\n");
        assertThat(strings.body()).isEqualTo("\"plain\"\n\"quote\\\"d\\n\"\n");
    }

    @Test
    void jsonArrayIsStreamedWithSeparatorsAndEscaping() throws Exception {
        routes.get("/array").jsonArray(String.class, rc -> source(3, i -> "s" + i + (i == 2 ? "\"\\" : "")));
        routes.get("/empty").jsonArray(Point.class, rc -> source(0, i -> null));
        routes.get("/objects").jsonArray(JsonObject.class, rc -> source(2, i -> new JsonObject().put("i", i)));

        HttpResponse<String> array = get("/array");

        assertThat(array.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(array.body()).isEqualTo("[\"s0\",\"s1\",\"s2\\\"\\\\\"]");
        assertThat(new io.vertx.core.json.JsonArray(array.body()).getString(2)).isEqualTo("s2\"\\");
        assertThat(get("/empty").body()).isEqualTo("[]");
        assertThat(get("/objects").body()).isEqualTo("[{\"i\":0},{\"i\":1}]");
    }

    @Test
    void sseSplitsMultiLineDataAndSerializesObjects() throws Exception {
        routes.get("/text").sse(String.class, rc -> source(2, i -> i == 0 ? "one" : "two\nlines\r\nthree\rfour"));
        routes.get("/objects").sse(Point.class, rc -> source(1, i -> new Point(1, "p")));

        HttpResponse<String> text = get("/text");

        assertThat(text.headers().firstValue("Content-Type")).hasValue("text/event-stream");
        assertThat(text.headers().firstValue("Cache-Control")).hasValue("no-cache");
        assertThat(text.body()).isEqualTo("data: one\n\n" + "data: two\ndata: lines\ndata: three\ndata: four\n\n");
        assertThat(get("/objects").body()).isEqualTo("data: {\"x\":1,\"label\":\"p\"}\n\n");
    }

    /**
     * Items of one write go through one JSON generator; strings and events are appended to the buffer directly:
     * whatever the mix within a batch, the bytes come out in the items' order.
     */
    @Test
    void sseKeepsTheOrderOfMixedItemsWithinOneWrite() {
        StreamFormat<Object> format = StreamFormat.sse(new com.fasterxml.jackson.databind.ObjectMapper(), Object.class);
        List<Object> items = List.of(
                new Point(1, "a"),
                "text",
                Map.of("k", 2),
                ServerSentEvent.of("e").withId("7"),
                new Point(3, "b"));
        Buffer written = Buffer.buffer();

        Encoder.Run run = format.open(written);
        for (Object item : items) {
            format.appendItem(item, item == items.get(0), run);
        }
        run.close();

        assertThat(written.toString())
                .isEqualTo("data: {\"x\":1,\"label\":\"a\"}\n\n" + "data: text\n\n" + "data: {\"k\":2}\n\n"
                        + "id: 7\ndata: e\n\n" + "data: {\"x\":3,\"label\":\"b\"}\n\n");
    }

    /** The writer of an SSE route is chosen when the route is built, also for events whose payload type varies. */
    @Test
    void sseChoosesItsJsonWriterOncePerRoute() {
        WriterCountingMapper mapper = new WriterCountingMapper();
        StreamFormat<ServerSentEvent> format = StreamFormat.sse(mapper, ServerSentEvent.class);
        int writersAtRegistration = mapper.writers;
        Buffer written = Buffer.buffer();

        Encoder.Run run = format.open(written);
        for (int i = 0; i < 3; i++) {
            format.appendItem(ServerSentEvent.of(new Point(i, "p")), i == 0, run);
            format.appendItem(ServerSentEvent.of(Map.of("k", i)), false, run);
        }
        run.close();

        assertThat(writersAtRegistration).isEqualTo(1);
        assertThat(mapper.writers).isEqualTo(1);
        assertThat(written.toString()).startsWith("data: {\"x\":0,\"label\":\"p\"}\n\ndata: {\"k\":0}\n\n");
    }

    /** Counts the writers asked of it. */
    private static final class WriterCountingMapper extends com.fasterxml.jackson.databind.ObjectMapper {
        private static final long serialVersionUID = 1L;
        int writers;

        @Override
        public com.fasterxml.jackson.databind.ObjectWriter writer() {
            writers++;
            return super.writer();
        }

        @Override
        public com.fasterxml.jackson.databind.ObjectWriter writerFor(Class<?> type) {
            writers++;
            return super.writerFor(type);
        }

        @Override
        public com.fasterxml.jackson.databind.ObjectWriter writerFor(com.fasterxml.jackson.databind.JavaType type) {
            writers++;
            return super.writerFor(type);
        }
    }

    @Test
    void sseEventsCarryIdEventRetryAndComments() throws Exception {
        routes.get("/events")
                .sse(
                        ServerSentEvent.class,
                        rc -> source(3, i -> {
                            if (i == 0) {
                                return ServerSentEvent.of("hello")
                                        .withId("1")
                                        .withEvent("greeting")
                                        .withRetry(Duration.ofSeconds(3))
                                        .withComment("first\nevent");
                            }
                            if (i == 1) {
                                return ServerSentEvent.of(Map.of("k", "v")).withId("2");
                            }
                            return ServerSentEvent.comment("just a comment");
                        }));

        assertThat(get("/events").body())
                .isEqualTo(": first\n: event\nid: 1\nevent: greeting\nretry: 3000\ndata: hello\n\n"
                        + "id: 2\ndata: {\"k\":\"v\"}\n\n"
                        + ": just a comment\n\n");
    }

    @Test
    void sseFieldsMustBeSingleLines() {
        assertThatThrownBy(() -> ServerSentEvent.of("x").withId("a\nb"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("id");
        assertThatThrownBy(() -> ServerSentEvent.of(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("data");
    }

    @Test
    void chunkedStreamsRawStringsBuffersAndBytes() throws Exception {
        routes.get("/text").chunked(String.class, rc -> source(3, i -> "é" + i));
        routes.get("/buffers").chunked(Buffer.class, rc -> source(2, i -> Buffer.buffer("b" + i)));
        routes.get("/bytes").chunked(byte[].class, rc -> source(2, i -> new byte[] {(byte) i}));

        HttpResponse<String> text = get("/text");
        HttpResponse<String> buffers = get("/buffers");
        HttpResponse<byte[]> bytes = CLIENT.send(request("/bytes").build(), HttpResponse.BodyHandlers.ofByteArray());

        assertThat(text.headers().firstValue("Content-Type")).hasValue("text/plain; charset=utf-8");
        assertThat(text.body()).isEqualTo("é0é1é2");
        assertThat(buffers.headers().firstValue("Content-Type")).hasValue("application/octet-stream");
        assertThat(buffers.body()).isEqualTo("b0b1");
        assertThat(bytes.body()).containsExactly(0, 1);
    }

    @Test
    void chunkedRejectsOtherTypesAtRegistration() {
        assertThatThrownBy(() -> routes.get("/points").chunked(Point.class, rc -> source(0, i -> null)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("type");
    }

    @Test
    void keepAliveSurvivesAStreamedResponse() throws Exception {
        routes.get("/a").ndjson(Integer.class, rc -> source(3, i -> (int) i));

        for (int i = 0; i < 5; i++) {
            assertThat(get("/a").body()).isEqualTo("0\n1\n2\n");
        }
    }
}
