package io.mutiny.examples.server;

import io.mutiny.Uni;
import io.mutiny.http.MutinyHttpOptions;
import io.mutiny.http.MutinyRoutes;
import io.vertx.core.Vertx;
import io.vertx.ext.web.Router;

/**
 * Seed 001: a text/plain resource, {@code GET /text} answering {@code text}, {@code POST /text} echoing the posted
 * text and {@code PUT /text} answering 204 without body; the same class serves {@code /text/sub-class} again,
 * through a sub-router.
 */
public final class TextResource {

    private TextResource() {}

    /**
     * Registers {@code /text} on {@code routes} and mounts the sub-router at {@code /text/sub-class}, whose routes
     * get the same {@code options} (the body limit above all).
     */
    public static void register(MutinyRoutes routes, Vertx vertx, MutinyHttpOptions options) {
        // tag::text[]
        registerText(routes, "/text");
        Router subRouter = Router.router(vertx);
        registerText(MutinyRoutes.on(subRouter, options), "/");
        routes.router().route("/text/sub-class*").subRouter(subRouter);
        // end::text[]
    }

    // tag::text-resource[]
    private static void registerText(MutinyRoutes routes, String path) {
        routes.get(path).text(rc -> Uni.createFrom().item("text"));
        routes.post(path).body(String.class).text((rc, text) -> Uni.createFrom().item(text));
        routes.put(path).body(String.class).respond(Void.class, (rc, text) -> Uni.createFrom()
                .voidItem());
    }
    // end::text-resource[]
}
