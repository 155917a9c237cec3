package io.mutiny.http;

import static io.mutiny.http.TestSources.source;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

class StreamBackPressureTest extends HttpTestBase {

    static final ExecutorService EMITTER = Executors.newSingleThreadExecutor();

    @AfterAll
    static void stopEmitter() {
        EMITTER.shutdownNow();
    }

    /** About 75 bytes per line: a million items make a 75 MB stream. */
    record Line(long index, String padding) {}

    static final String PADDING = "x".repeat(40);

    /**
     * A client that stops reading stops the source: with a million items to send, the server never requests more
     * than a bounded number of items ahead of what the client has read, whether the client reads or not.
     */
    @Test
    void slowReaderKeepsTheSourceWithinABoundedDistance() throws Exception {
        long total = 1_000_000;
        // 7.5 MB of a 75 MB stream: the kernel's send buffer on loopback autotunes up to 4 MB (tcp_wmem), plus the
        // client's receive buffer, the response's write queue and one batch; what the adapter itself holds is
        // bounded more tightly in ResponseStreamSubscriberTest
        long maxAhead = 100_000;
        TestSources.Source<Line> source = source(total, i -> new Line(i, PADDING));
        routes.get("/lines").ndjson(Line.class, rc -> source);

        try (RawHttpClient client = RawHttpClient.connect(port, 256 * 1024).get("/lines")) {
            assertThat(client.status).isEqualTo(200);
            awaitStable(source.requested);
            long requestedWhileNotReading = source.requested.get();
            assertThat(requestedWhileNotReading).isBetween(1L, maxAhead);

            long linesRead = 0;
            long maxSeenAhead = 0;
            byte[] chunk;
            while ((chunk = client.nextChunk()) != null && chunk.length > 0) {
                for (byte b : chunk) {
                    if (b == '\n') {
                        linesRead++;
                    }
                }
                maxSeenAhead = Math.max(maxSeenAhead, source.requested.get() - linesRead);
            }
            assertThat(chunk).as("terminating chunk").isNotNull();
            assertThat(linesRead).isEqualTo(total);
            assertThat(source.emitted.get()).isEqualTo(total);
            assertThat(source.requested.get()).isLessThan(total + MutinyHttpOptions.DEFAULT_STREAM_BATCH_SIZE);
            assertThat(maxSeenAhead).isLessThanOrEqualTo(maxAhead);
        }
    }

    /**
     * The same bound holds for a fuseable source, which the server polls instead of requesting from: a client that
     * stops reading stops the polling.
     */
    @Test
    void slowReaderKeepsAFusedSourceWithinABoundedDistance() throws Exception {
        long total = 1_000_000;
        long maxAhead = 100_000;
        TestSources.FusedSource<Line> source = TestSources.fusedSource(total, i -> new Line(i, PADDING));
        routes.get("/fused-lines").ndjson(Line.class, rc -> source);

        try (RawHttpClient client = RawHttpClient.connect(port, 256 * 1024).get("/fused-lines")) {
            assertThat(client.status).isEqualTo(200);
            awaitStable(source.polled);
            assertThat(source.polled.get()).isBetween(1L, maxAhead);

            long linesRead = 0;
            long maxSeenAhead = 0;
            byte[] chunk;
            while ((chunk = client.nextChunk()) != null && chunk.length > 0) {
                for (byte b : chunk) {
                    if (b == '\n') {
                        linesRead++;
                    }
                }
                maxSeenAhead = Math.max(maxSeenAhead, source.polled.get() - linesRead);
            }
            assertThat(linesRead).isEqualTo(total);
            assertThat(source.requestCalls.get()).isZero();
            assertThat(maxSeenAhead).isLessThanOrEqualTo(maxAhead);
        }
    }

    /** Items that arrive together leave in one write: far fewer chunks than items. */
    @Test
    void itemsArrivingTogetherAreCoalescedIntoOneWrite() throws Exception {
        int total = 200_000;
        routes.get("/numbers").ndjson(Integer.class, rc -> source(total, i -> (int) i));

        try (RawHttpClient client = RawHttpClient.connect(port, 1024 * 1024).get("/numbers")) {
            RawHttpClient.Body body = client.readBody();

            assertThat(body.complete()).isTrue();
            assertThat(body.text().split("\n")).hasSize(total);
            assertThat(body.chunks()).isLessThan(total / 100);
        }
    }

