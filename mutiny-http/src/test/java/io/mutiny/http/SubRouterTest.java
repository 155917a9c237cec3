package io.mutiny.http;

import static io.mutiny.http.TestSources.item;
import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

class SubRouterTest extends HttpTestBase {

    @Test
    void routesOfAMountedSubRouterAnswerUnderItsPrefix() throws Exception {
        Router text = Router.router(vertx);
        router.route("/text/*").subRouter(text);
        MutinyRoutes textRoutes = MutinyRoutes.on(text);
        textRoutes.get("/hello/:name").text(rc -> item("Hello " + rc.pathParam("name")));
        textRoutes.get("/stream").ndjson(Integer.class, rc -> TestSources.source(2, i -> (int) i));

        assertThat(get("/text/hello/Ada").body()).isEqualTo("Hello Ada");
        assertThat(get("/text/stream").body()).isEqualTo("0\n1\n");
    }

    @Test
    void errorsInsideASubRouterAreJson() throws Exception {
        Router text = Router.router(vertx);
        router.route("/text/*").subRouter(text);
        MutinyRoutes.on(text).get("/only-get").text(rc -> item("x"));

        HttpResponse<String> notFound = get("/text/missing");
        HttpResponse<String> wrongMethod = send(request("/text/only-get")
                .POST(HttpRequest.BodyPublishers.noBody())
                .build());

        assertThat(notFound.statusCode()).isEqualTo(404);
        assertThat(new JsonObject(notFound.body()).getInteger("status")).isEqualTo(404);
        assertThat(wrongMethod.statusCode()).isEqualTo(405);
        assertThat(wrongMethod.headers().firstValue("Allow")).hasValue("GET");
    }

    @Test
    void onSubRouterKeepsTheOptionsOfTheParentRoutes() throws Exception {
        MutinyRoutes limited = MutinyRoutes.on(router, new MutinyHttpOptions().setBodyLimit(16));
        Router text = Router.router(vertx);
        router.route("/text/*").subRouter(text);
        limited.onSubRouter(text).post("/echo").body(String.class).text((rc, body) -> item(body));

        HttpResponse<String> small = send(request("/text/echo")
                .POST(HttpRequest.BodyPublishers.ofString("sixteen bytes ok"))
                .build());
        HttpResponse<String> large = send(request("/text/echo")
                .POST(HttpRequest.BodyPublishers.ofString("seventeen bytes!!"))
                .build());

        assertThat(small.body()).isEqualTo("sixteen bytes ok");
        assertThat(large.statusCode()).isEqualTo(413);
    }
}
