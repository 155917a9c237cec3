package io.mutiny.http;

import io.mutiny.infrastructure.Infrastructure;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.ext.web.Router;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Timeout;

/**
 * One Vert.x server per test class on an ephemeral loopback port; each test gets a fresh {@link Router} and
 * {@link MutinyRoutes}. Requests go through {@link HttpClient}.
 */
@Timeout(30)
abstract class HttpTestBase {

    static Vertx vertx;
    static HttpServer server;
    static volatile Router router;
    static int port;
    /** Replaced by a subclass's static initializer to tune the server of that class. */
    static HttpServerOptions serverOptions = new HttpServerOptions();

    static final HttpClient CLIENT = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    /** Held strongly: JUL keeps loggers weakly, and the handler must stay on the adapter's logger. */
    static final Logger HTTP_LOGGER = Logger.getLogger("io.mutiny.http");

    MutinyRoutes routes;
    final List<LogRecord> logged = new CopyOnWriteArrayList<>();
    private final Handler logCapture = new Handler() {
        @Override
        public void publish(LogRecord record) {
            logged.add(record);
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };

    @BeforeAll
    static void startServer() throws Exception {
        vertx = Vertx.vertx();
        server = vertx.createHttpServer(serverOptions)
                .requestHandler(request -> router.handle(request))
                .listen(0, "127.0.0.1")
                .toCompletionStage()
                .toCompletableFuture()
                .get(10, TimeUnit.SECONDS);
        port = server.actualPort();
    }

    @AfterAll
    static void stopServer() throws Exception {
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        Infrastructure.resetCanCallerThreadBeBlockedSupplier();
        serverOptions = new HttpServerOptions();
    }

    @BeforeEach
    void newRouter() {
        router = Router.router(vertx);
        routes = MutinyRoutes.on(router, options()).installJsonErrorHandlers();
        MutinyVertx.forbidAwaitOnEventLoop();
        HTTP_LOGGER.addHandler(logCapture);
    }

    @AfterEach
    void removeLogCapture() {
        HTTP_LOGGER.removeHandler(logCapture);
    }

    MutinyHttpOptions options() {
        return new MutinyHttpOptions();
    }

    List<LogRecord> errorsLogged() {
        return logged.stream()
                .filter(r -> r.getLevel().intValue() >= Level.SEVERE.intValue())
                .toList();
    }

    static URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    static HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(uri(path)).timeout(Duration.ofSeconds(10));
    }

    static HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return send(request(path).GET().build());
    }

    static HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
        return CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
    }

    static HttpResponse<String> postJson(String path, String json) throws IOException, InterruptedException {
        return send(request(path)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build());
    }
}
