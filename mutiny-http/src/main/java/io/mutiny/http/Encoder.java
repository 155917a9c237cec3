package io.mutiny.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Encodes one value. Chosen once per route from the declared type, so that no request pays for a type lookup.
 */
interface Encoder<T> {

    /** Appends {@code value} to {@code into}. */
    void encode(T value, Buffer into);

    /** {@code value} alone, as a new buffer. */
    default Buffer toBuffer(T value) {
        Buffer buffer = Buffer.buffer();
        encode(value, buffer);
        return buffer;
    }

    /**
     * The JSON encoder for {@code type}: Vert.x's own codec for {@link JsonObject}/{@link JsonArray} (Jackson would
     * expose their internals), a Jackson writer bound to the type otherwise ({@code Object}: a writer resolving each
     * value's runtime type through the mapper's serializer cache).
     */
    @SuppressWarnings("unchecked")
    static <T> Encoder<T> json(ObjectMapper mapper, Class<T> type) {
        if (JsonObject.class.isAssignableFrom(type)) {
            return (Encoder<T>) new VertxJson<JsonObject>() {
                @Override
                public Buffer toBuffer(JsonObject value) {
                    return value.toBuffer();
                }
            };
        }
        if (JsonArray.class.isAssignableFrom(type)) {
            return (Encoder<T>) new VertxJson<JsonArray>() {
                @Override
                public Buffer toBuffer(JsonArray value) {
                    return value.toBuffer();
                }
            };
        }
        return new JacksonJson<>(type == Object.class ? mapper.writer() : mapper.writerFor(type), type);
    }

    /**
     * The raw encoder for {@code String} (UTF-8), {@link Buffer} and {@code byte[]}, or {@code null} when
     * {@code type} is none of them.
     */
    @SuppressWarnings("unchecked")
    static <T> Encoder<T> raw(Class<T> type) {
        if (type == String.class) {
            return (Encoder<T>) new Encoder<String>() {
                @Override
                public void encode(String value, Buffer into) {
                    into.appendString(value, StandardCharsets.UTF_8.name());
                }

                @Override
                public Buffer toBuffer(String value) {
                    return Buffer.buffer(value.getBytes(StandardCharsets.UTF_8));
                }
            };
        }
        if (Buffer.class.isAssignableFrom(type)) {
            return (Encoder<T>) new Encoder<Buffer>() {
                @Override
                public void encode(Buffer value, Buffer into) {
                    into.appendBuffer(value);
                }

                @Override
                public Buffer toBuffer(Buffer value) {
                    return value;
                }
            };
        }
        if (type == byte[].class) {
            return (Encoder<T>) new Encoder<byte[]>() {
                @Override
                public void encode(byte[] value, Buffer into) {
                    into.appendBytes(value);
                }

                @Override
                public Buffer toBuffer(byte[] value) {
                    return Buffer.buffer(value);
                }
            };
        }
        return null;
    }

    /** Vert.x JSON types, encoded by their own codec. */
    abstract class VertxJson<J> implements Encoder<J> {
        @Override
        public void encode(J value, Buffer into) {
            into.appendBuffer(toBuffer(value));
        }
    }

    /**
     * A Jackson writer. Serializes into Jackson's recycled byte array (what {@code writeValueAsBytes} does, the raw
     * Vert.x way), not through an {@code OutputStream} into a growing {@link Buffer}.
     */
    final class JacksonJson<T> implements Encoder<T> {

        private final ObjectWriter writer;
        private final Class<T> type;

        JacksonJson(ObjectWriter writer, Class<T> type) {
            this.writer = writer;
            this.type = type;
        }

        @Override
        public void encode(T value, Buffer into) {
            into.appendBytes(bytes(value));
        }

        @Override
        public Buffer toBuffer(T value) {
            return Buffer.buffer(bytes(value));
        }

        private byte[] bytes(T value) {
            try {
                return writer.writeValueAsBytes(value);
            } catch (JsonProcessingException e) {
                throw new UncheckedIOException("Cannot serialize a " + type.getName() + " to JSON", e);
            }
        }
    }
}
