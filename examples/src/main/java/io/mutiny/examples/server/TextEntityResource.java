package io.mutiny.examples.server;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/**
 * Seed 001's text resource, as the seed wrote it (its timers left out): {@code GET /text} answers {@code text},
 * {@code POST /text} echoes the posted text, {@code PUT /text} answers 204; {@code /text/sub-class} serves the same
 * again through a sub-resource locator returning the class literal, which the processor resolves at build time into
 * routes of the router at {@code /text/sub-class} (no nested router per request). Plain results: the methods run on a
 * worker thread. The programmatic twin is {@link TextResource}.
 */
// tag::text-entity-resource[]
@Path("text")
@Consumes(MediaType.TEXT_PLAIN)
@Produces(MediaType.TEXT_PLAIN)
public class TextEntityResource {

    @Path("sub-class")
    public Class<?> subresource() {
        return TextEntityResource.class;
    }

    @POST
    public String echo(final String text) {
        return text;
    }

    @PUT
    public void put(final String text) {}

    @GET
    public String get() {
        return "text";
    }
}
// end::text-entity-resource[]
