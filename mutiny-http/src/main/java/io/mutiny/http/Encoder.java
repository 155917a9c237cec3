package io.mutiny.http;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Appends one value to a buffer. Chosen once per route from the declared type, so that no request pays for a type
 * lookup.
 */
@FunctionalInterface
interface Encoder<T> {

    void encode(T value, Buffer into);

    /**
     * The JSON encoder for {@code type}: Vert.x's own codec for {@link JsonObject}/{@link JsonArray} (Jackson would
     * expose their internals), a Jackson writer bound to the type otherwise.
     */
    @SuppressWarnings("unchecked")
    static <T> Encoder<T> json(ObjectMapper mapper, Class<T> type) {
        if (JsonObject.class.isAssignableFrom(type)) {
            return (value, into) -> into.appendBuffer(((JsonObject) value).toBuffer());
        }
        if (JsonArray.class.isAssignableFrom(type)) {
            return (value, into) -> into.appendBuffer(((JsonArray) value).toBuffer());
        }
        ObjectWriter writer = mapper.writerFor(type).without(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        return (value, into) -> {
            try {
                writer.writeValue(new BufferOutputStream(into), value);
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot serialize a " + type.getName() + " to JSON", e);
            }
        };
    }

    /**
     * The raw encoder for {@code String} (UTF-8), {@link Buffer} and {@code byte[]}, or {@code null} when
     * {@code type} is none of them.
     */
    @SuppressWarnings("unchecked")
    static <T> Encoder<T> raw(Class<T> type) {
        if (type == String.class) {
            return (value, into) -> into.appendString((String) value, StandardCharsets.UTF_8.name());
        }
        if (Buffer.class.isAssignableFrom(type)) {
            return (value, into) -> into.appendBuffer((Buffer) value);
        }
        if (type == byte[].class) {
            return (value, into) -> into.appendBytes((byte[]) value);
        }
        return null;
    }
}
