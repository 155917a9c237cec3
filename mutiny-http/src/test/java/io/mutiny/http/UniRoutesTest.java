package io.mutiny.http;

import static io.mutiny.http.TestSources.item;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;

class UniRoutesTest extends HttpTestBase {

    record Person(String firstName, int age) {}

    static final class Pojo {
        public String name = "pojo";
        public int[] values = {1, 2};
    }

    @Test
    void textReadsPathQueryAndHeaderParameters() throws Exception {
        routes.get("/hello/:name")
                .text(rc -> item("Hello " + rc.pathParam("name")
                        + rc.queryParams().get("punctuation") + rc.request().getHeader("X-Suffix")));

        HttpResponse<String> response =
                send(request("/hello/Ada?punctuation=!").header("X-Suffix", "?").build());

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("text/plain; charset=utf-8");
        assertThat(response.body()).isEqualTo("Hello Ada!?");
    }

    @Test
    void recordsAndObjectsAreJson() throws Exception {
        routes.get("/person").json(Person.class, rc -> item(new Person("Ada", 36)));
        routes.get("/pojo").respond(Pojo.class, rc -> item(new Pojo()));

        HttpResponse<String> person = get("/person");
        HttpResponse<String> pojo = get("/pojo");

        assertThat(person.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(person.body()).isEqualTo("{\"firstName\":\"Ada\",\"age\":36}");
        assertThat(pojo.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(pojo.body()).isEqualTo("{\"name\":\"pojo\",\"values\":[1,2]}");
    }

    @Test
    void jsonOfAStringIsAQuotedEscapedString() throws Exception {
        routes.get("/quoted").json(String.class, rc -> item("say \"hi\"\n"));

        assertThat(get("/quoted").body()).isEqualTo("\"say \\\"hi\\\"\\n\"");
    }

    @Test
    void vertxJsonObjectIsEncodedAsItsContentNotItsInternals() throws Exception {
        routes.get("/object").respond(JsonObject.class, rc -> item(new JsonObject().put("a", 1)));

        assertThat(get("/object").body()).isEqualTo("{\"a\":1}");
    }

    @Test
    void buffersAndByteArraysAreOctetStreams() throws Exception {
        routes.get("/buffer").respond(Buffer.class, rc -> item(Buffer.buffer("raw")));
        routes.get("/bytes").respond(byte[].class, rc -> item(new byte[] {1, 2, 3}));

        HttpResponse<String> buffer = get("/buffer");
        HttpResponse<byte[]> bytes = CLIENT.send(request("/bytes").build(), HttpResponse.BodyHandlers.ofByteArray());

        assertThat(buffer.headers().firstValue("Content-Type")).hasValue("application/octet-stream");
        assertThat(buffer.body()).isEqualTo("raw");
        assertThat(bytes.headers().firstValue("Content-Type")).hasValue("application/octet-stream");
        assertThat(bytes.body()).containsExactly(1, 2, 3);
    }

    @Test
    void nullItemAndVoidAnswer204() throws Exception {
        routes.get("/null").json(Person.class, rc -> item(null));
        routes.delete("/void").respond(Void.class, rc -> item(null));

        HttpResponse<String> nullItem = get("/null");
        HttpResponse<String> voidItem = send(request("/void").DELETE().build());

        assertThat(nullItem.statusCode()).isEqualTo(204);
        assertThat(nullItem.body()).isEmpty();
        assertThat(voidItem.statusCode()).isEqualTo(204);
    }

    @Test
    void plainValueHandler() throws Exception {
        routes.get("/value/:n").value(Map.class, rc -> Map.of("n", Integer.parseInt(rc.pathParam("n"))));
        routes.get("/value-null").value(String.class, rc -> null);

        assertThat(get("/value/7").body()).isEqualTo("{\"n\":7}");
        assertThat(get("/value-null").statusCode()).isEqualTo(204);
    }

    /** {@code Uni.createFrom().item(..)}/{@code failure(..)} are answered without a subscription: the same answers. */
    @Test
    void knownOutcomesAreAnsweredLikeSubscribedUnis() throws Exception {
        routes.get("/known/text").text(rc -> Uni.createFrom().item("known"));
        routes.get("/known/json").json(Person.class, rc -> Uni.createFrom().item(new Person("Ada", 36)));
        routes.get("/known/null").json(Person.class, rc -> Uni.createFrom().nullItem());
        routes.get("/known/conflict")
                .text(rc -> Uni.createFrom().failure(new HttpStatusException(409, "Already exists")));
        routes.get("/known/broken").text(rc -> Uni.createFrom().failure(new IllegalStateException("boom")));
        routes.get("/known/manual").respond(Void.class, rc -> {
            rc.response().setStatusCode(202).end("done");
            return Uni.createFrom().voidItem();
        });

        HttpResponse<String> text = get("/known/text");
        HttpResponse<String> json = get("/known/json");
        HttpResponse<String> conflict = get("/known/conflict");
        HttpResponse<String> manual = get("/known/manual");

        assertThat(text.headers().firstValue("Content-Type")).hasValue("text/plain; charset=utf-8");
        assertThat(text.body()).isEqualTo("known");
        assertThat(json.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(json.body()).isEqualTo("{\"firstName\":\"Ada\",\"age\":36}");
        assertThat(get("/known/null").statusCode()).isEqualTo(204);
        assertThat(conflict.statusCode()).isEqualTo(409);
        assertThat(new JsonObject(conflict.body()).getString("message")).isEqualTo("Already exists");
        assertThat(get("/known/broken").statusCode()).isEqualTo(500);
        assertThat(manual.statusCode()).isEqualTo(202);
        assertThat(manual.body()).isEqualTo("done");
    }

    @Test
    void handlerMayEndTheResponseItself() throws Exception {
        routes.get("/manual").respond(Void.class, rc -> {
            rc.response().setStatusCode(202).end("done");
            return item(null);
        });

        HttpResponse<String> response = get("/manual");

        assertThat(response.statusCode()).isEqualTo(202);
        assertThat(response.body()).isEqualTo("done");
    }

    @Test
    void nullArgumentsFailAtRegistration() {
        assertThatThrownBy(() -> routes.get("/x").json(null, rc -> item("")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("type");
        assertThatThrownBy(() -> routes.get("/x")
                        .text((java.util.function.Function<io.vertx.ext.web.RoutingContext, io.mutiny.Uni<String>>)
                                null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("handler");
        assertThatThrownBy(() -> routes.get(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("path");
        assertThatThrownBy(() -> MutinyRoutes.on(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("router");
    }
}
