package io.mutiny.http;

import static io.mutiny.http.TestSources.fusedSource;
import static io.mutiny.http.TestSources.source;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.mutiny.Multi;
import io.mutiny.subscription.FusedSubscription;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerResponse;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The streaming subscriber against a response double, where the write queue's state is under the test's control. */
@Timeout(30)
class ResponseStreamSubscriberTest {

    static Vertx vertx;
    static final ExecutorService EMITTER = Executors.newSingleThreadExecutor();
    static final StreamFormat<Integer> NDJSON = StreamFormat.ndjson(new ObjectMapper(), Integer.class);

    @BeforeAll
    static void start() {
        vertx = Vertx.vertx();
        Awaitility.setDefaultPollInterval(Duration.ofMillis(2));
    }

    @AfterAll
    static void stop() throws Exception {
        Awaitility.reset();
        EMITTER.shutdownNow();
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    /** A response that records what is written and whose write queue is full when the test says so. */
    static final class FakeResponse {
        final Buffer written = Buffer.buffer();
        final AtomicInteger writes = new AtomicInteger();
        volatile boolean writeQueueFull;
        /** When positive, the write queue becomes full after that many writes. */
        volatile int fullAfterWrites;

        volatile boolean headWritten;
        volatile boolean ended;
        volatile boolean reset;
        volatile Handler<Void> drainHandler;
        volatile Handler<Void> closeHandler;
        volatile Thread writerThread;
        /** How many times {@code closed()} was asked: the heartbeat asks at every beat, so a test can count beats. */
        final AtomicInteger closedChecks = new AtomicInteger();

        final io.vertx.core.MultiMap headers = io.vertx.core.MultiMap.caseInsensitiveMultiMap();
        final HttpServerResponse proxy = (HttpServerResponse) Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[] {HttpServerResponse.class}, (self, method, args) -> {
                    switch (method.getName()) {
                        case "write":
                            writerThread = Thread.currentThread();
                            headWritten = true;
                            if (writes.incrementAndGet() == fullAfterWrites) {
                                writeQueueFull = true;
                            }
                            written.appendBuffer((Buffer) args[0]);
                            return Future.succeededFuture();
                        case "end":
                            headWritten = true;
                            if (args != null && args.length == 1) {
                                written.appendBuffer((Buffer) args[0]);
                            }
                            ended = true;
                            return Future.succeededFuture();
                        case "reset":
                            reset = true;
                            return Future.succeededFuture();
                        case "writeQueueFull":
                            return writeQueueFull;
                        case "headWritten":
                            return headWritten;
                        case "ended":
                            return ended;
                        case "closed":
                            closedChecks.incrementAndGet();
                            return false;
                        case "headers":
                            return headers;
                        case "drainHandler":
                            drainHandler = cast(args[0]);
                            return self;
                        case "closeHandler":
                            closeHandler = cast(args[0]);
                            return self;
                        default:
                            return method.getReturnType() == HttpServerResponse.class ? self : null;
                    }
                });

        @SuppressWarnings("unchecked")
        private static Handler<Void> cast(Object handler) {
            return (Handler<Void>) handler;
        }
    }

    /** Runs {@code action} on {@code context} and waits for its result. */
    static <T> T on(Context context, Supplier<T> action) throws Exception {
        CompletableFuture<T> result = new CompletableFuture<>();
        context.runOnContext(ignored -> {
            try {
                result.complete(action.get());
            } catch (Throwable t) {
                result.completeExceptionally(t);
            }
        });
        return result.get(10, TimeUnit.SECONDS);
    }

