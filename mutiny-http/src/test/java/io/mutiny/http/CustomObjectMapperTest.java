package io.mutiny.http;

import static io.mutiny.http.TestSources.item;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import org.junit.jupiter.api.Test;

/** Routes answering JSON with the object mapper of {@link MutinyHttpOptions#setObjectMapper}. */
class CustomObjectMapperTest extends HttpTestBase {
    @Override
    MutinyHttpOptions options() {
        return new MutinyHttpOptions()
                .setObjectMapper(new ObjectMapper().setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE));
    }

    @Test
    void theConfiguredObjectMapperIsUsed() throws Exception {
        routes.get("/person").json(UniRoutesTest.Person.class, rc -> item(new UniRoutesTest.Person("Ada", 36)));
        routes.post("/person")
                .body(UniRoutesTest.Person.class)
                .json(
                        UniRoutesTest.Person.class,
                        (rc, person) -> item(new UniRoutesTest.Person(person.firstName() + "!", person.age())));

        assertThat(get("/person").body()).isEqualTo("{\"first_name\":\"Ada\",\"age\":36}");
        assertThat(postJson("/person", "{\"first_name\":\"Bob\",\"age\":3}").body())
                .isEqualTo("{\"first_name\":\"Bob!\",\"age\":3}");
    }
}
