package io.mutiny.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.VerticleBase;
import io.vertx.core.Vertx;
import io.vertx.ext.web.Router;
import java.net.ServerSocket;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(30)
class MutinyVertxTest {

    /** Subscribes and returns the outcome as a future: item, or failure. */
    static <T> CompletableFuture<T> outcome(Uni<T> uni) {
        CompletableFuture<T> future = new CompletableFuture<>();
        uni.subscribe().withSubscriber(new UniSubscriber<T>() {
            @Override
            public void onSubscribe(UniSubscription subscription) {}

            @Override
            public void onItem(T item) {
                future.complete(item);
            }

            @Override
            public void onFailure(Throwable failure) {
                future.completeExceptionally(failure);
            }
        });
        return future;
    }

    @Test
    void futureToUniEmitsItsItemOrFailure() throws Exception {
        Promise<String> promise = Promise.promise();
        CompletableFuture<String> item = outcome(MutinyVertx.toUni(promise.future()));
        assertThat(item).isNotDone();
        promise.complete("done");

        assertThat(item.get(5, TimeUnit.SECONDS)).isEqualTo("done");
        assertThat(outcome(MutinyVertx.toUni(Future.failedFuture(new IllegalStateException("nope")))))
                .failsWithin(Duration.ofSeconds(5))
                .withThrowableOfType(java.util.concurrent.ExecutionException.class)
                .withMessageContaining("nope");
    }

    @Test
    void cancelledUniIgnoresTheFutureOutcome() {
        Promise<String> promise = Promise.promise();
        AtomicBoolean delivered = new AtomicBoolean();
        MutinyVertx.toUni(promise.future()).subscribe().withSubscriber(new UniSubscriber<String>() {
            @Override
            public void onSubscribe(UniSubscription subscription) {
                subscription.cancel();
            }

            @Override
            public void onItem(String item) {
                delivered.set(true);
            }

            @Override
            public void onFailure(Throwable failure) {
                delivered.set(true);
            }
        });
        promise.complete("late");

        assertThat(delivered).isFalse();
    }

    @Test
    void uniToFutureCompletesWithTheItemOrFailure() throws Exception {
        Future<String> item = MutinyVertx.toFuture(TestSources.item("hi"));
        Future<String> failure = MutinyVertx.toFuture(TestSources.failure(new IllegalStateException("bad")));

        assertThat(item.toCompletionStage().toCompletableFuture().get(5, TimeUnit.SECONDS))
                .isEqualTo("hi");
        assertThat(failure.failed()).isTrue();
        assertThat(failure.cause()).hasMessage("bad");
    }

    @Test
    void invalidArgumentsAreRejected() {
        assertThatThrownBy(() -> MutinyVertx.toUni(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("future");
        assertThatThrownBy(() -> MutinyVertx.toFuture(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("uni");
        assertThatThrownBy(() -> MutinyVertx.deploy(Vertx.vertx(), () -> null, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("instances");
    }

    /** Each instance has its own router and server; they share one port and each serves on its own event loop. */
    @Test
    void deployedInstancesShareOnePort() throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0)) {
            port = probe.getLocalPort();
        }
        Vertx vertx = Vertx.vertx();
        try {
            String id = outcome(MutinyVertx.deploy(
                            vertx,
                            () -> new VerticleBase() {
                                @Override
                                public Future<?> start() {
                                    Router router = Router.router(vertx);
                                    MutinyRoutes.on(router)
                                            .get("/whoami")
                                            .text(rc -> TestSources.item(
                                                    Thread.currentThread().getName()));
                                    return vertx.createHttpServer()
                                            .requestHandler(router)
                                            .listen(port, "127.0.0.1");
                                }
                            },
                            2))
                    .get(10, TimeUnit.SECONDS);

            assertThat(id).isNotBlank();
            assertThat(vertx.deploymentIDs()).contains(id);
            Set<String> threads = new HashSet<>();
            for (int i = 0; i < 20 && threads.size() < 2; i++) {
                // a new client per request: a new connection, balanced to the next instance
                HttpClient client = HttpClient.newBuilder()
                        .version(HttpClient.Version.HTTP_1_1)
                        .build();
                HttpResponse<String> response = client.send(
                        HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:" + port + "/whoami"))
                                .timeout(Duration.ofSeconds(5))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
                threads.add(response.body());
            }
            assertThat(threads).hasSize(2).allMatch(name -> name.startsWith("vert.x-eventloop-thread"));
        } finally {
            vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void defaultDeploymentIsOneInstancePerCore() throws Exception {
        Vertx vertx = Vertx.vertx();
        try {
            java.util.concurrent.atomic.AtomicInteger started = new java.util.concurrent.atomic.AtomicInteger();
            outcome(MutinyVertx.deploy(vertx, () -> new VerticleBase() {
                        @Override
                        public Future<?> start() {
                            started.incrementAndGet();
                            return Future.succeededFuture();
                        }
                    }))
                    .get(10, TimeUnit.SECONDS);

            assertThat(started.get()).isEqualTo(Runtime.getRuntime().availableProcessors());
        } finally {
            vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        }
    }
}
