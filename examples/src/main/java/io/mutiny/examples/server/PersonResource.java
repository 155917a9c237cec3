package io.mutiny.examples.server;

import io.mutiny.Uni;
import io.mutiny.http.MutinyRoutes;

/** Seed 000: a JSON person, read and echoed on the IO thread. */
public final class PersonResource {

    private PersonResource() {}

    /** Registers {@code GET /reactive/person} and {@code POST /reactive/person}. */
    public static void register(MutinyRoutes routes) {
        // tag::person[]
        routes.get("/reactive/person").json(Person.class, rc -> Uni.createFrom().item(new Person("Bob", "Builder")));
        routes.post("/reactive/person").body(Person.class).json(Person.class, (rc, person) -> Uni.createFrom()
                .item(person));
        // end::person[]
    }
}
