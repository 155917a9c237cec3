package io.mutiny.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import java.io.IOException;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Turns the request body into the value a handler receives. Chosen once per route from the declared body type.
 * Decoding failures become {@link HttpStatusException}s with status 400 that say what and where.
 */
final class BodyReader<B> {

    private static final List<String> JSON = List.of("application/json");

    private final Function<RoutingContext, B> reader;
    private final boolean buffered;
    private final List<String> consumes;

    private BodyReader(Function<RoutingContext, B> reader, boolean buffered, List<String> consumes) {
        this.reader = reader;
        this.buffered = buffered;
        this.consumes = consumes;
    }

    /** For routes without a body: always {@code null}. */
    static BodyReader<Void> none() {
        return new BodyReader<>(rc -> null, false, List.of());
    }

    /**
     * The body as a {@code Multi<Buffer>} paced by demand; nothing is buffered, unless a {@code BodyHandler} of the
     * router read the body already.
     */
    static BodyReader<io.mutiny.Multi<Buffer>> stream() {
        return new BodyReader<>(
                rc -> {
                    if (rc.request().isEnded()) {
                        // a BodyHandler set on the whole router (router.route().handler(BodyHandler.create()))
                        // consumed the request: its buffer is the body, and the request would refuse a handler
                        Buffer read = rc.body().buffer();
                        return read == null || read.length() == 0
                                ? io.mutiny.Multi.createFrom().empty()
                                : io.mutiny.Multi.createFrom().item(read);
                    }
                    RequestBodyPublisher body = new RequestBodyPublisher(rc.request(), Vertx.currentContext());
                    // a handler that answers without reading the body must not leave the request paused forever
                    rc.addEndHandler(ignored -> body.discardUnlessSubscribed());
                    return io.mutiny.Multi.createFrom().publisher(body);
                },
                false,
                List.of());
    }

    /**
     * The body read into memory, up to {@code limit} bytes (413 beyond): {@code String} (UTF-8), {@link Buffer},
     * {@code byte[]}, {@link JsonObject}/{@link JsonArray} (Vert.x codec), or any other type decoded from JSON with
     * Jackson.
     */
    static <B> BodyReader<B> forType(ObjectMapper mapper, Class<B> type, long limit) {
        BodyReader<B> decoder = forType(mapper, type);
        return new BodyReader<>(
                rc -> {
                    // the route's BodyHandler enforces the limit, unless a BodyHandler set on the whole router read
                    // the body first (with its own limit, none by default): the route's BodyHandler then lets it by
                    if (rc.body().length() > limit) {
                        throw new HttpStatusException(
                                413, "The request body is larger than the limit of " + limit + " bytes");
                    }
                    return decoder.reader.apply(rc);
                },
                true,
                decoder.consumes);
    }

    @SuppressWarnings("unchecked")
    private static <B> BodyReader<B> forType(ObjectMapper mapper, Class<B> type) {
        if (type == String.class) {
            return new BodyReader<>(rc -> (B) bytes(rc).toString(), true, List.of());
        }
        if (Buffer.class.isAssignableFrom(type)) {
            return new BodyReader<>(rc -> (B) bytes(rc), true, List.of());
        }
        if (type == byte[].class) {
            return new BodyReader<>(rc -> (B) bytes(rc).getBytes(), true, List.of());
        }
        if (JsonObject.class.isAssignableFrom(type) || JsonArray.class.isAssignableFrom(type)) {
            boolean object = JsonObject.class.isAssignableFrom(type);
            return new BodyReader<>(
                    rc -> {
                        Buffer body = nonEmpty(rc, type);
                        try {
                            return (B) (object ? new JsonObject(body) : new JsonArray(body));
                        } catch (DecodeException | ClassCastException e) {
                            throw new HttpStatusException(400, "Malformed JSON: " + e.getMessage(), e);
                        }
                    },
                    true,
                    JSON);
        }
        ObjectReader jackson = mapper.readerFor(type);
        return new BodyReader<>(
                rc -> {
                    Buffer body = nonEmpty(rc, type);
                    try {
                        return jackson.readValue(body.getBytes());
                    } catch (JsonProcessingException e) {
                        throw new HttpStatusException(400, describe(e, type), e);
                    } catch (IOException e) {
                        throw new HttpStatusException(400, "Unreadable body: " + e.getMessage(), e);
                    }
                },
                true,
                JSON);
    }

    /** Reads the body of the current request. Runs on the event loop, before the handler is dispatched. */
    B read(RoutingContext rc) {
        return reader.apply(rc);
    }

    /** Whether the body must be buffered (by a {@code BodyHandler}) before {@link #read}. */
    boolean buffered() {
        return buffered;
    }

    /** The media types the route accepts in {@code Content-Type} (415 otherwise); empty: any. */
    List<String> consumes() {
        return consumes;
    }

    private static Buffer bytes(RoutingContext rc) {
        Buffer body = rc.body().buffer();
        return body == null ? Buffer.buffer() : body;
    }

    private static Buffer nonEmpty(RoutingContext rc, Class<?> type) {
        Buffer body = bytes(rc);
        if (body.length() == 0) {
            throw new HttpStatusException(400, "The request body is empty; expected a JSON " + type.getSimpleName());
        }
        return body;
    }

    private static String describe(JsonProcessingException e, Class<?> type) {
        StringBuilder message = new StringBuilder(e instanceof JsonMappingException ? "Invalid " : "Malformed ")
                .append("JSON for ")
                .append(type.getSimpleName());
        if (e.getLocation() != null) {
            message.append(" at line ")
                    .append(e.getLocation().getLineNr())
                    .append(", column ")
                    .append(e.getLocation().getColumnNr());
        }
        if (e instanceof JsonMappingException
                && !((JsonMappingException) e).getPath().isEmpty()) {
            message.append(", field `")
                    .append(((JsonMappingException) e)
                            .getPath().stream()
                                    .map(ref -> ref.getFieldName() != null
                                            ? ref.getFieldName()
                                            : "[" + ref.getIndex() + "]")
                                    .collect(Collectors.joining(".")))
                    .append('`');
        }
        return message.append(": ").append(e.getOriginalMessage()).toString();
    }
}
