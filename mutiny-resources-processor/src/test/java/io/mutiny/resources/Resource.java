package io.mutiny.resources;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;

/** Seed 001's resource method, sub-resource method and sub-resource locator, as the seed wrote them. */
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
