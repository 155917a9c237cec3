package io.mutiny.examples.lab;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * A headless Chromium driven over the Chrome DevTools protocol (a WebSocket), with no driver to install: start it,
 * {@link #navigate} to a page, {@link #evaluate} JavaScript in it, {@link #screenshot} it, then {@link #close}.
 */
final class Chromium implements AutoCloseable {

    private static final List<String> CANDIDATES =
            List.of("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome");
    private static final Duration COMMAND_TIMEOUT = Duration.ofSeconds(15);

    private final ObjectMapper mapper = new ObjectMapper();
    private final Process process;
    private final Path profile;
    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();

    private Chromium(Process process, Path profile, WebSocket.Builder sockets, URI page) {
        this.process = process;
        this.profile = profile;
        this.socket = sockets.buildAsync(page, new Listener()).join();
    }

    /** The Chromium executable: {@code $CHROMIUM_BIN}, else the first of the usual locations that exists. */
    static Optional<Path> executable() {
        String configured = System.getenv("CHROMIUM_BIN");
        Stream<String> paths = configured == null ? CANDIDATES.stream() : Stream.of(configured);
        return paths.map(Paths::get).filter(Files::isExecutable).findFirst();
    }

    /** Starts a headless Chromium with a fresh profile and connects to its first page. */
    static Chromium start(Path executable, int width, int height) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory("lab-chromium-");
        Process process = new ProcessBuilder(
                        executable.toString(),
                        "--headless",
                        "--no-sandbox",
                        "--disable-gpu",
                        "--disable-quic",
                        "--no-first-run",
                        "--disable-background-networking",
                        "--disable-component-update",
                        "--disable-sync",
                        "--hide-scrollbars",
                        "--user-data-dir=" + profile,
                        "--remote-debugging-port=0",
                        "--window-size=" + width + "," + height,
                        "about:blank")
                .redirectErrorStream(true)
                .redirectOutput(profile.resolve("chromium.log").toFile())
                .start();
        try {
            int port = devToolsPort(profile, process);
            HttpClient client = HttpClient.newHttpClient();
            URI page = firstPage(client, port);
            return new Chromium(process, profile, client.newWebSocketBuilder(), page);
        } catch (IOException | RuntimeException e) {
            process.destroyForcibly();
            deleteQuietly(profile);
            throw e;
        }
    }

    private static int devToolsPort(Path profile, Process process) throws IOException, InterruptedException {
        Path portFile = profile.resolve("DevToolsActivePort");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < deadline) {
            if (Files.exists(portFile)) {
                List<String> lines = Files.readAllLines(portFile);
                if (!lines.isEmpty() && !lines.get(0).isBlank()) {
                    return Integer.parseInt(lines.get(0).trim());
                }
            }
            if (!process.isAlive()) {
                throw new IOException("Chromium exited: " + Files.readString(profile.resolve("chromium.log")));
            }
            // waiting for another process to write a file: there is no event to wait on
            process.waitFor(50, TimeUnit.MILLISECONDS);
        }
        throw new IOException("Chromium did not open its DevTools port within 20 s");
    }

    private static URI firstPage(HttpClient client, int port) throws IOException, InterruptedException {
        HttpResponse<String> targets = client.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/json/list"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        for (JsonNode target : new ObjectMapper().readTree(targets.body())) {
            if ("page".equals(target.path("type").asText())) {
                return URI.create(target.path("webSocketDebuggerUrl").asText());
            }
        }
        throw new IOException("Chromium has no page target: " + targets.body());
    }

    /** Loads {@code url} and waits for its {@code load} event. */
    void navigate(String url) {
        command("Page.enable", Map.of());
        command("Page.navigate", Map.of("url", url));
        awaitTrue("document.readyState === 'complete'", Duration.ofSeconds(15));
    }

    /** Evaluates {@code expression} in the page (awaiting a promise) and returns its JSON value. */
    JsonNode evaluate(String expression) {
        JsonNode result = command(
                "Runtime.evaluate", Map.of("expression", expression, "returnByValue", true, "awaitPromise", true));
        if (result.has("exceptionDetails")) {
            throw new IllegalStateException("JavaScript failed: " + result.get("exceptionDetails"));
        }
        return result.path("result").path("value");
    }

    /** Polls {@code expression} until it evaluates to {@code true}; fails after {@code timeout}. */
    void awaitTrue(String expression, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!evaluate(expression).asBoolean(false)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Still false after " + timeout + ": " + expression);
            }
            evaluate("new Promise(resolve => setTimeout(resolve, 100))");
        }
    }

    /** Saves a PNG of the page as it is now. */
    void screenshot(Path file) throws IOException {
        JsonNode shot = command("Page.captureScreenshot", Map.of("format", "png"));
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.write(file, Base64.getDecoder().decode(shot.path("data").asText()));
    }

    private JsonNode command(String method, Map<String, Object> params) {
        int id = ids.incrementAndGet();
        CompletableFuture<JsonNode> answer = new CompletableFuture<>();
        pending.put(id, answer);
        ObjectNode message = mapper.createObjectNode().put("id", id).put("method", method);
        message.set("params", mapper.valueToTree(params));
        socket.sendText(message.toString(), true);
        JsonNode response = answer.orTimeout(COMMAND_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)
                .join();
        if (response.has("error")) {
            throw new IllegalStateException(method + " failed: " + response.get("error"));
        }
        return response.path("result");
    }

    @Override
    public void close() {
        try {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "done");
        } catch (RuntimeException e) {
            // the browser is going away anyway
        }
        process.destroy();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        deleteQuietly(profile);
    }

    private static void deleteQuietly(Path directory) {
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder())
                    .forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            // a temporary directory left behind is not worth failing a test
        }
    }

    private final class Listener implements WebSocket.Listener {

        private final StringBuilder message = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            message.append(data);
            if (last) {
                try {
                    JsonNode json = mapper.readTree(message.toString());
                    CompletableFuture<JsonNode> answer =
                            json.has("id") ? pending.remove(json.get("id").asInt()) : null;
                    if (answer != null) {
                        answer.complete(json);
                    }
                } catch (IOException e) {
                    pending.values().forEach(answer -> answer.completeExceptionally(e));
                }
                message.setLength(0);
            }
            webSocket.request(1);
            return null;
        }
    }
}
