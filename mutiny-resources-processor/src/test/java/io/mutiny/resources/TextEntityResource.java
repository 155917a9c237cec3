package io.mutiny.resources;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/**
 * Seed 001's text resource as the seed wrote it, without its metrics timers: {@code /text/sub-class} is served by a
 * sub-resource locator returning the class literal itself, resolved at build time (and at run time one level down,
 * {@code /text/sub-class/sub-class}).
 */
// tag::resource[]
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
// end::resource[]
