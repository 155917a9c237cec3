package io.mutiny.http;

import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mutiny.helpers.ParameterValidation;
import io.vertx.core.buffer.Buffer;
import java.nio.charset.StandardCharsets;

/**
 * How a streamed response encodes its items: the content type, what goes before the first item, between items and
 * after the last one, and whether a failure after the head can still be told to the client. Fixed when the route is
 * registered, never guessed from an item. Instances are immutable and shared by all the responses of a route.
 *
 * @param <T> the item type
 */
public abstract class StreamFormat<T> {

    private final String contentType;
    /** Encodes the items (or, for Server-Sent Events, their data). */
    private final Encoder<?> encoder;

    StreamFormat(String contentType, Encoder<?> encoder) {
        this.contentType = contentType;
        this.encoder = encoder;
    }

    /**
     * Newline-delimited JSON ({@code application/x-ndjson}): one JSON document per line, strings quoted and escaped.
     */
    public static <T> StreamFormat<T> ndjson(ObjectMapper mapper, Class<T> type) {
        Encoder<T> encoder = Encoder.json(checkMapper(mapper), ParameterValidation.nonNull(type, "type"));
        return new StreamFormat<>("application/x-ndjson", encoder) {
            @Override
            void appendItem(T item, boolean first, Encoder.Run into) {
                into.value(item);
                into.raw('\n');
            }
        };
    }

    /**
     * One JSON array ({@code application/json}) written progressively: {@code [a,b,...]}, {@code []} when the stream
     * is empty.
     */
    public static <T> StreamFormat<T> jsonArray(ObjectMapper mapper, Class<T> type) {
        Encoder<T> encoder = Encoder.json(checkMapper(mapper), ParameterValidation.nonNull(type, "type"));
        return new StreamFormat<>("application/json", encoder) {
            @Override
            void appendStart(Buffer into) {
                into.appendByte((byte) '[');
            }

            @Override
            void appendItem(T item, boolean first, Encoder.Run into) {
                if (!first) {
                    into.raw(',');
                }
                into.value(item);
            }

            @Override
            void appendEnd(Buffer into) {
                into.appendByte((byte) ']');
            }
        };
    }

    /**
     * Server-Sent Events ({@code text/event-stream}). {@link ServerSentEvent} items control every field; other
     * items become {@code data} events ({@code String} as is, anything else as JSON). Multi-line data is split into
     * several {@code data:} lines. A failure after the head is sent as an {@code event: error} frame.
     */
    @SuppressWarnings("unchecked")
    public static <T> StreamFormat<T> sse(ObjectMapper mapper, Class<T> type) {
        checkMapper(mapper);
        ParameterValidation.nonNull(type, "type");
        // chosen once for the route; the payload of a ServerSentEvent is only known per event, so its writer
        // resolves the runtime type through the mapper's serializer cache
        Encoder<Object> json = Encoder.json(
                mapper, ServerSentEvent.class.isAssignableFrom(type) ? Object.class : (Class<Object>) type);
        return new SseFormat<>(json);
    }

    /**
     * Raw chunked bytes: {@code String} items as UTF-8 {@code text/plain}, {@link Buffer} and {@code byte[]} items as
     * {@code application/octet-stream}, with nothing added between items.
     *
     * @throws IllegalArgumentException if {@code type} is not {@code String}, {@code Buffer} or {@code byte[]}
     */
    public static <T> StreamFormat<T> chunked(Class<T> type) {
        Encoder<T> encoder = Encoder.raw(ParameterValidation.nonNull(type, "type"));
        if (encoder == null) {
            throw new IllegalArgumentException(
                    "`type` must be String, Buffer or byte[] for a chunked stream, got " + type.getName());
        }
        String contentType = type == String.class ? "text/plain; charset=utf-8" : "application/octet-stream";
        return new StreamFormat<>(contentType, encoder) {
            @Override
            void appendItem(T item, boolean first, Encoder.Run into) {
                into.value(item);
            }
        };
    }

    /** The {@code Content-Type} of the response. */
    public String contentType() {
        return contentType;
    }

    /** Appends what precedes the first item (written with the head, even when the stream is empty). */
    void appendStart(Buffer into) {}

