package io.mutiny.http;

import static io.mutiny.http.TestSources.item;
import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Multi;
import io.mutiny.infrastructure.Infrastructure;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The routes are plain Vert.x Web routes: Vert.x matches media types and methods, the adapter changes nothing else. */
class MutinyRoutesTest extends HttpTestBase {

    @Test
    void twoRoutesOnOnePathAreChosenByAccept() throws Exception {
        routes.get("/items").json(JsonObject.class, rc -> item(new JsonObject().put("items", 2)));
        routes.get("/items").sse(Integer.class, rc -> Multi.createFrom().items(1, 2));

        HttpResponse<String> json =
                send(request("/items").header("Accept", "application/json").build());
        HttpResponse<String> sse =
                send(request("/items").header("Accept", "text/event-stream").build());
        HttpResponse<String> preferred = send(request("/items")
                .header("Accept", "text/event-stream;q=0.5, application/json")
                .build());
        HttpResponse<String> unacceptable =
                send(request("/items").header("Accept", "text/csv").build());

        assertThat(json.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(json.body()).isEqualTo("{\"items\":2}");
        assertThat(sse.headers().firstValue("Content-Type")).hasValue("text/event-stream");
        assertThat(sse.body()).isEqualTo("data: 1\n\ndata: 2\n\n");
        assertThat(preferred.body()).isEqualTo("{\"items\":2}");
        assertThat(unacceptable.statusCode()).isEqualTo(406);
        assertThat(new JsonObject(unacceptable.body()).getString("message")).contains("text/csv");
    }

    @Test
    void twoRoutesOnOnePathAreChosenByContentType() throws Exception {
        routes.post("/notes").body(JsonObject.class).text((rc, note) -> item("json " + note.getString("text")));
        routes.post("/notes").body(String.class).consumes("text/plain").text((rc, note) -> item("text " + note));

        HttpResponse<String> json = postJson("/notes", "{\"text\":\"hi\"}");
        HttpResponse<String> text = send(request("/notes")
                .header("Content-Type", "text/plain; charset=utf-8")
                .POST(HttpRequest.BodyPublishers.ofString("hi"))
                .build());
        HttpResponse<String> unsupported = send(request("/notes")
                .header("Content-Type", "text/csv")
                .POST(HttpRequest.BodyPublishers.ofString("hi"))
                .build());

        assertThat(json.body()).isEqualTo("json hi");
        assertThat(text.body()).isEqualTo("text hi");
        assertThat(unsupported.statusCode()).isEqualTo(415);
    }

    @Test
    void the405ListsTheMethodsOfRoutesRegisteredOutsideMutinyRoutes() throws Exception {
        routes.get("/people/:id").text(rc -> item("mutiny"));
        router.put("/people/:id").handler(rc -> rc.response().end("plain"));
        MutinyRoutes.on(router).delete("/people/:id").respond(Void.class, rc -> item(null));

        HttpResponse<String> response = send(request("/people/3")
                .method("PATCH", HttpRequest.BodyPublishers.noBody())
                .build());

        assertThat(response.statusCode()).isEqualTo(405);
        assertThat(response.headers().firstValue("Allow").orElseThrow().split(","))
                .containsExactlyInAnyOrder("GET", "PUT", "DELETE");
    }

    @Test
    void onChangesNeitherTheRouterNorTheAwaitCheck() throws Exception {
        Infrastructure.resetCanCallerThreadBeBlockedSupplier();
        router = Router.router(vertx);
        router.errorHandler(404, rc -> rc.response().setStatusCode(404).end("mine"));
        router.errorHandler(500, rc -> rc.response().setStatusCode(500).end("my 500"));
        router.get("/plain-failure").handler(rc -> rc.fail(new IllegalStateException("plain")));
        MutinyRoutes plain = MutinyRoutes.on(router, options());
        plain.get("/can-block").text(rc -> item(String.valueOf(Infrastructure.canCallerThreadBeBlocked())));

        assertThat(get("/missing").body()).isEqualTo("mine");
        assertThat(get("/plain-failure").body()).isEqualTo("my 500");
        assertThat(get("/can-block").body()).isEqualTo("true");
    }

    @Test
    void jsonErrorHandlersAreInstalledOnceAndKeepTheHandlersSetAfterwards() throws Exception {
        router = Router.router(vertx);
        MutinyRoutes.on(router).installJsonErrorHandlers();
        router.errorHandler(404, rc -> rc.response().setStatusCode(404).end("mine"));
        MutinyRoutes.on(router).installJsonErrorHandlers();
        router.get("/plain-failure").handler(rc -> rc.fail(new IllegalStateException("plain")));

        assertThat(get("/missing").body()).isEqualTo("mine");
        HttpResponse<String> failure = get("/plain-failure");
        assertThat(failure.statusCode()).isEqualTo(500);
        assertThat(new JsonObject(failure.body()).getString("id")).isNotBlank();
    }

    @Test
    void forbidAwaitOnEventLoopMakesAwaitFailThere() throws Exception {
        Infrastructure.resetCanCallerThreadBeBlockedSupplier();
        MutinyVertx.forbidAwaitOnEventLoop();
        MutinyVertx.forbidAwaitOnEventLoop();
        CompletableFuture<Boolean> onEventLoop = new CompletableFuture<>();
        vertx.runOnContext(ignored -> onEventLoop.complete(Infrastructure.canCallerThreadBeBlocked()));

        assertThat(onEventLoop.get(5, TimeUnit.SECONDS)).isFalse();
        assertThat(Infrastructure.canCallerThreadBeBlocked()).isTrue();
    }

    @Test
    void configuringADefinitionReturnsACopyAndLeavesTheSharedOneAlone() throws Exception {
        RouteDefinition<Void> shared = routes.get("/shared");
        RouteDefinition<Void> blocking = shared.blocking();
        RouteDefinition<JsonObject> withBody = shared.body(JsonObject.class);
        shared.text(rc -> item(Thread.currentThread().getName()));
        routes.get("/worker").blocking().text(rc -> item(Thread.currentThread().getName()));

        assertThat(blocking).isNotSameAs(shared);
        assertThat(withBody).isNotSameAs(shared);
        // no JSON body required and still on the event loop
        assertThat(get("/shared").body()).startsWith("vert.x-eventloop");
        assertThat(get("/worker").body()).startsWith("vert.x-worker");
    }
}
