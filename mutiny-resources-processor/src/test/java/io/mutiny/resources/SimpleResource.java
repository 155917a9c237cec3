package io.mutiny.resources;

import io.vertx.core.Context;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/**
 * Seed 000's resource. The seed's POST fails when it runs where blocking is allowed (a Quarkus check); here the same
 * demand is written {@code @NonBlocking}, and the check is Vert.x's event-loop test.
 */
@Path("/reactive")
public class SimpleResource {

    @GET
    @Path("/person")
    @Produces(MediaType.APPLICATION_JSON)
    public Person getPerson() {
        Person person = new Person();
        person.setFirst("Bob");
        person.setLast("Builder");
        return person;
    }

    @POST
    @Path("/person")
    @Produces(MediaType.APPLICATION_JSON)
    @Consumes(MediaType.APPLICATION_JSON)
    @NonBlocking
    public Person getPerson(Person person) {
        if (!Context.isOnEventLoopThread()) {
            throw new IllegalStateException("should not have dispatched");
        }
        return person;
    }
}
