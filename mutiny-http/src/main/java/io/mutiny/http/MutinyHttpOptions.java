package io.mutiny.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.mutiny.helpers.ParameterValidation;
import java.time.Duration;

/**
 * Settings shared by the routes of one {@link MutinyRoutes}: the body limit, the Jackson {@link ObjectMapper},
 * the streaming batch size and the Server-Sent Events heartbeat.
 *
 * <p>Mutable while it is configured; {@link MutinyRoutes#on(io.vertx.ext.web.Router, MutinyHttpOptions)} takes a
 * copy, so changing an instance afterwards does not affect routes already registered.
 */
public class MutinyHttpOptions {

    /** The default limit of a request body decoded in memory: 10 MiB. */
    public static final long DEFAULT_BODY_LIMIT = 10L * 1024 * 1024;

    /** The default number of items a stream requests from its source at a time. */
    public static final int DEFAULT_STREAM_BATCH_SIZE = 512;

    private long bodyLimit = DEFAULT_BODY_LIMIT;
    private ObjectMapper objectMapper;
    private int streamBatchSize = DEFAULT_STREAM_BATCH_SIZE;
    private Duration sseHeartbeat;

    /** Creates options with the defaults: 10 MiB bodies, a plain {@code new ObjectMapper()}, batches of 512, no heartbeat. */
    public MutinyHttpOptions() {}

    MutinyHttpOptions(MutinyHttpOptions other) {
        this.bodyLimit = other.bodyLimit;
        this.objectMapper = other.objectMapper;
        this.streamBatchSize = other.streamBatchSize;
        this.sseHeartbeat = other.sseHeartbeat;
    }

    /** The largest request body, in bytes, a typed-body route reads into memory (beyond it: 413). */
    public long getBodyLimit() {
        return bodyLimit;
    }

    /**
     * Sets the largest request body, in bytes, that a route decoding a typed body reads; a larger body is answered
     * with 413. Streamed bodies ({@link RouteDefinition#bodyStream()}) are not limited.
     */
    public MutinyHttpOptions setBodyLimit(long bytes) {
        this.bodyLimit = ParameterValidation.positive(bytes, "bytes");
        return this;
    }

    /** The mapper that encodes responses and decodes bodies. */
    public ObjectMapper getObjectMapper() {
        if (objectMapper == null) {
            objectMapper = new ObjectMapper();
        }
        return objectMapper;
    }

    /** Sets the Jackson mapper used for every route registered with these options. */
    public MutinyHttpOptions setObjectMapper(ObjectMapper objectMapper) {
        this.objectMapper = ParameterValidation.nonNull(objectMapper, "objectMapper");
        return this;
    }

    /** How many items a streamed response requests from its source at most, and so keeps in memory. */
    public int getStreamBatchSize() {
        return streamBatchSize;
    }

    /**
     * Sets how many items a streamed response requests from its source at a time. Items that arrive together are
     * written as one buffer, so larger batches mean fewer socket writes and more memory per response.
     */
    public MutinyHttpOptions setStreamBatchSize(int items) {
        this.streamBatchSize = ParameterValidation.positive(items, "items");
        return this;
    }

    /** The interval of Server-Sent Events heartbeat comments, or {@code null} when disabled (the default). */
    public Duration getSseHeartbeat() {
        return sseHeartbeat;
    }

    /**
     * Sends a comment line on Server-Sent Events streams that stayed silent for {@code interval}, so proxies keep
     * the connection open and a vanished client is detected. None is sent while the response's write queue is full
     * (the client has bytes left to read). {@code null} disables it.
     */
    public MutinyHttpOptions setSseHeartbeat(Duration interval) {
        if (interval != null) {
            ParameterValidation.validate(interval, "interval");
        }
        this.sseHeartbeat = interval;
        return this;
    }
}
