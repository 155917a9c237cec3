package io.mutiny.examples.server;

import jakarta.ws.rs.GET;

/** Seed 001's sub-resource, returned by the locator {@link Resource#sub}. */
// tag::sub-resource[]
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
// end::sub-resource[]
