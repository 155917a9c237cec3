package io.mutiny.examples.server;

import io.mutiny.resources.NonBlocking;
import io.vertx.core.Context;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/**
 * Seed 000's resource, as the seed wrote it: {@code GET /reactive/person} and {@code POST /reactive/person}. The
 * seed measured RESTEasy Reactive running both methods on the IO thread, and its POST fails when it was dispatched
 * to a thread where blocking is allowed; here that is {@code @NonBlocking}, and the check is Vert.x's event-loop
 * test. The programmatic twin is {@link PersonResource}.
 */
// tag::simple-resource[]
@Path("/reactive")
@NonBlocking
public class SimpleResource {

    @GET
    @Path("/person")
    @Produces(MediaType.APPLICATION_JSON)
    public Person getPerson() {
        return new Person("Bob", "Builder");
    }

    @POST
    @Path("/person")
    @Produces(MediaType.APPLICATION_JSON)
    @Consumes(MediaType.APPLICATION_JSON)
    public Person getPerson(Person person) {
        if (!Context.isOnEventLoopThread()) {
            throw new IllegalStateException("should not have dispatched");
        }
        return person;
    }
}
// end::simple-resource[]
