package io.mutiny.http;

import static io.mutiny.http.TestSources.item;
import static io.mutiny.http.TestSources.source;
import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.vertx.core.Context;
import io.vertx.ext.web.RoutingContext;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** Where each kind of handler runs, and where the response is written. */
class DispatchTest extends HttpTestBase {

    static final ExecutorService OTHER = Executors.newFixedThreadPool(2, r -> new Thread(r, "other-pool"));

    final Map<String, String> threads = new ConcurrentHashMap<>();

    @AfterAll
    static void stopPool() {
        OTHER.shutdownNow();
    }

    private static String describe(Thread thread, boolean eventLoop) {
        return (eventLoop ? "event-loop " : "not-event-loop ") + thread.getName();
    }

    /** Records the thread of the handler call and, through a headers-end hook, of the response writing. */
    private void record(RoutingContext rc) {
        threads.put("handler", describe(Thread.currentThread(), Context.isOnEventLoopThread()));
        threads.put("handler-can-block", String.valueOf(Infrastructure.canCallerThreadBeBlocked()));
        rc.response()
                .headersEndHandler(ignored ->
                        threads.put("response", describe(Thread.currentThread(), Context.isOnEventLoopThread())));
    }

    @Test
    void uniHandlerRunsOnTheEventLoop() throws Exception {
        routes.get("/uni").text(rc -> {
            record(rc);
            return item("ok");
        });

        assertThat(get("/uni").body()).isEqualTo("ok");
        assertThat(threads.get("handler")).startsWith("event-loop vert.x-eventloop-thread");
        assertThat(threads.get("response")).startsWith("event-loop vert.x-eventloop-thread");
    }

    @Test
    void multiHandlerRunsOnTheEventLoop() throws Exception {
        TestSources.Source<Integer> source = source(3, i -> (int) i);
        routes.get("/multi").ndjson(Integer.class, rc -> {
            record(rc);
            return source;
        });

        assertThat(get("/multi").body()).isEqualTo("0\n1\n2\n");
        assertThat(threads.get("handler")).startsWith("event-loop");
        assertThat(source.subscribeThread.get().getName()).startsWith("vert.x-eventloop-thread");
        assertThat(source.requestThread.get().getName()).startsWith("vert.x-eventloop-thread");
        assertThat(threads.get("response")).startsWith("event-loop");
    }

    @Test
    void plainValueHandlerRunsOnAWorkerAndIsWrittenOnTheEventLoop() throws Exception {
        routes.get("/value").value(String.class, rc -> {
            record(rc);
            return "ok";
        });

        assertThat(get("/value").body()).isEqualTo("ok");
        assertThat(threads.get("handler")).startsWith("not-event-loop vert.x-worker-thread");
        assertThat(threads.get("response")).startsWith("event-loop vert.x-eventloop-thread");
    }

    @Test
    void blockingUniHandlerRunsOnAWorkerAndIsWrittenOnTheEventLoop() throws Exception {
        routes.get("/blocking").blocking().text(rc -> {
            record(rc);
            return item("ok");
        });

        assertThat(get("/blocking").body()).isEqualTo("ok");
        assertThat(threads.get("handler")).startsWith("not-event-loop vert.x-worker-thread");
        assertThat(threads.get("response")).startsWith("event-loop vert.x-eventloop-thread");
    }

    @Test
    void blockingMultiHandlerSubscribesOnAWorker() throws Exception {
        TestSources.Source<Integer> source = source(3, i -> (int) i);
        routes.get("/blocking-stream").blocking().ndjson(Integer.class, rc -> {
            record(rc);
            return source;
        });

        assertThat(get("/blocking-stream").body()).isEqualTo("0\n1\n2\n");
        assertThat(threads.get("handler")).startsWith("not-event-loop vert.x-worker-thread");
        assertThat(source.subscribeThread.get().getName()).startsWith("vert.x-worker-thread");
        assertThat(threads.get("response")).startsWith("event-loop");
    }

    @Test
    void uniEmittingOnAnotherThreadIsWrittenBackOnTheEventLoop() throws Exception {
        routes.get("/offloaded").text(rc -> {
            record(rc);
            return TestSources.uniOn(OTHER, () -> Thread.currentThread().getName());
        });

        assertThat(get("/offloaded").body()).isEqualTo("other-pool");
        assertThat(threads.get("response")).startsWith("event-loop vert.x-eventloop-thread");
    }

    @Test
    void multiEmittingOnAnotherThreadIsWrittenBackOnTheEventLoop() throws Exception {
        routes.get("/offloaded-stream").ndjson(String.class, rc -> {
            record(rc);
            return source(3, i -> Thread.currentThread().getName()).emittingOn(OTHER);
        });

        assertThat(get("/offloaded-stream").body()).isEqualTo("\"other-pool\"\n".repeat(3));
        assertThat(threads.get("response")).startsWith("event-loop vert.x-eventloop-thread");
    }

    @Test
    void awaitOnTheEventLoopFailsFastAndSaysWhatToDo() throws Exception {
        routes.get("/await").text(rc -> Uni.createFrom()
                .item(Uni.createFrom().item("x").await().indefinitely()));

        HttpResponse<String> response = get("/await");

        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(errorsLogged()).hasSize(1);
        assertThat(errorsLogged().get(0).getThrown())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("emitOn")
                .hasMessageContaining("blocking");
    }

    @Test
    void awaitInABlockingHandlerWorks() throws Exception {
        routes.get("/await").blocking().text(rc -> Uni.createFrom()
                .item(Uni.createFrom().item("awaited").emitOn(OTHER).await().atMost(Duration.ofSeconds(5))));

        assertThat(get("/await").body()).isEqualTo("awaited");
    }

    @Test
    void emitOnInsideAUniChainIsWrittenBackOnTheEventLoop() throws Exception {
        routes.get("/emit-on").text(rc -> {
            record(rc);
            return Uni.createFrom()
                    .item("x")
                    .emitOn(Infrastructure.getDefaultWorkerPool())
                    .onItem()
                    .transform(x -> String.valueOf(Context.isOnEventLoopThread()));
        });

        assertThat(get("/emit-on").body()).isEqualTo("false");
        assertThat(threads.get("response")).startsWith("event-loop vert.x-eventloop-thread");
    }

    @Test
    void emitOnInsideAMultiChainIsWrittenBackOnTheEventLoop() throws Exception {
        routes.get("/emit-on-stream").ndjson(Integer.class, rc -> {
            record(rc);
            return Multi.createFrom().range(0, 5_000).emitOn(Infrastructure.getDefaultWorkerPool());
        });

        HttpResponse<String> response = get("/emit-on-stream");

        assertThat(response.body().split("\n"))
                .hasSize(5_000)
                .startsWith("0", "1")
                .endsWith("4999");
        assertThat(threads.get("response")).startsWith("event-loop vert.x-eventloop-thread");
    }

    @Test
    void awaitIsRefusedOnTheEventLoopAndAllowedInBlockingHandlers() throws Exception {
        routes.get("/loop").text(rc -> {
            record(rc);
            return item("x");
        });
        get("/loop");
        String onLoop = threads.get("handler-can-block");
        routes.get("/worker").blocking().text(rc -> {
            record(rc);
            return item("x");
        });
        get("/worker");

        assertThat(onLoop).isEqualTo("false");
        assertThat(threads.get("handler-can-block")).isEqualTo("true");
    }
}
