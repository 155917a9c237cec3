package io.mutiny.http;

import io.mutiny.helpers.ParameterValidation;
import java.time.Duration;

/**
 * One Server-Sent Event with its optional fields. Stream {@code Multi<ServerSentEvent>} from an
 * {@link RouteDefinition#sse(Class, java.util.function.Function) sse} route to control {@code id}, {@code event},
 * {@code retry} and comments; any other item type is sent as a plain {@code data} event.
 *
 * <p>{@code data} is sent as is when it is a {@code String}, as JSON otherwise; a multi-line value becomes several
 * {@code data:} lines. Immutable: the {@code with...} methods return a copy.
 */
public final class ServerSentEvent {

    private final Object data;
    private final String id;
    private final String event;
    private final Duration retry;
    private final String comment;

    private ServerSentEvent(Object data, String id, String event, Duration retry, String comment) {
        this.data = data;
        this.id = id;
        this.event = event;
        this.retry = retry;
        this.comment = comment;
    }

    /** An event carrying {@code data} (a {@code String} sent as is, anything else as JSON). */
    public static ServerSentEvent of(Object data) {
        return new ServerSentEvent(ParameterValidation.nonNull(data, "data"), null, null, null, null);
    }

    /** A comment-only event (a {@code :} line), ignored by clients; useful to keep a connection alive. */
    public static ServerSentEvent comment(String comment) {
        return new ServerSentEvent(null, null, null, null, ParameterValidation.nonNull(comment, "comment"));
    }

    /** A copy with the {@code id} field, which the client sends back as {@code Last-Event-ID} when it reconnects. */
    public ServerSentEvent withId(String id) {
        return new ServerSentEvent(data, singleLine(id, "id"), event, retry, comment);
    }

    /** A copy with the {@code event} field (the event type the client listens to). */
    public ServerSentEvent withEvent(String event) {
        return new ServerSentEvent(data, id, singleLine(event, "event"), retry, comment);
    }

    /** A copy with the {@code retry} field: how long the client waits before reconnecting. */
    public ServerSentEvent withRetry(Duration retry) {
        return new ServerSentEvent(data, id, event, ParameterValidation.validate(retry, "retry"), comment);
    }

    /** A copy with a comment line sent before the fields; a multi-line comment becomes several comment lines. */
    public ServerSentEvent withComment(String comment) {
        return new ServerSentEvent(data, id, event, retry, ParameterValidation.nonNull(comment, "comment"));
    }

    /** The payload, or {@code null} for a comment-only event. */
    public Object data() {
        return data;
    }

    /** The {@code id} field, or {@code null}. */
    public String id() {
        return id;
    }

    /** The {@code event} field, or {@code null}. */
    public String event() {
        return event;
    }

    /** The {@code retry} field, or {@code null}. */
    public Duration retry() {
        return retry;
    }

    /** The comment, or {@code null}. */
    public String comment() {
        return comment;
    }

    private static String singleLine(String value, String name) {
        ParameterValidation.nonNull(value, name);
        if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("`" + name + "` must be a single line");
        }
        return value;
    }

    @Override
    public String toString() {
        return "ServerSentEvent{id=" + id + ", event=" + event + ", data=" + data + '}';
    }
}
