package io.mutiny.http;

import static io.mutiny.http.TestSources.source;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class DisconnectTest extends HttpTestBase {

    @Test
    void clientDisconnectCancelsTheStreamWithinASecond() throws Exception {
        TestSources.Source<Long> endless = source(Long.MAX_VALUE, i -> i);
        routes.get("/endless").ndjson(Long.class, rc -> endless);

        RawHttpClient client = RawHttpClient.connect(port, 64 * 1024).get("/endless");
        assertThat(client.nextChunk()).isNotEmpty();
        client.close();

        assertThat(endless.cancelled.await(1, TimeUnit.SECONDS)).isTrue();
        assertThat(errorsLogged()).as("a client leaving is not an error").isEmpty();
    }

    @Test
    void clientDisconnectCancelsAndReleasesAFusedSource() throws Exception {
        TestSources.FusedSource<Long> endless = TestSources.fusedSource(Long.MAX_VALUE, i -> i);
        routes.get("/fused-endless").ndjson(Long.class, rc -> endless);

        RawHttpClient client = RawHttpClient.connect(port, 64 * 1024).get("/fused-endless");
        assertThat(client.nextChunk()).isNotEmpty();
        client.close();

        assertThat(endless.cancelled.await(1, TimeUnit.SECONDS)).isTrue();
        assertThat(endless.cleared.await(1, TimeUnit.SECONDS)).as("released").isTrue();
    }

    @Test
    void disconnectOfASseClientWithoutPendingWritesCancelsToo() throws Exception {
        TestSources.Source<String> silent = source(1, i -> "never").emittingOn(command -> {});
        routes.get("/silent").sse(String.class, rc -> silent);

        RawHttpClient client = RawHttpClient.connect(port, 64 * 1024);
        client.sendGet("/silent");
        assertThat(silent.subscribed.await(5, TimeUnit.SECONDS)).isTrue();
        client.close();

        assertThat(silent.cancelled.await(1, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void clientDisconnectCancelsAPendingUni() throws Exception {
        CountDownLatch subscribed = new CountDownLatch(1);
        CountDownLatch cancelled = new CountDownLatch(1);
        routes.get("/pending").text(rc -> TestSources.never(subscribed, cancelled));

        RawHttpClient client = RawHttpClient.connect(port, 64 * 1024);
        client.sendGet("/pending");
        assertThat(subscribed.await(5, TimeUnit.SECONDS)).isTrue();
        client.close();

        assertThat(cancelled.await(1, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void disconnectCancelsAMultiBuiltWithTheMutinyApi() throws Exception {
        CountDownLatch cancelled = new CountDownLatch(1);
        routes.get("/range").ndjson(Integer.class, rc -> io.mutiny.Multi.createFrom()
                .range(0, Integer.MAX_VALUE)
                .onCancellation()
                .invoke(cancelled::countDown));

        RawHttpClient client = RawHttpClient.connect(port, 64 * 1024).get("/range");
        assertThat(client.nextChunk()).isNotEmpty();
        client.close();

        assertThat(cancelled.await(1, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void disconnectCancelsAUniBuiltWithTheMutinyApi() throws Exception {
        CountDownLatch subscribed = new CountDownLatch(1);
        CountDownLatch cancelled = new CountDownLatch(1);
        routes.get("/uni").text(rc -> io.mutiny.Uni.createFrom()
                .<String>nothing()
                .onSubscription()
                .invoke(subscribed::countDown)
                .onCancellation()
                .invoke(cancelled::countDown));

        RawHttpClient client = RawHttpClient.connect(port, 64 * 1024);
        client.sendGet("/uni");
        assertThat(subscribed.await(5, TimeUnit.SECONDS)).isTrue();
        client.close();

        assertThat(cancelled.await(1, TimeUnit.SECONDS)).isTrue();
    }

    /**
     * A route answered from the event loop whose {@code Uni} is pending when it returns: the adapter's close handler
     * replaces one the route set (documented in http.md), and the {@code Uni} is cancelled when the client goes away.
     */
    @Test
    void aPendingUniOfARouteThatSetItsOwnCloseHandlerIsCancelled() throws Exception {
        CountDownLatch subscribed = new CountDownLatch(1);
        CountDownLatch cancelled = new CountDownLatch(1);
        routes.get("/own-close-handler").text(rc -> {
            rc.response().closeHandler(ignored -> {});
            return TestSources.never(subscribed, cancelled);
        });

        RawHttpClient client = RawHttpClient.connect(port, 64 * 1024);
        client.sendGet("/own-close-handler");
        assertThat(subscribed.await(5, TimeUnit.SECONDS)).isTrue();
        client.close();

        assertThat(cancelled.await(1, TimeUnit.SECONDS)).as("cancelled").isTrue();
    }

    /**
     * Vert.x keeps one close handler per response: a blocking route that sets its own and returns a pending
     * {@code Uni} keeps it, and the {@code Uni} is still cancelled when the client goes away.
     */
    @Test
    void aCloseHandlerSetByABlockingRouteRunsAndItsPendingUniIsCancelled() throws Exception {
        CountDownLatch subscribed = new CountDownLatch(1);
        CountDownLatch cancelled = new CountDownLatch(1);
        CountDownLatch routeCloseHandlerRan = new CountDownLatch(1);
        routes.get("/blocking-own-close-handler").blocking().text(rc -> {
            rc.response().closeHandler(ignored -> routeCloseHandlerRan.countDown());
            return TestSources.never(subscribed, cancelled);
        });

        RawHttpClient client = RawHttpClient.connect(port, 64 * 1024);
        client.sendGet("/blocking-own-close-handler");
        assertThat(subscribed.await(5, TimeUnit.SECONDS)).isTrue();
        client.close();

        assertThat(cancelled.await(1, TimeUnit.SECONDS)).as("cancelled").isTrue();
        assertThat(routeCloseHandlerRan.await(1, TimeUnit.SECONDS))
                .as("the route's close handler ran")
                .isTrue();
    }

    /** A close handler set by a route streaming a {@code Multi} is kept, and the stream is cancelled. */
    @Test
    void aCloseHandlerSetByTheRouteRunsAndItsStreamIsCancelled() throws Exception {
        TestSources.Source<Long> endless = source(Long.MAX_VALUE, i -> i);
        CountDownLatch routeCloseHandlerRan = new CountDownLatch(1);
        routes.get("/own-close-handler-stream").ndjson(Long.class, rc -> {
            rc.response().closeHandler(ignored -> routeCloseHandlerRan.countDown());
            return endless;
        });

        RawHttpClient client = RawHttpClient.connect(port, 64 * 1024).get("/own-close-handler-stream");
        assertThat(client.nextChunk()).isNotEmpty();
        client.close();

        assertThat(endless.cancelled.await(1, TimeUnit.SECONDS)).as("cancelled").isTrue();
        assertThat(routeCloseHandlerRan.await(1, TimeUnit.SECONDS))
                .as("the route's close handler ran")
                .isTrue();
        assertThat(errorsLogged()).as("a client leaving is not an error").isEmpty();
    }

    /**
     * An asynchronous handler in front of the route (authentication, a lookup) lets it run after the client left:
     * no close event will come any more, and the stream must be cancelled all the same.
     */
    @Test
    void aStreamWhoseClientLeftBeforeTheRouteRanIsCancelled() throws Exception {
        CountDownLatch arrived = new CountDownLatch(1);
        CountDownLatch routed = new CountDownLatch(1);
        CountDownLatch cancelled = new CountDownLatch(1);
        router.route("/late").handler(rc -> {
            arrived.countDown();
            rc.response().closeHandler(gone -> rc.next());
        });
        routes.get("/late").ndjson(Long.class, rc -> {
            routed.countDown();
            return io.mutiny.Multi.createFrom()
                    .ticks()
                    .every(java.time.Duration.ofMillis(10))
                    .onCancellation()
                    .invoke(cancelled::countDown);
        });

        RawHttpClient client = RawHttpClient.connect(port, 64 * 1024);
        client.sendGet("/late");
        assertThat(arrived.await(5, TimeUnit.SECONDS)).isTrue();
        client.close();

        assertThat(routed.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(cancelled.await(1, TimeUnit.SECONDS)).as("cancelled").isTrue();
    }

    /** Disconnects racing with items emitted from another thread: the source is always cancelled. */
    @RepeatedTest(10)
    void disconnectRacingWithEmissionsAlwaysCancels() throws Exception {
        TestSources.Source<Long> endless =
                source(Long.MAX_VALUE, i -> i).emittingOn(java.util.concurrent.ForkJoinPool.commonPool());
        routes.get("/race").ndjson(Long.class, rc -> endless);

        RawHttpClient client = RawHttpClient.connect(port, 64 * 1024).get("/race");
        client.nextChunk();
        client.close();

        assertThat(endless.cancelled.await(2, TimeUnit.SECONDS)).isTrue();
    }
}