    /** A slow source's item is written as soon as it arrives, not held back waiting for a batch to fill. */
    @Test
    void aSlowSourcesItemIsNotDelayed() throws Exception {
        CountDownLatch firstItemReceived = new CountDownLatch(1);
        routes.get("/slow").ndjson(Integer.class, rc -> source(2, i -> {
                    if (i == 1) {
                        await().atMost(Duration.ofSeconds(10)).until(() -> firstItemReceived.getCount() == 0);
                    }
                    return (int) i;
                })
                .emittingOn(EMITTER));

        try (RawHttpClient client = RawHttpClient.connect(port, 64 * 1024).get("/slow")) {
            assertThat(new String(client.nextChunk())).isEqualTo("0\n");
            firstItemReceived.countDown();
            assertThat(client.readBody().text()).isEqualTo("1\n");
        }
    }

    /** Demand reaches the source in bounded batches, never unbounded. */
    @Test
    void demandIsRequestedInBoundedBatches() throws Exception {
        TestSources.Source<Integer> source = source(10_000, i -> (int) i);
        AtomicLong largestRequest = new AtomicLong();
        routes.get("/batches").ndjson(Integer.class, rc -> new io.mutiny.operators.AbstractMulti<Integer>() {
            @Override
            public void subscribe(io.mutiny.subscription.MultiSubscriber<? super Integer> subscriber) {
                source.subscribe(new java.util.concurrent.Flow.Subscriber<Integer>() {
                    @Override
                    public void onSubscribe(java.util.concurrent.Flow.Subscription subscription) {
                        subscriber.onSubscribe(new java.util.concurrent.Flow.Subscription() {
                            @Override
                            public void request(long n) {
                                largestRequest.accumulateAndGet(n, Math::max);
                                subscription.request(n);
                            }

                            @Override
                            public void cancel() {
                                subscription.cancel();
                            }
                        });
                    }

                    @Override
                    public void onNext(Integer item) {
                        subscriber.onItem(item);
                    }

                    @Override
                    public void onError(Throwable throwable) {
                        subscriber.onFailure(throwable);
                    }

                    @Override
                    public void onComplete() {
                        subscriber.onCompletion();
                    }
                });
            }
        });

        HttpResponse<String> response = get("/batches");

        assertThat(response.body().split("\n")).hasSize(10_000);
        assertThat(largestRequest.get()).isEqualTo(MutinyHttpOptions.DEFAULT_STREAM_BATCH_SIZE);
        assertThat(source.requestCalls.get()).isGreaterThan(10_000L / MutinyHttpOptions.DEFAULT_STREAM_BATCH_SIZE);
    }

    /**
     * A fast source of a million items reaches the client whole. Its speed is measured by the load benchmarks
     * (bench/), not here: a timed assertion would only measure how loaded the machine is.
     */
    @Test
    void aMillionItemsFromAFastSourceArriveWhole() throws Exception {
        int total = 1_000_000;
        routes.get("/fast").ndjson(Integer.class, rc -> source(total, i -> (int) i));

        HttpResponse<InputStream> response =
                CLIENT.send(request("/fast").build(), HttpResponse.BodyHandlers.ofInputStream());

        assertThat(countLines(response.body())).isEqualTo(total);
    }

    private static long countLines(InputStream in) throws IOException {
        long lines = 0;
        byte[] buffer = new byte[64 * 1024];
        int read;
        while ((read = in.read(buffer)) != -1) {
            for (int i = 0; i < read; i++) {
                if (buffer[i] == '\n') {
                    lines++;
                }
            }
        }
        return lines;
    }

    /** Waits until {@code counter} stopped moving (the server is blocked by the socket). */
    private static void awaitStable(AtomicLong counter) {
        long[] previous = {-1};
        await().atMost(Duration.ofSeconds(15))
                .pollInterval(Duration.ofMillis(200))
                .until(() -> {
                    long now = counter.get();
                    boolean stable = now > 0 && now == previous[0];
                    previous[0] = now;
                    return stable;
                });
    }
}
