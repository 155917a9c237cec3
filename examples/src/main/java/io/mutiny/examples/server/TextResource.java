package io.mutiny.examples.server;

import io.mutiny.Uni;
import io.mutiny.http.MutinyRoutes;
import io.vertx.core.Vertx;
import io.vertx.ext.web.Router;

/**
 * Seed 001: text/plain {@code GET}, {@code POST} and {@code PUT} on {@code /text}, and the same handlers again
 * through a sub-router mounted at {@code /text/sub-class}.
 */
public final class TextResource {

    private TextResource() {}

    /** Registers {@code /text} on {@code routes} and mounts the sub-router at {@code /text/sub-class}. */
    public static void register(MutinyRoutes routes, Vertx vertx) {
        // tag::text[]
        registerText(routes, "/text", "resource method");
        Router subRouter = Router.router(vertx);
        registerText(MutinyRoutes.on(subRouter), "/", "sub-router");
        routes.router().route("/text/sub-class*").subRouter(subRouter);
        // end::text[]
    }

    private static void registerText(MutinyRoutes routes, String path, String origin) {
        routes.get(path).text(rc -> Uni.createFrom().item("Hello from the " + origin));
        routes.post(path).body(String.class).text((rc, body) -> Uni.createFrom().item("POST " + origin + ": " + body));
        routes.put(path).body(String.class).text((rc, body) -> Uni.createFrom().item("PUT " + origin + ": " + body));
    }
}
