package io.mutiny.http;

import io.netty.handler.codec.http.HttpResponseStatus;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.HttpException;
import java.util.UUID;
import java.util.concurrent.CompletionException;

/**
 * Writes the JSON error bodies ({@code {"status":..,"error":..,"message":..}}) and logs server errors, once each,
 * with an id that the body repeats. Never sends a stack trace.
 */
final class ErrorResponses {

    private static final System.Logger LOGGER = System.getLogger("io.mutiny.http");

    private ErrorResponses() {}

    /**
     * Answers {@code failure} on the response of {@code rc}: the status of an {@link HttpStatusException} or a
     * Vert.x {@link HttpException}, 500 (logged with an id) for anything else. After the head has been written it
     * can only log and reset the connection.
     */
    static void fail(RoutingContext rc, Throwable failure) {
        fail(rc.response(), describe(rc), failure);
    }

    /**
     * Same as {@link #fail(RoutingContext, Throwable)} for a bare response; {@code request} names the request in
     * the log.
     */
    static void fail(HttpServerResponse response, String request, Throwable failure) {
        if (response.closed() || response.ended()) {
            logServerError(request, failure);
            return;
        }
        if (response.headWritten()) {
            logServerError(request, failure);
            response.reset();
            return;
        }
        write(response, describeFailure(request, failure));
    }

    /**
     * The JSON body that answers {@code failure}: the status of an {@link HttpStatusException} or a Vert.x
     * {@link HttpException}, 500 with the id of a new log entry for anything else.
     */
    static JsonObject describeFailure(String request, Throwable failure) {
        Throwable cause = unwrap(failure);
        if (cause instanceof HttpStatusException) {
            return body(((HttpStatusException) cause).status(), cause.getMessage());
        }
        if (cause instanceof HttpException) {
            HttpException vertxFailure = (HttpException) cause;
            String message = vertxFailure.getPayload() != null ? vertxFailure.getPayload() : vertxFailure.getMessage();
            return body(vertxFailure.getStatusCode(), message);
        }
        String id = logServerError(request, cause);
        return body(500, "The request failed on the server; the server log has the details under this id")
                .put("id", id);
    }

    /** Answers {@code status} with a JSON body carrying {@code message}. */
    static void send(RoutingContext rc, int status, String message) {
        write(rc.response(), body(status, message));
    }

    /** Names a request in log entries. */
    static String describe(RoutingContext rc) {
        return rc.request().method() + " " + rc.request().uri();
    }

    /** The JSON error body, also used as the data of an SSE {@code error} event. */
    static JsonObject body(int status, String message) {
        return new JsonObject()
                .put("status", status)
                .put("error", HttpResponseStatus.valueOf(status).reasonPhrase())
                .put("message", message);
    }

    /** Logs {@code failure} once, at error level, and returns the id that ties the log entry to the response. */
    static String logServerError(String request, Throwable failure) {
        String id = UUID.randomUUID().toString();
        LOGGER.log(System.Logger.Level.ERROR, "Request " + request + " failed [id " + id + "]", failure);
        return id;
    }

    static Throwable unwrap(Throwable failure) {
        Throwable current = failure;
        while (current instanceof CompletionException && current.getCause() != null) {
            current = current.getCause();
        }
        return current;
    }

    private static void write(HttpServerResponse response, JsonObject body) {
        int status = body.getInteger("status");
        response.setStatusCode(status)
                .putHeader("Content-Type", "application/json")
                .putHeader("Cache-Control", "no-store");
        // a stream that failed before its head prepared streaming headers: an error body is a plain response
        response.headers().remove("Content-Encoding");
        response.setChunked(false);
        response.end(body.toBuffer());
    }
}
