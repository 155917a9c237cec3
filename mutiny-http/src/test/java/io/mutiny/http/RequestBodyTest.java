package io.mutiny.http;

import static io.mutiny.http.TestSources.item;
import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.UniSubscriber;
import io.vertx.core.Context;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class RequestBodyTest extends HttpTestBase {

    record Person(String name, int age) {}

    @Override
    MutinyHttpOptions options() {
        return new MutinyHttpOptions().setBodyLimit(1024);
    }

    private static JsonObject json(HttpResponse<String> response) {
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
        return new JsonObject(response.body());
    }

    @Test
    void typedBodyIsDecodedWithJackson() throws Exception {
        routes.post("/people")
                .body(Person.class)
                .json(
                        Person.class,
                        (rc, person) -> item(new Person(person.name().toUpperCase(), person.age() + 1)));

        HttpResponse<String> response = postJson("/people", "{\"name\":\"ada\",\"age\":36}");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("{\"name\":\"ADA\",\"age\":37}");
    }

    @Test
    void textAndVertxJsonBodies() throws Exception {
        routes.post("/echo").body(String.class).text((rc, text) -> item(text + "!"));
        routes.post("/object").body(JsonObject.class).respond(JsonObject.class, (rc, o) -> item(o.put("seen", true)));

        HttpResponse<String> text = send(request("/echo")
                .header("Content-Type", "text/plain")
                .POST(HttpRequest.BodyPublishers.ofString("héllo"))
                .build());

        assertThat(text.body()).isEqualTo("héllo!");
        assertThat(postJson("/object", "{\"a\":1}").body()).isEqualTo("{\"a\":1,\"seen\":true}");
    }

    @Test
    void malformedJsonIs400SayingWhere() throws Exception {
        routes.post("/people").body(Person.class).json(Person.class, (rc, person) -> item(person));

        HttpResponse<String> response = postJson("/people", "{\"name\":\"ada\",\n \"age\": }");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(json(response).getString("message")).startsWith("Malformed JSON for Person at line 2, column");
        assertThat(errorsLogged()).isEmpty();
    }

    @Test
    void wrongFieldTypeIs400NamingTheField() throws Exception {
        routes.post("/people").body(Person.class).json(Person.class, (rc, person) -> item(person));

        HttpResponse<String> response = postJson("/people", "{\"name\":\"ada\",\"age\":\"old\"}");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(json(response).getString("message")).contains("Invalid JSON for Person", "field `age`");
    }

    @Test
    void emptyAndMalformedVertxJsonBodiesAre400() throws Exception {
        routes.post("/people").body(Person.class).json(Person.class, (rc, person) -> item(person));
        routes.post("/object").body(JsonObject.class).respond(JsonObject.class, (rc, o) -> item(o));

        HttpResponse<String> empty = postJson("/people", "");
        HttpResponse<String> malformed = postJson("/object", "[1,");

        assertThat(empty.statusCode()).isEqualTo(400);
        assertThat(json(empty).getString("message")).contains("empty");
        assertThat(malformed.statusCode()).isEqualTo(400);
        assertThat(json(malformed).getString("message")).startsWith("Malformed JSON");
    }

    @Test
    void bodyOverTheLimitIs413() throws Exception {
        routes.post("/people").body(Person.class).json(Person.class, (rc, person) -> item(person));

        HttpResponse<String> response = postJson("/people", "{\"name\":\"" + "a".repeat(2000) + "\",\"age\":1}");

        assertThat(response.statusCode()).isEqualTo(413);
        assertThat(json(response).getString("message")).contains("1024 bytes");
    }

    /**
     * A {@code BodyHandler} set on the whole router (without limit, its default) reads the body before the route's
     * own: the route's limit still answers 413.
     */
    @Test
    void bodyOverTheLimitIs413AfterTheRoutersOwnBodyHandler() throws Exception {
        router.route().handler(io.vertx.ext.web.handler.BodyHandler.create());
        routes.post("/people").body(Person.class).json(Person.class, (rc, person) -> item(person));

        HttpResponse<String> response = postJson("/people", "{\"name\":\"" + "a".repeat(2000) + "\",\"age\":1}");
        HttpResponse<String> small = postJson("/people", "{\"name\":\"ada\",\"age\":36}");

        assertThat(response.statusCode()).isEqualTo(413);
        assertThat(json(response).getString("message")).contains("1024 bytes");
        assertThat(small.statusCode()).isEqualTo(200);
    }

    /** The body buffer is sized by Content-Length; a body of exactly the limit fills it without growing past it. */
    @Test
    void bodyOfExactlyTheLimitIsDecoded() throws Exception {
        routes.post("/echo").body(String.class).text((rc, text) -> item(text.length() + " " + text.charAt(1023)));

        HttpResponse<String> response = send(request("/echo")
                .header("Content-Type", "text/plain")
                .POST(HttpRequest.BodyPublishers.ofString("a".repeat(1023) + "z"))
                .build());

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("1024 z");
    }

    /** Without Content-Length (chunked transfer) there is nothing to size the buffer by: it grows as chunks come. */
    @Test
    void chunkedBodyIsDecodedAndLimited() throws Exception {
        routes.post("/people").body(Person.class).json(Person.class, (rc, person) -> item(person));

        HttpResponse<String> decoded = send(request("/people")
                .header("Content-Type", "application/json")
                .POST(withoutLength("{\"name\":\"ada\",\"age\":36}"))
                .build());
        HttpResponse<String> tooLarge = send(request("/people")
                .header("Content-Type", "application/json")
                .POST(withoutLength("{\"name\":\"" + "a".repeat(2000) + "\",\"age\":1}"))
                .build());

        assertThat(decoded.statusCode()).isEqualTo(200);
        assertThat(decoded.body()).isEqualTo("{\"name\":\"ada\",\"age\":36}");
        assertThat(tooLarge.statusCode()).isEqualTo(413);
    }

    /** A publisher of unknown length: the client sends the body with {@code Transfer-Encoding: chunked}. */
    private static HttpRequest.BodyPublisher withoutLength(String body) {
        HttpRequest.BodyPublisher publisher =
                HttpRequest.BodyPublishers.fromPublisher(HttpRequest.BodyPublishers.ofString(body));
        assertThat(publisher.contentLength()).isNegative();
        return publisher;
    }

    @Test
    void unsupportedContentTypeIs415() throws Exception {
        routes.post("/people").body(Person.class).json(Person.class, (rc, person) -> item(person));

        HttpResponse<String> response = send(request("/people")
                .header("Content-Type", "text/xml")
                .POST(HttpRequest.BodyPublishers.ofString("<person/>"))
                .build());

        assertThat(response.statusCode()).isEqualTo(415);
        assertThat(json(response).getString("message")).contains("text/xml");
    }

    @Test
    void defaultLimitIsTenMebibytes() {
        assertThat(new MutinyHttpOptions().getBodyLimit()).isEqualTo(10L * 1024 * 1024);
    }

    /**
     * The upload (far above the 1 KiB in-memory limit) is consumed one chunk per request: the request stays paused
     * between requests, and everything arrives on the event loop.
     */
    @Test
    void streamedBodyIsPacedByDemand() throws Exception {
        AtomicLong requests = new AtomicLong();
        List<Boolean> onEventLoop = new ArrayList<>();
        routes.post("/upload").bodyStream().text((rc, body) -> countBytes(body, requests, onEventLoop));
        byte[] upload = new byte[3 * 1024 * 1024];

        HttpResponse<String> response = send(request("/upload")
                .POST(HttpRequest.BodyPublishers.ofByteArray(upload))
                .build());

        assertThat(response.statusCode()).isEqualTo(200);
        String[] counts = response.body().split(" ");
        assertThat(Long.parseLong(counts[0])).isEqualTo(upload.length);
        long chunks = Long.parseLong(counts[1]);
        assertThat(chunks).isGreaterThan(1);
        // one request per chunk, plus the one answered by the end
        assertThat(requests.get()).isEqualTo(chunks + 1);
        assertThat(onEventLoop).isNotEmpty().containsOnly(true);
    }

    @Test
    void streamedBodyCanBeConsumedOnce() throws Exception {
        routes.post("/twice").bodyStream().text((rc, body) -> {
            body.subscribe(new Flow.Subscriber<Buffer>() {
                @Override
                public void onSubscribe(Flow.Subscription subscription) {}

                @Override
                public void onNext(Buffer item) {}

                @Override
                public void onError(Throwable throwable) {}

                @Override
                public void onComplete() {}
            });
            return countBytes(body, new AtomicLong(), new ArrayList<>());
        });

        HttpResponse<String> response = send(request("/twice")
                .POST(HttpRequest.BodyPublishers.ofString("abc"))
                .build());

        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(errorsLogged()).hasSize(1);
        assertThat(errorsLogged().get(0).getThrown()).hasMessageContaining("only be consumed once");
    }

    /**
     * A subscriber on a worker thread (a blocking route) requests in {@code onSubscribe}: the body's chunk, already
     * received, must not reach it while {@code onSubscribe} still runs (Reactive Streams rule 1.3: signals are serial).
     */
    @Test
    void noChunkArrivesWhileOnSubscribeRunsOnAnotherThread() throws Exception {
        List<String> signals = new CopyOnWriteArrayList<>();
        routes.post("/upload-from-worker").bodyStream().blocking().text((rc, body) -> {
            CompletableFuture<String> outcome = new CompletableFuture<>();
            CountDownLatch chunkArrived = new CountDownLatch(1);
            body.subscribe(new Flow.Subscriber<Buffer>() {
                @Override
                public void onSubscribe(Flow.Subscription subscription) {
                    signals.add("onSubscribe started");
                    subscription.request(Long.MAX_VALUE);
                    try {
                        // a chunk delivered now would overlap this signal
                        chunkArrived.await(300, TimeUnit.MILLISECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    signals.add("onSubscribe returned");
                }

                @Override
                public void onNext(Buffer chunk) {
                    signals.add("onNext");
                    chunkArrived.countDown();
                }

                @Override
                public void onError(Throwable failure) {
                    outcome.completeExceptionally(failure);
                }

                @Override
                public void onComplete() {
                    outcome.complete("done");
                }
            });
            return Uni.createFrom().completionStage(outcome);
        });

        HttpResponse<String> response = send(request("/upload-from-worker")
                .POST(HttpRequest.BodyPublishers.ofString("abc"))
                .build());

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("done");
        assertThat(signals).containsExactly("onSubscribe started", "onSubscribe returned", "onNext");
    }

    /**
     * A handler that stops reading the upload early (it cancels the body) or never reads it still lets the exchange
     * complete: the client, which sends the whole body before it reads the answer, gets it.
     */
    @Test
    void anUploadCancelledOrIgnoredByTheHandlerStillGetsItsAnswer() throws Exception {
        routes.post("/first-chunk")
                .bodyStream()
                .text((rc, body) ->
                        body.select().first(1).collect().asList().map(chunks -> "chunks: " + chunks.size()));
        routes.post("/ignored").bodyStream().text((rc, body) -> item("ignored"));
        byte[] upload = new byte[16 * 1024 * 1024];

        for (String path : List.of("/first-chunk", "/ignored")) {
            HttpResponse<String> response = send(request(path)
                    .timeout(Duration.ofSeconds(5))
                    .POST(HttpRequest.BodyPublishers.ofByteArray(upload))
                    .build());

            assertThat(response.statusCode()).as(path).isEqualTo(200);
            assertThat(response.body()).isEqualTo(path.equals("/ignored") ? "ignored" : "chunks: 1");
        }
    }

    /**
     * A router that reads every body with its own {@code BodyHandler} (a common Vert.x setup) leaves nothing to
     * stream: the streamed body is then the buffer that handler kept, not a failure.
     */
    @Test
    void bodyAlreadyReadByTheRoutersBodyHandlerIsStillStreamed() throws Exception {
        router.route().handler(io.vertx.ext.web.handler.BodyHandler.create());
        routes.post("/upload").bodyStream().text((rc, body) -> countBytes(body, new AtomicLong(), new ArrayList<>()));
        routes.post("/empty").bodyStream().text((rc, body) -> countBytes(body, new AtomicLong(), new ArrayList<>()));

        HttpResponse<String> response = send(request("/upload")
                .POST(HttpRequest.BodyPublishers.ofString("hello"))
                .build());
        HttpResponse<String> empty =
                send(request("/empty").POST(HttpRequest.BodyPublishers.noBody()).build());

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("5 1");
        assertThat(empty.statusCode()).isEqualTo(200);
        assertThat(empty.body()).isEqualTo("0 0");
        assertThat(errorsLogged()).isEmpty();
    }

    /**
     * A client sending {@code Expect: 100-continue} (curl for large uploads, java.net.http with
     * {@code expectContinue}) waits for {@code 100 Continue} before it sends the body: a streamed body must ask for
     * it, as the {@code BodyHandler} of typed bodies does.
     */
    @Test
    void streamedBodyExpecting100ContinueIsAskedFor() throws Exception {
        routes.post("/upload").bodyStream().text((rc, body) -> countBytes(body, new AtomicLong(), new ArrayList<>()));

        HttpResponse<String> response = send(request("/upload")
                .timeout(Duration.ofSeconds(5))
                .expectContinue(true)
                .POST(HttpRequest.BodyPublishers.ofString("hello"))
                .build());

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("5 1");
    }

    /** Requests one chunk at a time and answers "bytes chunks". */
    private static Uni<String> countBytes(Multi<Buffer> body, AtomicLong requests, List<Boolean> onEventLoop) {
        return new AbstractUni<String>() {
            @Override
            public void subscribe(UniSubscriber<? super String> subscriber) {
                subscriber.onSubscribe(() -> {});
                body.subscribe(new MultiSubscriber<Buffer>() {
                    Flow.Subscription subscription;
                    long bytes;
                    long chunks;

                    @Override
                    public void onSubscribe(Flow.Subscription s) {
                        subscription = s;
                        requests.incrementAndGet();
                        s.request(1);
                    }

                    @Override
                    public void onItem(Buffer chunk) {
                        onEventLoop.add(Context.isOnEventLoopThread());
                        bytes += chunk.length();
                        chunks++;
                        requests.incrementAndGet();
                        subscription.request(1);
                    }

                    @Override
                    public void onFailure(Throwable failure) {
                        subscriber.onFailure(failure);
                    }

                    @Override
                    public void onCompletion() {
                        subscriber.onItem(bytes + " " + chunks);
                    }
                });
            }
        };
    }
}
