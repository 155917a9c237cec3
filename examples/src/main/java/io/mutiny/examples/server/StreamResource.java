package io.mutiny.examples.server;

import io.mutiny.Multi;
import io.mutiny.http.HttpStatusException;
import io.mutiny.http.MutinyRoutes;
import io.mutiny.http.ServerSentEvent;
import io.vertx.ext.web.RoutingContext;
import java.time.Duration;
import java.util.Map;

/**
 * Streams: Server-Sent Events ticking once a second ({@code GET /stream/ticks}) and numbers
 * ({@code GET /stream/numbers?count=N}): newline-delimited JSON, a JSON array for {@code Accept: application/json},
 * Server-Sent Events for {@code Accept: text/event-stream}. The client's reading pace is the back pressure: the adapter requests more
 * items only as the socket drains, and cancels the stream when the client goes away.
 */
public final class StreamResource {

    /** The largest {@code count} of {@code /stream/numbers} and {@code /stream/ticks}. */
    public static final int MAX_COUNT = 1_000_000;

    private StreamResource() {}

    /** Registers {@code GET /stream/ticks} and {@code GET /stream/numbers}. */
    public static void register(MutinyRoutes routes) {
        // tag::streams[]
        routes.get("/stream/ticks").sse(ServerSentEvent.class, rc -> Multi.createFrom()
                .ticks()
                .every(Duration.ofSeconds(1))
                .select()
                .first(count(rc.queryParams().get("count"), Long.MAX_VALUE))
                .onItem()
                .transform(tick -> ServerSentEvent.of(Map.of("tick", tick)).withId(Long.toString(tick))));

        routes.get("/stream/numbers").ndjson(Integer.class, StreamResource::numbers);
        // end::streams[]
        // tag::negotiated-streams[]
        // the same path, chosen by Vert.x Web from the request's Accept header
        routes.get("/stream/numbers").jsonArray(Integer.class, StreamResource::numbers);
        routes.get("/stream/numbers").sse(Integer.class, StreamResource::numbers);
        // end::negotiated-streams[]
    }

    private static Multi<Integer> numbers(RoutingContext rc) {
        return Multi.createFrom().range(0, (int) count(rc.queryParams().get("count"), 10));
    }

    private static long count(String parameter, long defaultValue) {
        if (parameter == null) {
            return defaultValue;
        }
        try {
            int count = Integer.parseInt(parameter);
            if (count >= 0 && count <= MAX_COUNT) {
                return count;
            }
        } catch (NumberFormatException e) {
            // answered below like an out-of-range value
        }
        throw new HttpStatusException(400, "`count` must be an integer between 0 and " + MAX_COUNT);
    }
}