    /**
     * Starts the encoding of the items of one write into {@code into}; {@link Encoder.Run#close() close} it before
     * writing {@code into}.
     */
    Encoder.Run open(Buffer into) {
        return encoder.open(into);
    }

    /** Appends one item; {@code first} tells whether it is the first item of the response. */
    abstract void appendItem(T item, boolean first, Encoder.Run into);

    /** Appends what follows the last item when the stream completes. */
    void appendEnd(Buffer into) {}

    /**
     * The frame telling the client that the stream failed after the head, or {@code null} when the format has no
     * way to say it (the connection is then reset).
     */
    Buffer errorFrame(String errorJson) {
        return null;
    }

    /** The bytes a heartbeat sends, or {@code null} when the format has no heartbeat. */
    Buffer heartbeat() {
        return null;
    }

    private static ObjectMapper checkMapper(ObjectMapper mapper) {
        return ParameterValidation.nonNull(mapper, "mapper");
    }

    private static final class SseFormat<T> extends StreamFormat<T> {

        private static final byte[] DATA = "data: ".getBytes(StandardCharsets.US_ASCII);
        private static final SerializedString DATA_FIELD = new SerializedString("data: ");
        private static final byte[] COMMENT = ": ".getBytes(StandardCharsets.US_ASCII);

        private final Encoder<Object> json;

        SseFormat(Encoder<Object> json) {
            super("text/event-stream", json);
            this.json = json;
        }

        @Override
        void appendItem(T item, boolean first, Encoder.Run into) {
            if (item instanceof ServerSentEvent) {
                appendEvent((ServerSentEvent) item, into.buffer());
            } else if (item instanceof String) {
                Buffer buffer = into.buffer();
                appendData(item, buffer);
                buffer.appendByte((byte) '\n');
            } else {
                into.raw(DATA_FIELD);
                into.value(item);
                into.raw('\n');
                into.raw('\n');
            }
        }

        private void appendEvent(ServerSentEvent event, Buffer into) {
            if (event.comment() != null) {
                appendLines(COMMENT, Buffer.buffer(event.comment()), into);
            }
            if (event.id() != null) {
                into.appendString("id: ").appendString(event.id()).appendByte((byte) '\n');
            }
            if (event.event() != null) {
                into.appendString("event: ").appendString(event.event()).appendByte((byte) '\n');
            }
            if (event.retry() != null) {
                into.appendString("retry: ")
                        .appendString(Long.toString(event.retry().toMillis()))
                        .appendByte((byte) '\n');
            }
            if (event.data() != null) {
                appendData(event.data(), into);
            }
            into.appendByte((byte) '\n');
        }

        /** A {@code String} as is, split into lines; anything else as JSON, which has no raw line break. */
        private void appendData(Object data, Buffer into) {
            if (data instanceof String) {
                appendLines(DATA, Buffer.buffer((String) data), into);
            } else {
                into.appendBytes(DATA);
                json.encode(data, into);
                into.appendByte((byte) '\n');
            }
        }

        /** Writes {@code text} as lines each starting with {@code prefix}; CR, LF and CRLF all end a line. */
        private static void appendLines(byte[] prefix, Buffer text, Buffer into) {
            into.appendBytes(prefix);
            int length = text.length();
            int lineStart = 0;
            for (int i = 0; i < length; i++) {
                byte b = text.getByte(i);
                if (b == '\n' || b == '\r') {
                    into.appendBuffer(text, lineStart, i - lineStart).appendByte((byte) '\n');
                    into.appendBytes(prefix);
                    if (b == '\r' && i + 1 < length && text.getByte(i + 1) == '\n') {
                        i++;
                    }
                    lineStart = i + 1;
                }
            }
            into.appendBuffer(text, lineStart, length - lineStart).appendByte((byte) '\n');
        }

        @Override
        Buffer errorFrame(String errorJson) {
            Buffer frame = Buffer.buffer("event: error\n");
            appendLines(DATA, Buffer.buffer(errorJson), frame);
            return frame.appendByte((byte) '\n');
        }

        @Override
        Buffer heartbeat() {
            return Buffer.buffer(":\n\n");
        }
    }
}
