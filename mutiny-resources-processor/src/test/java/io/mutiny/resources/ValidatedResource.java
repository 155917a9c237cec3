package io.mutiny.resources;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;

/** Seed 004's {@code GET /hello/{name}} with Bean Validation constraints, and a validated JSON entity. */
// tag::resource[]
@Path("hello")
public class ValidatedResource {

    @GET
    @Path("{name}")
    @NonBlocking
    public String hello(@PathParam("name") @Size(min = 2, max = 10) @Pattern(regexp = "[A-Za-z]+") String name) {
        return "hello " + name;
    }

    @GET
    public String page(@QueryParam("page") @Min(1) @Max(100) int page, @QueryParam("q") @NotBlank String q) {
        return q + " page " + page;
    }

    @POST
    public Registration register(@Valid @NotNull Registration registration) {
        return registration;
    }

    /** A JSON entity with constraints on its properties. */
    public static class Registration {
        @NotBlank
        public String name;

        @Min(18)
        public int age;
    }
}
// end::resource[]
