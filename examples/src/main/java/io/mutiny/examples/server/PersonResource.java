package io.mutiny.examples.server;

import io.mutiny.Uni;
import io.mutiny.http.MutinyRoutes;

/**
 * Seed 000: a JSON person, read and echoed on the IO thread, written with the routes of mutiny-http under
 * {@code /programmatic}; {@link SimpleResource} is the same, annotated, at the seed's path.
 */
public final class PersonResource {

    private PersonResource() {}

    /** Registers {@code GET /programmatic/reactive/person} and {@code POST /programmatic/reactive/person}. */
    public static void register(MutinyRoutes routes) {
        // tag::person[]
        routes.get("/programmatic/reactive/person")
                .json(Person.class, rc -> Uni.createFrom().item(new Person("Bob", "Builder")));
        routes.post("/programmatic/reactive/person")
                .body(Person.class)
                .json(Person.class, (rc, person) -> Uni.createFrom().item(person));
        // end::person[]
    }
}