    @Test
    void stopsRequestingWhileTheWriteQueueIsFullAndResumesOnDrain() throws Exception {
        Context context = vertx.getOrCreateContext();
        FakeResponse response = new FakeResponse();
        TestSources.Source<Integer> source = source(1_000, i -> (int) i);
        ResponseStreamSubscriber<Integer> subscriber =
                on(context, () -> new ResponseStreamSubscriber<>(response.proxy, context, NDJSON, 8));
        response.fullAfterWrites = 1;

        source.subscribe(subscriber);
        await().atMost(Duration.ofSeconds(5)).until(() -> source.requested.get() == 8);
        on(context, () -> true); // let any pending context task run
        assertThat(source.requested.get())
                .as("nothing more while the queue is full")
                .isEqualTo(8);
        assertThat(response.writes.get()).isEqualTo(1);

        response.writeQueueFull = false;
        on(context, () -> {
            response.drainHandler.handle(null);
            return true;
        });

        await().atMost(Duration.ofSeconds(5)).until(() -> response.ended);
        assertThat(source.requested.get()).isBetween(1_000L, 1_008L);
        assertThat(response.written.toString().split("\n")).hasSize(1_000);
        assertThat(response.writeQueueFull).isFalse();
    }

    /**
     * A client that stops reading fills the write queue: data is pending, the connection is not idle, and a heartbeat
     * would only pile up in the queue, so none is written until the queue drains.
     */
    @Test
    void noHeartbeatIsWrittenWhileTheWriteQueueIsFullAndHeartbeatsResumeOnDrain() throws Exception {
        Context context = vertx.getOrCreateContext();
        FakeResponse response = new FakeResponse();
        // the first heartbeat fills the queue: the client stopped reading
        response.fullAfterWrites = 1;
        TestSources.Source<String> silent = source(1, i -> "never").emittingOn(command -> {});
        ResponseStreamSubscriber<String> subscriber = on(
                context,
                () -> new ResponseStreamSubscriber<>(
                        response.proxy,
                        context,
                        StreamFormat.sse(new ObjectMapper(), String.class),
                        8,
                        Duration.ofMillis(10),
                        null,
                        null));
        silent.subscribe(subscriber);
        await().atMost(Duration.ofSeconds(5)).until(() -> response.writes.get() >= 1);

        int beatsSoFar = on(context, response.closedChecks::get);
        await().atMost(Duration.ofSeconds(5)).until(() -> response.closedChecks.get() >= beatsSoFar + 3);
        assertThat(on(context, response.writes::get))
                .as("no heartbeat during three beats with a full write queue")
                .isEqualTo(1);

        response.writeQueueFull = false;
        on(context, () -> {
            response.drainHandler.handle(null);
            return true;
        });
        await().atMost(Duration.ofSeconds(5)).until(() -> response.writes.get() >= 2);
        assertThat(on(context, () -> response.written.toString())).startsWith(":\n\n:\n\n");

        on(context, () -> {
            response.closeHandler.handle(null);
            return true;
        });
        assertThat(silent.cancelled.await(1, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void closeHandlerCancelsUpstream() throws Exception {
        Context context = vertx.getOrCreateContext();
        FakeResponse response = new FakeResponse();
        TestSources.Source<Integer> source = source(Long.MAX_VALUE, i -> (int) i);
        ResponseStreamSubscriber<Integer> subscriber =
                on(context, () -> new ResponseStreamSubscriber<>(response.proxy, context, NDJSON, 8));
        response.fullAfterWrites = 1;
        source.subscribe(subscriber);
        await().atMost(Duration.ofSeconds(5)).until(() -> source.requested.get() > 0);

        on(context, () -> {
            response.closeHandler.handle(null);
            return true;
        });

        assertThat(source.cancelled.await(1, TimeUnit.SECONDS)).isTrue();
        assertThat(response.ended).isFalse();
    }

    @Test
    void secondSubscriptionIsCancelledAndNullSignalsThrow() throws Exception {
        Context context = vertx.getOrCreateContext();
        FakeResponse response = new FakeResponse();
        ResponseStreamSubscriber<Integer> subscriber =
                on(context, () -> new ResponseStreamSubscriber<>(response.proxy, context, NDJSON, 8));
        AtomicBoolean secondCancelled = new AtomicBoolean();
        subscriber.onSubscribe(new Flow.Subscription() {
            @Override
            public void request(long n) {}

            @Override
            public void cancel() {}
        });

        subscriber.onSubscribe(new Flow.Subscription() {
            @Override
            public void request(long n) {}

            @Override
            public void cancel() {
                secondCancelled.set(true);
            }
        });

        assertThat(secondCancelled).isTrue();
        assertThatThrownBy(() -> subscriber.onNext(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> subscriber.onError(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> subscriber.onSubscribe(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void aSourceIgnoringDemandIsCancelledAndResetsTheResponse() throws Exception {
        Context context = vertx.getOrCreateContext();
        FakeResponse response = new FakeResponse();
        AtomicBoolean cancelled = new AtomicBoolean();
        ResponseStreamSubscriber<Integer> subscriber =
                on(context, () -> new ResponseStreamSubscriber<>(response.proxy, context, NDJSON, 4));
        // no demand is added once the first item is written
        response.fullAfterWrites = 1;
        on(context, () -> {
            subscriber.onSubscribe(new Flow.Subscription() {
                @Override
                public void request(long n) {}

                @Override
                public void cancel() {
                    cancelled.set(true);
                }
            });
            for (int i = 0; i < 100; i++) {
                subscriber.onNext(i);
            }
            return true;
        });

        assertThat(cancelled).isTrue();
        // the first items were written: the head is out, so the connection is reset
        await().atMost(Duration.ofSeconds(5)).until(() -> response.reset);
        assertThat(response.written.toString()).isEqualTo("0\n1\n2\n3\n");
        assertThat(response.ended).isFalse();
    }

    /** Subscribes {@code subscriber} to {@code source} on {@code context}, as a route handler does. */
    static <T> void subscribeOn(Context context, Multi<T> source, ResponseStreamSubscriber<T> subscriber)
            throws Exception {
        on(context, () -> {
            source.subscribe(subscriber);
            return true;
        });
    }

    static String lines(int count) {
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < count; i++) {
            expected.append(i).append('\n');
        }
        return expected.toString();
    }

    /** A fuseable source is polled on the event loop, one write per batch, and never asked for items. */
    @Test
    void pollsAFuseableSourceOneBatchPerWriteWithoutRequesting() throws Exception {
        Context context = vertx.getOrCreateContext();
        FakeResponse response = new FakeResponse();
        TestSources.FusedSource<Integer> source = fusedSource(1_000, i -> (int) i);
        ResponseStreamSubscriber<Integer> subscriber =
                on(context, () -> new ResponseStreamSubscriber<>(response.proxy, context, NDJSON, 8));

        subscribeOn(context, source, subscriber);

        await().atMost(Duration.ofSeconds(5)).until(() -> response.ended);
        assertThat(source.requestedModes.get()).isEqualTo(FusedSubscription.SYNC);
        assertThat(source.requestCalls.get()).isZero();
        assertThat(on(context, () -> response.written.toString())).isEqualTo(lines(1_000));
        assertThat(response.writes.get()).isEqualTo(1_000 / 8);
        assertThat(source.cleared.getCount()).as("released on completion").isZero();
        assertThat(source.pollThread.get().getName()).startsWith("vert.x-eventloop-thread");
    }

    /** A full write queue stops the polling after one batch; the drain handler resumes it. */
    @Test
    void stopsPollingWhileTheWriteQueueIsFullAndResumesOnDrain() throws Exception {
        Context context = vertx.getOrCreateContext();
        FakeResponse response = new FakeResponse();
        TestSources.FusedSource<Integer> source = fusedSource(1_000, i -> (int) i);
        ResponseStreamSubscriber<Integer> subscriber =
                on(context, () -> new ResponseStreamSubscriber<>(response.proxy, context, NDJSON, 8));
        response.fullAfterWrites = 1;

        subscribeOn(context, source, subscriber);
        on(context, () -> true); // let any pending context task run
        on(context, () -> true);

        assertThat(source.polled.get())
                .as("one batch, then nothing while the queue is full")
                .isEqualTo(8);
        assertThat(response.writes.get()).isEqualTo(1);

        response.writeQueueFull = false;
        on(context, () -> {
            response.drainHandler.handle(null);
            return true;
        });

        await().atMost(Duration.ofSeconds(5)).until(() -> response.ended);
        assertThat(on(context, () -> response.written.toString())).isEqualTo(lines(1_000));
    }

    /** A client that goes away cancels a fused source and releases it; nothing is polled afterwards. */
    @Test
    void closeHandlerCancelsAndClearsAFusedSource() throws Exception {
        Context context = vertx.getOrCreateContext();
        FakeResponse response = new FakeResponse();
        TestSources.FusedSource<Integer> source = fusedSource(Long.MAX_VALUE, i -> (int) i);
        ResponseStreamSubscriber<Integer> subscriber =
                on(context, () -> new ResponseStreamSubscriber<>(response.proxy, context, NDJSON, 8));
        response.fullAfterWrites = 1;
        subscribeOn(context, source, subscriber);

        on(context, () -> {
            response.closeHandler.handle(null);
            return true;
        });
        response.writeQueueFull = false;
        on(context, () -> {
            response.drainHandler.handle(null);
            return true;
        });

        assertThat(source.cancelled.await(1, TimeUnit.SECONDS)).isTrue();
        assertThat(source.cleared.await(1, TimeUnit.SECONDS)).isTrue();
        assertThat(source.polled.get()).isEqualTo(8);
        assertThat(response.ended).isFalse();
    }

    /** Items polled before a fused source fails are written, then the connection is reset. */
    @Test
    void aFusedSourceFailureAfterItemsWritesThemThenResets() throws Exception {
        Context context = vertx.getOrCreateContext();
        FakeResponse response = new FakeResponse();
        TestSources.FusedSource<Integer> source =
                fusedSource(1_000, i -> (int) i).failingAfter(3, new IllegalStateException("boom"));
        ResponseStreamSubscriber<Integer> subscriber =
                on(context, () -> new ResponseStreamSubscriber<>(response.proxy, context, NDJSON, 8));

        subscribeOn(context, source, subscriber);

        await().atMost(Duration.ofSeconds(5)).until(() -> response.reset);
        assertThat(on(context, () -> response.written.toString())).isEqualTo(lines(3));
        assertThat(response.ended).isFalse();
        assertThat(source.cleared.getCount()).isZero();
    }

    /**
     * Subscribed on another thread than the context's (a blocking route), the subscriber asks for fusion across a
     * boundary; a source refusing it (user code in its poll) is pushed instead, and still requested in batches.
     */
    @Test
    void subscribingOffTheContextFusesOnlyAcrossABoundary() throws Exception {
        Context context = vertx.getOrCreateContext();
        FakeResponse boundaryResponse = new FakeResponse();
        TestSources.FusedSource<Integer> fuseable = fusedSource(100, i -> (int) i);
        fuseable.subscribe(
                on(context, () -> new ResponseStreamSubscriber<>(boundaryResponse.proxy, context, NDJSON, 8)));

        await().atMost(Duration.ofSeconds(5)).until(() -> boundaryResponse.ended);
        assertThat(fuseable.requestedModes.get()).isEqualTo(FusedSubscription.SYNC | FusedSubscription.BOUNDARY);
        assertThat(on(context, () -> boundaryResponse.written.toString())).isEqualTo(lines(100));

        FakeResponse pushedResponse = new FakeResponse();
        java.util.List<String> mapperThreads = new java.util.concurrent.CopyOnWriteArrayList<>();
        Multi<Integer> transformed = Multi.createFrom().range(0, 100).onItem().transform(i -> {
            mapperThreads.add(Thread.currentThread().getName());
            return i;
        });
        transformed.subscribe(
                on(context, () -> new ResponseStreamSubscriber<>(pushedResponse.proxy, context, NDJSON, 8)));

        await().atMost(Duration.ofSeconds(5)).until(() -> pushedResponse.ended);
        assertThat(on(context, () -> pushedResponse.written.toString())).isEqualTo(lines(100));
        // pushed on request: the requests come from the event loop
        assertThat(mapperThreads).hasSize(100).allMatch(name -> name.startsWith("vert.x-eventloop-thread"));
    }

    /** Serializes as {@code {"value":N}}, except when {@code value == failing}: its serialization throws. */
    static final class Flaky {
        private final int value;
        private final int failing;

        Flaky(int value, int failing) {
            this.value = value;
            this.failing = failing;
        }

        public int getValue() {
            if (value == failing) {
                throw new IllegalStateException("not serializable: " + value);
            }
            return value;
        }
    }

    /**
     * An item that cannot be serialized drops the rest of its write (the items are encoded together) and resets the
     * connection; the encoder's resources are released: the next stream on the same event loop encodes normally.
     */
    @Test
    void aSerializationFailureWithinABatchResetsTheResponse() throws Exception {
        Context context = vertx.getOrCreateContext();
        StreamFormat<Flaky> format = StreamFormat.ndjson(new ObjectMapper(), Flaky.class);
        FakeResponse failing = new FakeResponse();
        ResponseStreamSubscriber<Flaky> subscriber =
                on(context, () -> new ResponseStreamSubscriber<>(failing.proxy, context, format, 4));

        subscribeOn(context, fusedSource(100, i -> new Flaky((int) i, 6)), subscriber);

        await().atMost(Duration.ofSeconds(5)).until(() -> failing.reset);
        String firstBatch = "{\"value\":0}\n{\"value\":1}\n{\"value\":2}\n{\"value\":3}\n";
        assertThat(on(context, () -> failing.written.toString())).isEqualTo(firstBatch);

        FakeResponse next = new FakeResponse();
        ResponseStreamSubscriber<Flaky> nextSubscriber =
                on(context, () -> new ResponseStreamSubscriber<>(next.proxy, context, format, 4));
        subscribeOn(context, fusedSource(4, i -> new Flaky((int) i, -1)), nextSubscriber);
        await().atMost(Duration.ofSeconds(5)).until(() -> next.ended);
        assertThat(on(context, () -> next.written.toString())).isEqualTo(firstBatch);
    }

    @Test
    void invalidConstructionIsRejected() {
        Context context = vertx.getOrCreateContext();
        assertThatThrownBy(() -> new ResponseStreamSubscriber<>(new FakeResponse().proxy, context, NDJSON, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("batchSize");
        assertThatThrownBy(() -> new ResponseStreamSubscriber<>(null, context, NDJSON, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("response");
    }

    /**
     * Items from another thread race with demand and drain signals from the event loop: every item is written once,
     * in order, on the event loop, and the response ends once.
     */
    @RepeatedTest(300)
    void itemsFromAnotherThreadRaceWithDrainSignals() throws Exception {
        Context context = vertx.getOrCreateContext();
        FakeResponse response = new FakeResponse();
        TestSources.Source<Integer> source = source(200, i -> (int) i).emittingOn(EMITTER);
        ResponseStreamSubscriber<Integer> subscriber =
                on(context, () -> new ResponseStreamSubscriber<>(response.proxy, context, NDJSON, 16));
        AtomicInteger drains = new AtomicInteger();
        context.runOnContext(new Handler<Void>() {
            @Override
            public void handle(Void ignored) {
                // flip the write queue state while items arrive
                response.writeQueueFull = !response.writeQueueFull;
                if (!response.writeQueueFull) {
                    response.drainHandler.handle(null);
                }
                if (!response.ended && drains.incrementAndGet() < 10_000) {
                    context.runOnContext(this);
                } else {
                    response.writeQueueFull = false;
                    response.drainHandler.handle(null);
                }
            }
        });

        source.subscribe(subscriber);

        await().atMost(Duration.ofSeconds(10)).until(() -> response.ended);
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            expected.append(i).append('\n');
        }
        String written = on(context, () -> response.written.toString());
        assertThat(written).isEqualTo(expected.toString());
        assertThat(response.writerThread.getName()).startsWith("vert.x-eventloop-thread");
    }
}
