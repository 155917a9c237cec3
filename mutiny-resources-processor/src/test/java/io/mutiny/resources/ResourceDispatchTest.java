package io.mutiny.resources;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/** Seed 002's dispatch table: plain values on a worker, Uni, CompletionStage and Multi on the event loop. */
class ResourceDispatchTest extends ResourceServerTestBase {

    private final DispatchResource resource = new DispatchResource();

    @Override
    Object[] resources() {
        return new Object[] {resource};
    }

    @Test
    void aPlainValueRunsOnAWorker() throws Exception {
        assertThat(get("/dispatch/value").body()).isEqualTo("worker");
    }

    @Test
    void nonBlockingMovesAPlainValueToTheEventLoop() throws Exception {
        assertThat(get("/dispatch/value-non-blocking").body()).isEqualTo("event-loop");
    }

    @Test
    void aUniRunsOnTheEventLoopUnlessBlocking() throws Exception {
        assertThat(get("/dispatch/uni").body()).isEqualTo("event-loop");
        assertThat(get("/dispatch/uni-blocking").body()).isEqualTo("worker");
    }

    @Test
    void aCompletionStageRunsOnTheEventLoop() throws Exception {
        assertThat(get("/dispatch/stage").body()).isEqualTo("event-loop");
    }

    @Test
    void aParameterizedItemTypeIsWrittenAsJson() throws Exception {
        assertThat(get("/dispatch/people").body())
                .isEqualTo("[{\"first\":\"Bob\",\"last\":\"Builder\"},{\"first\":\"Wendy\",\"last\":\"Works\"}]");
    }

    @Test
    void aMultiStreamsInTheFormatOfProduces() throws Exception {
        HttpResponse<String> ndjson = get("/dispatch/ndjson");
        assertThat(ndjson.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("application/x-ndjson"));
        assertThat(ndjson.body()).isEqualTo("1\n2\n3\n");

        HttpResponse<String> array = get("/dispatch/array");
        assertThat(array.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
        assertThat(array.body()).isEqualTo("[\"a\",\"b\"]");

        HttpResponse<String> events = get("/dispatch/events");
        assertThat(events.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("text/event-stream"));
        assertThat(events.body()).contains("data: one").contains("data: two");
    }

    @Test
    void voidAnswers204() throws Exception {
        HttpResponse<String> response = send(request("/dispatch/void").DELETE().build());
        assertThat(response.statusCode()).isEqualTo(204);
        assertThat(resource.deletes).hasValue(1);
    }
}
