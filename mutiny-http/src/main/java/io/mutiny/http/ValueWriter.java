package io.mutiny.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.RoutingContext;
import java.util.Locale;

/**
 * Writes a single result as the whole response, with the content type of the route's declared type: chosen once
 * when the route is registered. A {@code null} result (and every {@code Void} route) answers 204.
 */
final class ValueWriter<T> {

    private final String contentType;
    /** The header value in the form Vert.x writes without converting it per response. */
    private final CharSequence contentTypeHeader;

    private final Encoder<T> encoder;

    private ValueWriter(String contentType, Encoder<T> encoder) {
        this.contentType = contentType;
        this.contentTypeHeader = contentType == null ? null : HttpHeaders.createOptimized(contentType);
        this.encoder = encoder;
    }

    /** {@code String}: text/plain; {@code Buffer}/{@code byte[]}: application/octet-stream; anything else: JSON. */
    static <T> ValueWriter<T> forType(ObjectMapper mapper, Class<T> type) {
        if (type == Void.class || type == void.class) {
            return new ValueWriter<>(null, null);
        }
        Encoder<T> raw = Encoder.raw(type);
        if (raw != null) {
            return new ValueWriter<>(
                    type == String.class ? "text/plain; charset=utf-8" : "application/octet-stream", raw);
        }
        return json(mapper, type);
    }

    /** Always JSON, {@code String} included (quoted). */
    static <T> ValueWriter<T> json(ObjectMapper mapper, Class<T> type) {
        return new ValueWriter<>("application/json", Encoder.json(mapper, type));
    }

    /** {@code text/plain; charset=utf-8} gives {@code text/plain}. */
    static String mediaType(String contentType) {
        int semicolon = contentType.indexOf(';');
        String type = semicolon < 0 ? contentType : contentType.substring(0, semicolon);
        return type.trim().toLowerCase(Locale.ROOT);
    }

    /** The content type of a non-empty answer, or {@code null} for a route that always answers 204. */
    String contentType() {
        return contentType;
    }

    /**
     * Ends the response of {@code rc} with {@code value}, or answers the encoding's failure; does nothing when the
     * handler already ended the response itself. Call it on the request's context.
     */
    void answer(RoutingContext rc, T value) {
        try {
            write(rc.response(), value);
        } catch (RuntimeException encodingFailure) {
            ErrorResponses.fail(rc, encodingFailure);
        }
    }

    private void write(HttpServerResponse response, T value) {
        if (response.ended() || response.closed()) {
            return;
        }
        if (value == null || encoder == null) {
            response.setStatusCode(204).end();
            return;
        }
        response.putHeader(HttpHeaders.CONTENT_TYPE, contentTypeHeader).end(encoder.toBuffer(value));
    }
}
