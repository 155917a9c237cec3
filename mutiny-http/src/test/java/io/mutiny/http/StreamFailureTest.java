package io.mutiny.http;

import static io.mutiny.http.TestSources.source;
import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

class StreamFailureTest extends HttpTestBase {

    @Test
    void failureBeforeTheFirstItemIsANormalErrorStatus() throws Exception {
        routes.get("/fails").ndjson(Integer.class, rc -> source(10, i -> (int) i)
                .failingAfter(0, new IllegalStateException("no database")));
        routes.get("/missing").sse(String.class, rc -> source(10, i -> "x")
                .failingAfter(0, new HttpStatusException(404, "No such feed")));

        HttpResponse<String> fails = get("/fails");
        HttpResponse<String> missing = get("/missing");

        assertThat(fails.statusCode()).isEqualTo(500);
        assertThat(fails.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(new JsonObject(fails.body()).getString("id")).isNotBlank();
        assertThat(missing.statusCode()).isEqualTo(404);
        assertThat(new JsonObject(missing.body()).getString("message")).isEqualTo("No such feed");
        assertThat(errorsLogged()).hasSize(1);
    }

    @Test
    void handlerThrowingInsteadOfReturningAStreamIsA500() throws Exception {
        routes.get("/throws").ndjson(Integer.class, rc -> {
            throw new IllegalStateException("bug");
        });

        HttpResponse<String> response = get("/throws");

        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(errorsLogged()).hasSize(1);
    }

    @Test
    void ndjsonFailureAfterTheHeadResetsTheConnection() throws Exception {
        routes.get("/half").ndjson(Integer.class, rc -> source(10, i -> (int) i)
                .failingAfter(3, new IllegalStateException("lost the database")));

        try (RawHttpClient client = RawHttpClient.connect(port, 64 * 1024).get("/half")) {
            RawHttpClient.Body body = client.readBody();

            assertThat(client.status).isEqualTo(200);
            assertThat(body.text()).isEqualTo("0\n1\n2\n");
            assertThat(body.complete()).as("ended with the terminating chunk").isFalse();
        }
        assertThat(errorsLogged()).hasSize(1);
        assertThat(errorsLogged().get(0).getThrown()).hasMessage("lost the database");
    }

    @Test
    void chunkedAndJsonArrayFailuresAfterTheHeadResetTheConnection() throws Exception {
        routes.get("/chunks").chunked(String.class, rc -> source(10, i -> "c" + i)
                .failingAfter(2, new IllegalStateException("boom")));
        routes.get("/array").jsonArray(Integer.class, rc -> source(10, i -> (int) i)
                .failingAfter(2, new IllegalStateException("boom")));

        try (RawHttpClient client = RawHttpClient.connect(port, 64 * 1024).get("/chunks")) {
            RawHttpClient.Body body = client.readBody();
            assertThat(body.text()).isEqualTo("c0c1");
            assertThat(body.complete()).isFalse();
        }
        try (RawHttpClient client = RawHttpClient.connect(port, 64 * 1024).get("/array")) {
            RawHttpClient.Body body = client.readBody();
            assertThat(body.text()).isEqualTo("[0,1");
            assertThat(body.complete()).isFalse();
        }
    }

    @Test
    void sseFailureAfterTheHeadSendsAnErrorEventThenResets() throws Exception {
        routes.get("/events").sse(String.class, rc -> source(10, i -> "e" + i)
                .failingAfter(2, new IllegalStateException("feed broke")));

        try (RawHttpClient client = RawHttpClient.connect(port, 64 * 1024).get("/events")) {
            RawHttpClient.Body body = client.readBody();

            assertThat(body.complete()).isFalse();
            assertThat(body.text()).startsWith("data: e0\n\ndata: e1\n\nevent: error\ndata: {");
            String data = body.text()
                    .substring(body.text().indexOf("event: error\ndata: ") + 19)
                    .trim();
            JsonObject error = new JsonObject(data);
            assertThat(error.getInteger("status")).isEqualTo(500);
            assertThat(errorsLogged()).hasSize(1);
            assertThat(errorsLogged().get(0).getMessage()).contains(error.getString("id"));
        }
    }
}
