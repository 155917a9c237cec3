package io.mutiny.resources;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/**
 * Bean Validation of resource method parameters ({@link MethodConstraints}) on a real server: a violated constraint
 * answers 400 with its message, naming the parameter as the request carries it; the method is not called.
 */
class MethodConstraintsTest extends ResourceServerTestBase {

    @Override
    Object[] resources() {
        return new Object[] {new ValidatedResource()};
    }

    @Test
    void seed004ValidNameIsGreeted() throws Exception {
        HttpResponse<String> response = get("/hello/Bob");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("hello Bob");
    }

    @Test
    void seed004InvalidNameAnswers400WithEveryViolatedMessage() throws Exception {
        HttpResponse<String> response = get("/hello/B0");
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body())
                .isEqualTo("{\"status\":400,\"error\":\"Bad Request\",\"message\":\"Constraint violated: path parameter"
                        + " 'name': must match \\\"[A-Za-z]+\\\"\"}");

        HttpResponse<String> both = get("/hello/Abcdefghijk1");
        assertThat(both.statusCode()).isEqualTo(400);
        assertThat(both.body())
                .contains("path parameter 'name': must match \\\"[A-Za-z]+\\\"; path parameter 'name': size must be"
                        + " between 2 and 10");
    }

    @Test
    void queryParametersAreCheckedAfterConversion() throws Exception {
        assertThat(get("/hello?page=3&q=mutiny").body()).isEqualTo("mutiny page 3");

        HttpResponse<String> response = get("/hello?page=0&q=%20");
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body())
                .contains("query parameter 'page': must be greater than or equal to 1; query parameter 'q': must not"
                        + " be blank");
    }

    @Test
    void validEntityIsCascadedIntoItsProperties() throws Exception {
        HttpResponse<String> ok = send("POST", "/hello", "application/json", "{\"name\":\"Ann\",\"age\":30}");
        assertThat(ok.statusCode()).isEqualTo(200);
        assertThat(ok.body()).isEqualTo("{\"name\":\"Ann\",\"age\":30}");

        HttpResponse<String> response = send("POST", "/hello", "application/json", "{\"name\":\"\",\"age\":12}");
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body())
                .contains("body.age: must be greater than or equal to 18; body.name: must not be blank");
    }
}
