package io.mutiny.http;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Encodes one value. Chosen once per route from the declared type, so that no request pays for a type lookup.
 */
interface Encoder<T> {

    /** Appends {@code value} to {@code into}. */
    void encode(T value, Buffer into);

    /**
     * Starts encoding several values into {@code into}, with the bytes of a stream format between them: the items of
     * one write of a stream. {@link Run#close() Close} the run before anything else touches {@code into}.
     */
    default Run open(Buffer into) {
        return new DirectRun<>(this, into);
    }

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
        ObjectWriter writer = type == Object.class ? mapper.writer() : mapper.writerFor(type);
        // a run flushes once, when it is closed
        return new JacksonJson<>(writer.without(SerializationFeature.FLUSH_AFTER_WRITE_VALUE), type);
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

    /**
     * Values of one encoder and format bytes appended to one buffer, in order. Not thread-safe; used for one write.
     */
    interface Run {
        /** Appends {@code value}, which must be of the encoder's type. */
        void value(Object value);

        /** Appends {@code text}, as is. */
        void raw(SerializedString text);

        /** Appends the ASCII character {@code c}. */
        void raw(char c);

        /** The buffer, holding everything appended so far: for appends of the caller's own, before the next value. */
        Buffer buffer();

        /** Completes the run: everything appended is in the buffer, and the encoder's resources are released. */
        void close();
    }

    /** A run appending each value to the buffer as it comes: for encoders with nothing to keep between values. */
    final class DirectRun<T> implements Run {
        private final Encoder<T> encoder;
        private final Buffer into;

        DirectRun(Encoder<T> encoder, Buffer into) {
            this.encoder = encoder;
            this.into = into;
        }

        @Override
        @SuppressWarnings("unchecked")
        public void value(Object value) {
            encoder.encode((T) value, into);
        }

        @Override
        public void raw(SerializedString text) {
            into.appendBytes(text.asUnquotedUTF8());
        }

        @Override
        public void raw(char c) {
            into.appendByte((byte) c);
        }

        @Override
        public Buffer buffer() {
            return into;
        }

        @Override
        public void close() {}
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

        /** One generator and serializer provider for all the values of the run, instead of one per value. */
        @Override
        public Run open(Buffer into) {
            return new JacksonRun(writer, type, into);
        }

        private byte[] bytes(T value) {
            try {
                return writer.writeValueAsBytes(value);
            } catch (JsonProcessingException e) {
                throw new UncheckedIOException("Cannot serialize a " + type.getName() + " to JSON", e);
            }
        }
    }

    /**
     * A run writing through one Jackson generator into its recycled buffer, flushed into the {@link Buffer} when it
     * fills and when the run is closed; the run is the generator's output stream.
     */
    final class JacksonRun extends OutputStream implements Run {

        private final Class<?> type;
        private final Buffer into;
        private final JsonGenerator generator;
        private final SequenceWriter values;

        JacksonRun(ObjectWriter writer, Class<?> type, Buffer into) {
            this.type = type;
            this.into = into;
            try {
                generator = writer.createGenerator(this);
                // the stream format says what goes between values, not the generator
                generator.setRootValueSeparator(null);
                // closing the generator must not close this stream: that is the run's own close
                generator.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
                values = writer.writeValues(generator);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void value(Object value) {
            try {
                values.write(value);
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot serialize a " + type.getName() + " to JSON", e);
            }
        }

        @Override
        public void raw(SerializedString text) {
            try {
                generator.writeRaw(text);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void raw(char c) {
            try {
                generator.writeRaw(c);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public Buffer buffer() {
            try {
                generator.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return into;
        }

        @Override
        public void close() {
            try {
                values.close();
                generator.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void write(int b) {
            into.appendByte((byte) b);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) {
            into.appendBytes(bytes, offset, length);
        }
    }
}
