package io.mutiny.examples;

import io.vertx.core.http.HttpServerOptions;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * The limits the example server puts on its clients, measured by {@code bench/reliability.sh} and documented in
 * {@code docs/reliability.md}. Vert.x has no idle timeout by default: without one, a silent or slow-loris client
 * holds its connection forever.
 */
public final class ServerLimits {

    /**
     * A connection is closed when no complete HTTP message part (request head, body chunk) arrives and no write
     * completes for this long. Vert.x's idle detector sits behind the HTTP decoder, so a client trickling the bytes of
     * a request head never resets it: this also bounds a slow-loris client. Longer than the 15 s SSE heartbeat, so an
     * idle event stream stays open.
     */
    public static final Duration IDLE_TIMEOUT = Duration.ofSeconds(30);

    /** The largest request line ({@code GET /path?query HTTP/1.1}); beyond it Vert.x answers 414. */
    public static final int MAX_INITIAL_LINE_LENGTH = 4096;

    /** The largest total size of the request headers; beyond it Vert.x answers 431. */
    public static final int MAX_HEADER_SIZE = 8192;

    /**
     * The kernel send buffer of each connection (Linux doubles it). Without it Linux grows the buffer of a slow
     * reader up to {@code net.ipv4.tcp_wmem}'s maximum (4 MiB here): the server then encodes megabytes ahead for every
     * slow client, a burst of work that delayed every other request by about a second with 10 slow readers. The
     * price: a connection cannot carry more than about this size per round trip (256 KiB / 10 ms = 25 MiB/s).
     */
    public static final int SEND_BUFFER_SIZE = 128 * 1024;

    /** The largest request body a typed-body route decodes in memory; beyond it the adapter answers 413. */
    public static final long BODY_LIMIT = 1024 * 1024;

    private ServerLimits() {}

    /** The Vert.x server options with the limits above. */
    public static HttpServerOptions httpServerOptions() {
        return httpServerOptions(IDLE_TIMEOUT);
    }

    /** The Vert.x server options with the limits above and another idle timeout (tests use a short one). */
    public static HttpServerOptions httpServerOptions(Duration idleTimeout) {
        return new HttpServerOptions()
                .setIdleTimeout((int) idleTimeout.toMillis())
                .setIdleTimeoutUnit(TimeUnit.MILLISECONDS)
                .setMaxInitialLineLength(MAX_INITIAL_LINE_LENGTH)
                .setMaxHeaderSize(MAX_HEADER_SIZE)
                .setSendBufferSize(SEND_BUFFER_SIZE);
    }
}
