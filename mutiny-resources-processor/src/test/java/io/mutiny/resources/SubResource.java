package io.mutiny.resources;

import jakarta.ws.rs.GET;

/** Seed 001's sub-resource, returned by {@link Resource#sub}. */
public class SubResource {

    private final String name;

    public SubResource(final String name) {
        this.name = name;
    }

    @GET
    public String get() {
        return "Hello, " + name + ", from Sub-Resource Locator";
    }
}
