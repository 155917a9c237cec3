package io.mutiny.resources;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Route;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A sub-resource locator whose body is {@code return Name.class;} (seed 001's {@link TextEntityResource}) is resolved
 * at build time: the routes of the class are routes of the router itself, at the locator's path, so that Vert.x Web
 * matches them like any other (its 405 with {@code Allow}, 406, 415), and each request gets a new instance.
 */
class ClassLiteralLocatorsTest extends ResourceServerTestBase {

    @Override
    Object[] resources() {
        return new Object[] {new TextEntityResource()};
    }

    @Test
    void theLocatedClassRoutesAreRoutesOfTheRouterNotAMount() {
        List<Route> atLocatorPath = router.getRoutes().stream()
                .filter(route -> "/text/sub-class".equals(route.getPath()))
                .toList();
        assertThat(atLocatorPath).hasSize(3).allSatisfy(route -> assertThat(route.isExactPath())
                .isTrue());
        assertThat(atLocatorPath)
                .flatExtracting(Route::methods)
                .containsExactlyInAnyOrder(HttpMethod.GET, HttpMethod.POST, HttpMethod.PUT);
    }

    @Test
    void answersAsTheSeedWroteIt() throws Exception {
        HttpResponse<String> get = get("/text/sub-class");
        assertThat(get.statusCode()).isEqualTo(200);
        assertThat(get.body()).isEqualTo("text");
        assertThat(get.headers().firstValue("Content-Type")).hasValue("text/plain; charset=utf-8");
        assertThat(send("POST", "/text/sub-class", "text/plain", "abc").body()).isEqualTo("abc");
        HttpResponse<String> put = send("PUT", "/text/sub-class", "text/plain", "abc");
        assertThat(put.statusCode()).isEqualTo(204);
        assertThat(put.body()).isEmpty();
    }

    @Test
    void vertxWebAnswers405WithAllow406And415() throws Exception {
        HttpResponse<String> delete = send("DELETE", "/text/sub-class", "text/plain", "");
        assertThat(delete.statusCode()).isEqualTo(405);
        assertThat(delete.headers().firstValue("Allow")).hasValueSatisfying(allow -> assertThat(allow.split(","))
                .extracting(String::trim)
                .containsExactlyInAnyOrder("GET", "POST", "PUT"));
        HttpResponse<String> json = send(request("/text/sub-class")
                .header("Accept", "application/json")
                .GET()
                .build());
        assertThat(json.statusCode()).isEqualTo(406);
        assertThat(send("POST", "/text/sub-class", "application/json", "\"abc\"")
                        .statusCode())
                .isEqualTo(415);
    }

    @Test
    void theLocatorOfTheLocatedClassIsStillResolvedAtRunTime() throws Exception {
        assertThat(get("/text/sub-class/sub-class").body()).isEqualTo("text");
        assertThat(get("/text/sub-class/sub-class/sub-class").body()).isEqualTo("text");
        assertThat(get("/text/sub-classes").statusCode()).isEqualTo(404);
        assertThat(get("/text/sub-class/unknown").statusCode()).isEqualTo(404);
    }
}
