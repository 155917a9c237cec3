package io.mutiny.resources;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;

/** Seed 001's resource method and sub-resource method (its {@code {name}} locator comes with locators). */
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
}
