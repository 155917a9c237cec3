package io.mutiny.examples.server;

import io.mutiny.Uni;
import io.mutiny.http.HttpStatusException;
import io.mutiny.http.MutinyRoutes;
import io.vertx.ext.web.RoutingContext;
import java.util.regex.Pattern;

/**
 * Seed 004 written with the routes of mutiny-http: {@code GET /programmatic/hello/{name}} with validation, answered
 * on the IO thread, and the same on a worker thread at {@code /hello-worker/{name}} to compare both. Each response names its thread in the {@code X-Handled-On} header.
 */
public final class HelloResource {

    /** The response header naming the thread that ran the handler. */
    public static final String HANDLED_ON = "X-Handled-On";

    private static final Pattern NAME = Pattern.compile("\\p{L}{1,40}");

    private HelloResource() {}

    /**
     * Registers {@code GET /programmatic/hello/:name} (IO thread) and {@code GET /hello-worker/:name} (worker
     * thread).
     */
    public static void register(MutinyRoutes routes) {
        // The greeting is computed at once, as the raw Vert.x handler does: a known item is answered without a
        // subscription, and an HttpStatusException thrown by greet answers like a failed Uni (400).
        // tag::hello-name[]
        routes.get("/programmatic/hello/:name").text(rc -> Uni.createFrom().item(greet(rc)));
        routes.get("/hello-worker/:name").value(String.class, HelloResource::greet);
        // end::hello-name[]
    }

    // tag::hello-validation[]
    static String greet(RoutingContext rc) {
        String name = rc.pathParam("name");
        if (!NAME.matcher(name).matches()) {
            throw new HttpStatusException(
                    400, "The name must have 1 to 40 letters, got " + name.length() + " characters: `" + name + "`");
        }
        rc.response().putHeader(HANDLED_ON, Thread.currentThread().getName());
        return "hello " + name;
    }
    // end::hello-validation[]
}
