package io.mutiny.examples.server;

import io.mutiny.Uni;
import io.mutiny.http.MutinyRoutes;
import io.vertx.core.Vertx;
import io.vertx.ext.web.Router;

/**
 * Seed 001: a text/plain resource written with the routes of mutiny-http, {@code GET /programmatic/text} answering
 * {@code text}, {@code POST} echoing the posted text and {@code PUT} answering 204 without body; the same routes
 * serve {@code /programmatic/text/sub-class} again, through a sub-router. {@link TextEntityResource} is the same,
 * annotated, at the seed's paths.
 */
public final class TextResource {

    private TextResource() {}

    /**
     * Registers {@code /programmatic/text} on {@code routes} and mounts the sub-router at
     * {@code /programmatic/text/sub-class}, whose routes get the options of {@code routes} (the body limit above all).
     */
    public static void register(MutinyRoutes routes, Vertx vertx) {
        // tag::text[]
        registerText(routes, "/programmatic/text");
        Router subRouter = Router.router(vertx);
        registerText(routes.onSubRouter(subRouter), "/");
        routes.router().route("/programmatic/text/sub-class*").subRouter(subRouter);
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
