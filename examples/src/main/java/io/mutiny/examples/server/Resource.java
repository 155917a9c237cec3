package io.mutiny.examples.server;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;

/**
 * Seed 001's resource method ({@code GET /resource}), sub-resource method ({@code GET /resource/hello}) and
 * sub-resource locator ({@code GET /resource/{name}}), as the seed wrote them.
 */
// tag::resource[]
@Path("resource")
public class Resource {

    @GET
    public String get() {
        return "Hello from Resource Method";
    }

    @GET
    @Path("hello")
    public String hello() {
        return "Hello from Sub-Resource Method";
    }

    @Path("{name}")
    public SubResource sub(@PathParam("name") final String name) {
        return new SubResource(name);
    }
}
// end::resource[]
