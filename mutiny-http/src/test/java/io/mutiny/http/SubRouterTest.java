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

    /**
     * The same handler reached directly and through a sub-router: the sub-router's routing work is small next to a
     * request. Measured in alternating rounds to share the machine's noise; the bound is loose because the machine
     * is shared, the measured ratio is printed.
     */
    @Test
    void aSubRouterCostsLittleOverADirectRoute() throws Exception {
        Router sub = Router.router(vertx);
        router.route("/sub/*").subRouter(sub);
        routes.get("/direct/ping").text(rc -> item("pong"));
        MutinyRoutes.on(sub).get("/direct/ping").text(rc -> item("pong"));
        for (int i = 0; i < 100; i++) {
            get("/direct/ping");
            get("/sub/direct/ping");
        }

        long direct = 0;
        long nested = 0;
        for (int round = 0; round < 6; round++) {
            direct += time("/direct/ping");
            nested += time("/sub/direct/ping");
        }

        double ratio = (double) nested / direct;
        System.out.printf("sub-router / direct time ratio: %.3f%n", ratio);
        assertThat(ratio).isLessThan(1.5);
    }

    private static long time(String path) throws Exception {
        long start = System.nanoTime();
        for (int i = 0; i < 50; i++) {
            assertThat(get(path).statusCode()).isEqualTo(200);
        }
        return System.nanoTime() - start;
    }
}
