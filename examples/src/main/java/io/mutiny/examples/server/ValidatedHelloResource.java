package io.mutiny.examples.server;

import jakarta.validation.constraints.Pattern;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;

/**
 * Seed 004's {@code GET /hello/{name}} as a Jakarta REST resource, the name validated with a Bean Validation
 * constraint: a name that is not 1 to 40 letters answers 400 with the constraint's message. A plain result: it runs on
 * a worker thread, as the seed's Jakarta REST version did. The programmatic twin is {@link HelloResource}.
 */
// tag::validated-hello[]
@Path("hello")
public class ValidatedHelloResource {

    @GET
    @Path("{name}")
    public String hello(
            @PathParam("name") @Pattern(regexp = "\\p{L}{1,40}", message = "The name must have 1 to 40 letters")
                    String name) {
        return "hello " + name;
    }
}
// end::validated-hello[]
