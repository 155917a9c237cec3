package io.mutiny.resources;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Sub-resource locators resolved at run time ({@link Locators}), on a real server: a locator declared to return
 * {@code Class<?>} or {@code Object} is called per request and the rest of the path is served by the generated routes
 * of the class it returned.
 */
class LocatorsTest extends ResourceServerTestBase {

    private final LocatorResource locatorResource = new LocatorResource();

    @Override
    Object[] resources() {
        return new Object[] {new TextEntityResource(), locatorResource};
    }

    @Test
    void seed001LocatorReturningTheClassServesANewInstanceOfIt() throws Exception {
        HttpResponse<String> get = get("/text/sub-class");
        assertThat(get.statusCode()).isEqualTo(200);
        assertThat(get.body()).isEqualTo("text");
        assertThat(get.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("text/plain"));

        HttpResponse<String> post = send("POST", "/text/sub-class", "text/plain", "abc");
        assertThat(post.statusCode()).isEqualTo(200);
        assertThat(post.body()).isEqualTo("abc");
        assertThat(send("PUT", "/text/sub-class", "text/plain", "abc").statusCode())
                .isEqualTo(204);
        // the sub-resource's @Consumes still holds
        assertThat(send("POST", "/text/sub-class", "application/json", "\"abc\"")
                        .statusCode())
                .isEqualTo(415);
        // and the root resource is untouched
        assertThat(get("/text").body()).isEqualTo("text");
    }

    @Test
    void locatorReturningAnInstanceServesThatInstanceByItsClass() throws Exception {
        assertThat(get("/items/bob").body()).isEqualTo("word bob");
        HttpResponse<String> number = get("/items/21/twice");
        assertThat(number.statusCode()).isEqualTo(200);
        assertThat(number.body()).isEqualTo("42");
        assertThat(number.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
    }

    @Test
    void literalSubResourceMethodBeatsTheTemplateLocator() throws Exception {
        assertThat(get("/items/special").body()).isEqualTo("special");
    }

    @Test
    void literalLocatorServesItsSegmentOnly() throws Exception {
        int calls = locatorResource.literalCalls.get();
        assertThat(get("/items/literal").body()).isEqualTo("word from the literal locator");
        assertThat(locatorResource.literalCalls).hasValue(calls + 1);
        // a longer last segment is not the literal locator's: it goes on to the {id} locator, without calling it
        assertThat(get("/items/literally").body()).isEqualTo("word literally");
        assertThat(locatorResource.literalCalls).hasValue(calls + 1);
    }

    @Test
    void subResourceReadsThePathParameterOfTheLocatorsPath() throws Exception {
        assertThat(get("/items/alice/id").body()).isEqualTo("id alice");
    }

    @Test
    void subResourceReadsItsBodyAndQueryParameters() throws Exception {
        HttpResponse<String> post = send("POST", "/items/ab/append?times=3", "text/plain", "c");
        assertThat(post.statusCode()).isEqualTo(200);
        assertThat(post.body()).isEqualTo("abccc");
    }

    @Test
    void locatorsNestAtRunTime() throws Exception {
        assertThat(get("/items/word/letters/2").body()).isEqualTo("word r");
        assertThat(get("/items/word/letters/1/letters/0").body()).isEqualTo("word o");
    }

    @Test
    void repeatedRequestsThroughOneLocatorAreServedByEachInstance() throws Exception {
        for (int i = 0; i < 20; i++) {
            assertThat(get("/items/" + i + "/twice").body()).isEqualTo(String.valueOf(2 * i));
            assertThat(get("/items/w" + i).body()).isEqualTo("word w" + i);
        }
    }

    @Test
    void routesOfAReturnedClassAreBuiltOncePerClassNotPerRequest() throws Exception {
        for (int i = 0; i < 10; i++) {
            assertThat(get("/items/w" + i + "/route").body()).isEqualTo("w" + i);
        }
        // ten instances, one class: every request went through the same Vert.x route
        assertThat(LocatorResource.WordItem.ROUTES).hasSize(1);
    }

    @Test
    void routesOfAReturnedClassAreBuiltOnceAndCreateAnInstancePerRequest() throws Exception {
        Set<String> bodies = new HashSet<>();
        for (int i = 0; i < 10; i++) {
            HttpResponse<String> response = get("/items/counted/route");
            assertThat(response.statusCode()).isEqualTo(200);
            bodies.add(response.body());
        }
        // ten requests, ten instances of the class, all served through the same Vert.x route
        assertThat(bodies).hasSize(10);
        assertThat(LocatorResource.CountedItem.ROUTES).hasSize(1);
    }

    @Test
    void locatorReturningNullAnswers404() throws Exception {
        assertThat(get("/items/none").statusCode()).isEqualTo(404);
    }

    @Test
    void pathTheSubResourceDoesNotServeAnswers404() throws Exception {
        assertThat(get("/items/21/thrice").statusCode()).isEqualTo(404);
        assertThat(get("/text/sub-class/unknown").statusCode()).isEqualTo(404);
    }

    @Test
    void methodTheSubResourceDoesNotServeAnswers405() throws Exception {
        assertThat(send("DELETE", "/items/21", "text/plain", "").statusCode()).isEqualTo(405);
    }

    @Test
    void locatorReturningAClassTheProcessorDidNotCompileAnswers500() throws Exception {
        HttpResponse<String> response = get("/items/raw");
        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(response.body()).doesNotContain("StringBuilder");
    }

    @Test
    void locatorReturningAClassWithoutNoArgumentConstructorAnswers500() throws Exception {
        assertThat(get("/items/nameless").statusCode()).isEqualTo(500);
    }

    @Test
    void locatorFailureWithStatusAnswersThatStatus() throws Exception {
        // "x" is not a number: the int path parameter of the nested locator fails to convert
        HttpResponse<String> response = get("/items/word/letters/x");
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).contains("Bad path parameter 'index'");
    }
}
