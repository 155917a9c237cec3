package io.mutiny.resources;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/**
 * Seed 001's text resource as the seed wrote it, without its metrics timers and, until sub-resource locators are
 * compiled, without its {@code @Path("sub-class")} locator.
 */
// tag::resource[]
@Path("text")
@Consumes(MediaType.TEXT_PLAIN)
@Produces(MediaType.TEXT_PLAIN)
public class TextEntityResource {

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
// end::resource[]
