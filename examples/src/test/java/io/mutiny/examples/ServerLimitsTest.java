package io.mutiny.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@link ServerLimits} with Vert.x: what a silent client, a slow-loris client, oversized heads and a polite keep-alive
 * client get (the idle timeout shortened to keep the test quick).
 */
@Timeout(30)
class ServerLimitsTest {

    private static final Duration IDLE_TIMEOUT = Duration.ofMillis(400);

    private Vertx vertx;
    private HttpServer server;

    @BeforeEach
    void start() throws Exception {
        vertx = Vertx.vertx();
        server = vertx.createHttpServer(ServerLimits.httpServerOptions(IDLE_TIMEOUT))
                .requestHandler(request -> request.response().end("ok"))
                .listen(0, "127.0.0.1")
                .toCompletionStage()
                .toCompletableFuture()
                .get(10, TimeUnit.SECONDS);
    }

    @AfterEach
    void stop() throws Exception {
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    @Test
    void idleTimeoutClosesASilentConnection() throws Exception {
        try (Socket socket = connect()) {
            long started = System.nanoTime();
            assertThat(socket.getInputStream().read())
                    .as("closed without an answer")
                    .isEqualTo(-1);
            assertThat(elapsedMillis(started)).isBetween(IDLE_TIMEOUT.toMillis() - 100, 5 * IDLE_TIMEOUT.toMillis());
        }
    }

    @Test
    void idleTimeoutClosesASlowLorisThatKeepsSendingHeaderBytes() throws Exception {
        try (Socket socket = connect()) {
            OutputStream out = socket.getOutputStream();
            out.write(ascii("GET / HTTP/1.1\r\nHost: x\r\nX-Trickle: "));
            socket.setSoTimeout(50);
            long started = System.nanoTime();
            boolean closed = false;
            // a byte every 50 ms, far more often than the idle timeout, never completing the head
            while (!closed && elapsedMillis(started) < 10 * IDLE_TIMEOUT.toMillis()) {
                try {
                    out.write('a');
                    out.flush();
                    closed = socket.getInputStream().read() == -1;
                } catch (SocketTimeoutException stillOpen) {
                    // neither answered nor closed: trickle on
                } catch (IOException reset) {
                    closed = true;
                }
            }
            assertThat(closed).as("closed while trickling").isTrue();
            assertThat(elapsedMillis(started)).isLessThan(5 * IDLE_TIMEOUT.toMillis());
        }
    }

    @Test
    void maxHeaderSizeAnswers431() throws Exception {
        String big = "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + "a".repeat(ServerLimits.MAX_HEADER_SIZE) + "\r\n\r\n";
        assertThat(exchange(big)).startsWith("HTTP/1.1 431");
    }

    @Test
    void maxInitialLineLengthAnswers414() throws Exception {
        String longLine = "GET /?" + "a".repeat(ServerLimits.MAX_INITIAL_LINE_LENGTH) + " HTTP/1.1\r\nHost: x\r\n\r\n";
        assertThat(exchange(longLine)).contains(" 414 ");
        String withinLimit =
                "GET /?" + "a".repeat(ServerLimits.MAX_INITIAL_LINE_LENGTH - 100) + " HTTP/1.1\r\nHost: x\r\n\r\n";
        assertThat(exchange(withinLimit)).startsWith("HTTP/1.1 200");
    }

    @Test
    void crLfInsideAHeaderValueAnswers400() throws Exception {
        assertThat(exchange("GET / HTTP/1.1\r\nHost: x\r\nX-Evil: a\rb\r\n\r\n"))
                .startsWith("HTTP/1.1 400");
        assertThat(exchange("GET / HTTP/1.1\r\nHost: x\r\nX-Evil: a\nInjected: b\r\n\r\n"))
                .startsWith("HTTP/1.1 400");
    }

    @Test
    void idleTimeoutLetsAKeepAliveClientSendRequestsAtItsPace() throws Exception {
        try (Socket socket = connect()) {
            for (int i = 0; i < 4; i++) {
                socket.getOutputStream().write(ascii("GET / HTTP/1.1\r\nHost: x\r\n\r\n"));
                assertThat(readAnswer(socket.getInputStream()))
                        .startsWith("HTTP/1.1 200")
                        .endsWith("ok");
                Thread.sleep(IDLE_TIMEOUT.toMillis() / 2); // the client's pace between requests, not a synchronisation
            }
        }
    }

    /** Sends {@code request} on a new connection and returns what the server answers before closing (or its head). */
    private String exchange(String request) throws IOException {
        try (Socket socket = connect()) {
            socket.getOutputStream().write(ascii(request));
            return readHead(socket.getInputStream());
        }
    }

    private Socket connect() throws IOException {
        Socket socket = new Socket("127.0.0.1", server.actualPort());
        socket.setSoTimeout(10_000);
        return socket;
    }

    /** Reads one answer with a {@code content-length} body (Vert.x's default for an {@code end(String)}). */
    private static String readAnswer(InputStream in) throws IOException {
        String head = readHead(in);
        int length = 0;
        for (String line : head.split("\r\n")) {
            if (line.toLowerCase().startsWith("content-length:")) {
                length = Integer.parseInt(
                        line.substring("content-length:".length()).trim());
            }
        }
        return head + new String(in.readNBytes(length), StandardCharsets.UTF_8);
    }

    private static String readHead(InputStream in) throws IOException {
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int next = in.read();
            if (next < 0) {
                throw new IOException("closed during the head: " + head);
            }
            head.append((char) next);
        }
        return head.toString();
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    private static long elapsedMillis(long startNanos) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
    }
}
