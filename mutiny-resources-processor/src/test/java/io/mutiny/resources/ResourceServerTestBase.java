package io.mutiny.resources;

import io.mutiny.http.MutinyRoutes;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.ext.web.Router;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;

/**
 * A real Vert.x server per test class on an ephemeral loopback port, serving the resources of {@link #resources()}
 * through {@link Resources#register}. Requests go through {@link HttpClient}.
 */
@Timeout(30)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ResourceServerTestBase {

    static final HttpClient CLIENT = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    Vertx vertx;
    Router router;
    HttpServer server;

    /** The resource instances the server serves. */
    abstract Object[] resources();

    @BeforeAll
    void startServer() throws Exception {
        vertx = Vertx.vertx();
        router = Router.router(vertx);
        Resources.register(MutinyRoutes.on(router).installJsonErrorHandlers(), resources());
        server = vertx.createHttpServer()
                .requestHandler(router)
                .listen(0, "127.0.0.1")
                .toCompletionStage()
                .toCompletableFuture()
                .get(10, TimeUnit.SECONDS);
    }

    @AfterAll
    void stopServer() throws Exception {
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.actualPort() + path))
                .timeout(Duration.ofSeconds(10));
    }

    HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return send(request(path).GET().build());
    }

    HttpResponse<String> send(String method, String path, String contentType, String body)
            throws IOException, InterruptedException {
        return send(request(path)
                .header("Content-Type", contentType)
                .method(method, HttpRequest.BodyPublishers.ofString(body))
                .build());
    }

    static HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
        return CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
    }
}
