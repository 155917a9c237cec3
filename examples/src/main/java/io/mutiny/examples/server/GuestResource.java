package io.mutiny.examples.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.http.MutinyRoutes;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * Seed 003: the 4 kB guest list decoded to objects and encoded back ({@code POST /guests}), and streamed one guest
 * at a time as a JSON array ({@code GET /stream/guests}).
 */
public final class GuestResource {

    /** The classpath location of the sample guest list. */
    public static final String SAMPLE = "/data/guests.json";

    private GuestResource() {}

    /** Registers {@code POST /guests} and {@code GET /stream/guests}. */
    public static void register(MutinyRoutes routes, GuestList sample) {
        // tag::guests[]
        routes.post("/guests").body(GuestList.class).json(GuestList.class, (rc, guests) -> Uni.createFrom()
                .item(guests));
        routes.get("/stream/guests")
                .jsonArray(GuestList.Guest.class, rc -> Multi.createFrom().iterable(sample.guests()));
        // end::guests[]
    }

    /** Reads the sample guest list shipped with the examples. */
    public static GuestList loadSample(ObjectMapper mapper) {
        try (InputStream json = GuestResource.class.getResourceAsStream(SAMPLE)) {
            if (json == null) {
                throw new IllegalStateException(SAMPLE + " is missing from the classpath");
            }
            return mapper.readValue(json, GuestList.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
