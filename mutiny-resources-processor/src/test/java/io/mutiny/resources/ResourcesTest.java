package io.mutiny.resources;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.http.MutinyRoutes;
import io.vertx.ext.web.Router;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/** {@link Resources#register} with the binders generated for the seeds' resources, answering on a real server. */
class ResourcesTest extends ResourceServerTestBase {

    @Override
    Object[] resources() {
        return new Object[] {new TextEntityResource(), new Resource(), new SimpleResource()};
    }

    @Test
    void seed001TextResourceAnswersGetPostAndPut() throws Exception {
        HttpResponse<String> get = get("/text");
        assertThat(get.statusCode()).isEqualTo(200);
        assertThat(get.body()).isEqualTo("text");
        assertThat(get.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("text/plain"));

        HttpResponse<String> post = send("POST", "/text", "text/plain", "abc");
        assertThat(post.statusCode()).isEqualTo(200);
        assertThat(post.body()).isEqualTo("abc");

        HttpResponse<String> put = send("PUT", "/text", "text/plain", "abc");
        assertThat(put.statusCode()).isEqualTo(204);
        assertThat(put.body()).isEmpty();
    }

    @Test
    void seed001TextResourceConsumesTextPlainOnly() throws Exception {
        HttpResponse<String> post = send("POST", "/text", "application/json", "\"abc\"");
        assertThat(post.statusCode()).isEqualTo(415);
    }

    @Test
    void seed001ResourceMethodSubResourceMethodAndLocator() throws Exception {
        assertThat(get("/resource").body()).isEqualTo("Hello from Resource Method");
        // JAX-RS precedence: the literal sub-resource method, not the {name} locator
        assertThat(get("/resource/hello").body()).isEqualTo("Hello from Sub-Resource Method");
        assertThat(get("/resource/Bob").body()).isEqualTo("Hello, Bob, from Sub-Resource Locator");
    }

    @Test
    void seed000PersonGetAndPost() throws Exception {
        HttpResponse<String> get = get("/reactive/person");
        assertThat(get.statusCode()).isEqualTo(200);
        assertThat(get.body()).isEqualTo("{\"first\":\"Bob\",\"last\":\"Builder\"}");
        assertThat(get.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));

        // the @NonBlocking POST fails with 500 unless it runs on the event loop
        HttpResponse<String> post =
                send("POST", "/reactive/person", "application/json", "{\"first\":\"Wendy\",\"last\":\"Works\"}");
        assertThat(post.statusCode()).isEqualTo(200);
        assertThat(post.body()).isEqualTo("{\"first\":\"Wendy\",\"last\":\"Works\"}");
    }

    @Test
    void binderIsFoundByItsResourceClass() {
        assertThat(Resources.binderOf(TextEntityResource.class).resourceType()).isEqualTo(TextEntityResource.class);
        assertThat(Resources.binderOf(TextEntityResource.class).getClass().getName())
                .isEqualTo("io.mutiny.resources.TextEntityResource_MutinyBinder");
    }

    @Test
    void registeringAClassWithoutBinderFailsAndSaysWhy() {
        MutinyRoutes routes = MutinyRoutes.on(Router.router(vertx));
        assertThatThrownBy(() -> Resources.register(routes, new Object()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("java.lang.Object")
                .hasMessageContaining("mutiny-resources-processor");
    }

    @Test
    void registeringASubResourceClassFailsAndSaysWhy() {
        MutinyRoutes routes = MutinyRoutes.on(Router.router(vertx));
        assertThatThrownBy(() -> Resources.register(routes, new SubResource("Bob")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("io.mutiny.resources.SubResource is not a root resource");
    }
}
