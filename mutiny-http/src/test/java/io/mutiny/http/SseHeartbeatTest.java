package io.mutiny.http;

import static io.mutiny.http.TestSources.source;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Server-sent event streams with a heartbeat configured ({@link MutinyHttpOptions#setSseHeartbeat}). */
class SseHeartbeatTest extends HttpTestBase {
    @Override
    MutinyHttpOptions options() {
        return new MutinyHttpOptions().setSseHeartbeat(Duration.ofMillis(50));
    }

    @Test
    void silentSseStreamsSendHeartbeatComments() throws Exception {
        java.util.concurrent.Executor late =
                java.util.concurrent.CompletableFuture.delayedExecutor(300, java.util.concurrent.TimeUnit.MILLISECONDS);
        routes.get("/slow").sse(String.class, rc -> source(1, i -> "late").emittingOn(late));

        HttpResponse<String> response = get("/slow");

        assertThat(response.body()).startsWith(":\n\n").endsWith("data: late\n\n");
        assertThat(response.body().split(":\n\n", -1).length - 1).isGreaterThanOrEqualTo(2);
    }

    /**
     * A blocking handler that throws instead of returning its stream is answered with a 500 by the invoker: the
     * heartbeat armed for the stream must not go on writing to that ended response.
     */
    @Test
    void noHeartbeatOutlivesABlockingHandlerThatFailed() throws Exception {
        List<Throwable> uncaught = new java.util.concurrent.CopyOnWriteArrayList<>();
        vertx.exceptionHandler(uncaught::add);
        try {
            routes.get("/no-stream").blocking().sse(String.class, rc -> {
                throw new IllegalStateException("no stream today");
            });

            HttpResponse<String> response = get("/no-stream");

            assertThat(response.statusCode()).isEqualTo(500);
            // six heartbeat periods
            org.awaitility.Awaitility.await()
                    .during(Duration.ofMillis(300))
                    .atMost(Duration.ofSeconds(2))
                    .untilAsserted(() -> assertThat(uncaught).isEmpty());
        } finally {
            vertx.exceptionHandler(null);
        }
    }
}
