package io.mutiny.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** {@link RouteDefinition#timeout}: a dependency that never answers becomes a 504 and is released. */
class RouteTimeoutTest extends HttpTestBase {

    @Test
    void timeoutAnswers504WithinItsDelayAndCancelsTheUni() throws Exception {
        AtomicInteger cancelled = new AtomicInteger();
        routes.get("/never").timeout(Duration.ofMillis(200)).json(String.class, rc -> Uni.createFrom()
                .<String>nothing()
                .onCancellation()
                .invoke(cancelled::incrementAndGet));

        long start = System.nanoTime();
        HttpResponse<String> response = get("/never");
        long elapsedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

        assertThat(response.statusCode()).isEqualTo(504);
        assertThat(new JsonObject(response.body()).getInteger("status")).isEqualTo(504);
        assertThat(response.body()).contains("200 ms");
        assertThat(elapsedMillis).isBetween(150L, 5_000L);
        assertThat(cancelled).hasValue(1);
        assertThat(errorsLogged())
                .as("a timeout is the dependency's fault, not a server error")
                .isEmpty();
    }

    @Test
    void timeoutLeavesAnAnswerInTimeUntouched() throws Exception {
        routes.get("/fast").timeout(Duration.ofSeconds(5)).text(rc -> Uni.createFrom()
                .item("on time"));
        routes.post("/echo").timeout(Duration.ofSeconds(5)).body(String.class).text((rc, text) -> Uni.createFrom()
                .item(text));

        assertThat(get("/fast").body()).isEqualTo("on time");
        HttpResponse<String> echoed = send(request("/echo")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString("kept by body()"))
                .build());
        assertThat(echoed.statusCode()).isEqualTo(200);
        assertThat(echoed.body()).isEqualTo("kept by body()");
    }

    @Test
    void timeoutKeepsTheHandlersOwnFailure() throws Exception {
        routes.get("/unavailable").timeout(Duration.ofSeconds(5)).json(String.class, rc -> Uni.createFrom()
                .failure(new HttpStatusException(503, "down")));

        assertThat(get("/unavailable").statusCode()).isEqualTo(503);
    }

    @Test
    void timeoutRunsItsTimerOnTheGivenExecutor() throws Exception {
        ScheduledExecutorService timers = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "route-timeout-timer");
            thread.setDaemon(true);
            return thread;
        });
        try {
            AtomicReference<String> cancelledOn = new AtomicReference<>();
            routes.get("/never").timeout(Duration.ofMillis(100), timers).json(String.class, rc -> Uni.createFrom()
                    .<String>nothing()
                    .onCancellation()
                    .invoke(() -> cancelledOn.set(Thread.currentThread().getName())));

            assertThat(get("/never").statusCode()).isEqualTo(504);
            assertThat(cancelledOn).hasValue("route-timeout-timer");
        } finally {
            timers.shutdownNow();
        }
    }

    @Test
    void timeoutLeaksNothingUnderConcurrentRequests() throws Exception {
        int requests = 50;
        AtomicInteger live = new AtomicInteger();
        AtomicInteger cancelled = new AtomicInteger();
        routes.get("/never").timeout(Duration.ofMillis(100)).json(String.class, rc -> Uni.createFrom()
                .<String>nothing()
                .onSubscription()
                .invoke(live::incrementAndGet)
                .onCancellation()
                .invoke(cancelled::incrementAndGet)
                .onTermination()
                .invoke(live::decrementAndGet));

        List<CompletableFuture<HttpResponse<String>>> answers = new ArrayList<>();
        for (int i = 0; i < requests; i++) {
            answers.add(CLIENT.sendAsync(request("/never").GET().build(), HttpResponse.BodyHandlers.ofString()));
        }
        for (CompletableFuture<HttpResponse<String>> answer : answers) {
            assertThat(answer.get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(504);
        }
        assertThat(cancelled).hasValue(requests);
        assertThat(live).hasValue(0);
    }

    @Test
    void timeoutRejectsAnInvalidDelay() {
        assertThatThrownBy(() -> routes.get("/x").timeout(Duration.ZERO)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> routes.get("/x").timeout(null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> routes.get("/x").timeout(Duration.ofSeconds(1), null))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
