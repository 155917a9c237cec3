package io.mutiny.resources;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/** Path, query and header parameters converted by the converters the processor chose; bad values answer 400. */
class ResourceParametersTest extends ResourceServerTestBase {

    @Override
    Object[] resources() {
        return new Object[] {new ParameterResource()};
    }

    @Test
    void aLiteralPathWinsOverATemplateDeclaredBeforeIt() throws Exception {
        assertThat(get("/params/literal").body()).isEqualTo("literal");
        assertThat(get("/params/other").body()).isEqualTo("template other");
    }

    @Test
    void pathParametersAreConvertedToPrimitivesAndEnums() throws Exception {
        assertThat(get("/params/42/GREEN").body()).isEqualTo("42 GREEN");
    }

    @Test
    void aBadPathParameterAnswers400NamingIt() throws Exception {
        HttpResponse<String> notAnInt = get("/params/forty-two/GREEN");
        assertThat(notAnInt.statusCode()).isEqualTo(400);
        assertThat(notAnInt.body())
                .contains("path parameter 'id'")
                .contains("forty-two")
                .contains("int");

        HttpResponse<String> notAColor = get("/params/42/BLUE");
        assertThat(notAColor.statusCode()).isEqualTo(400);
        assertThat(notAColor.body())
                .contains("path parameter 'color'")
                .contains("BLUE")
                .contains("Color");
    }

    @Test
    void queryParametersTakeDefaultsWhenAbsent() throws Exception {
        // int: 0, @DefaultValue("20"), String: null, boolean: false, Character: null, constructor type: null
        assertThat(get("/params/query").body()).isEqualTo("0 20 null false null null");
        assertThat(get("/params/query?page=3&size=5&q=mutiny&exact=true&initial=m&slug=Hello")
                        .body())
                .isEqualTo("3 5 mutiny true m hello");
    }

    @Test
    void aBadQueryParameterAnswers400NamingIt() throws Exception {
        HttpResponse<String> response = get("/params/query?initial=abc");
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).contains("query parameter 'initial'").contains("Character");
    }

    @Test
    void headersAreConvertedWithFromStringAndValueOf() throws Exception {
        HttpResponse<String> response = send(request("/params/header")
                .header("X-Isbn", "978-0134685991")
                .header("X-Count", "7")
                .GET()
                .build());
        assertThat(response.body()).isEqualTo("978-0134685991 7");

        HttpResponse<String> bad =
                send(request("/params/header").header("X-Isbn", "42").GET().build());
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).contains("header 'X-Isbn'").contains("Isbn");
    }

    @Test
    void anEntityParameterReceivesTheBodyNextToParameters() throws Exception {
        HttpResponse<String> response = send("POST", "/params/repeat/3", "text/plain", "ab");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("ababab");
    }
}
