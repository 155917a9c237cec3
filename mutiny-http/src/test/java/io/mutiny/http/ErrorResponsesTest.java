package io.mutiny.http;

import static io.mutiny.http.TestSources.failure;
import static io.mutiny.http.TestSources.item;
import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

class ErrorResponsesTest extends HttpTestBase {

    static final class TeapotException extends HttpStatusException {
        TeapotException() {
            super(418, "I only brew tea");
        }
    }

    private static JsonObject json(HttpResponse<String> response) {
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(response.body()).doesNotContain("\tat ", "Exception");
        return new JsonObject(response.body());
    }

    @Test
    void unknownPathIs404WithJsonBody() throws Exception {
        routes.get("/known").text(rc -> item("x"));

        HttpResponse<String> response = get("/unknown");

        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(json(response).getString("message")).isEqualTo("No route for GET /unknown");
    }

    @Test
    void wrongMethodIsVertxOwn405WithAllow() throws Exception {
        routes.get("/people/:id").text(rc -> item("x"));
        routes.delete("/people/:id").respond(Void.class, rc -> item(null));

        HttpResponse<String> response = send(
                request("/people/3").PUT(HttpRequest.BodyPublishers.noBody()).build());

        assertThat(response.statusCode()).isEqualTo(405);
        assertThat(response.headers().firstValue("Allow").orElseThrow().split(","))
                .containsExactlyInAnyOrder("GET", "DELETE");
        assertThat(get("/people/3").statusCode()).isEqualTo(200);
    }

    @Test
    void unacceptableAcceptIs406() throws Exception {
        routes.get("/json").json(String.class, rc -> item("x"));

        HttpResponse<String> response =
                send(request("/json").header("Accept", "text/csv").build());
        HttpResponse<String> accepted =
                send(request("/json").header("Accept", "application/*").build());

        assertThat(response.statusCode()).isEqualTo(406);
        assertThat(json(response).getString("message")).contains("text/csv");
        assertThat(accepted.statusCode()).isEqualTo(200);
    }

    @Test
    void handlerFailureIs500LoggedOnceWithTheIdOfTheBody() throws Exception {
        routes.get("/boom").text(rc -> failure(new IllegalStateException("secret detail")));

        HttpResponse<String> response = get("/boom");

        assertThat(response.statusCode()).isEqualTo(500);
        JsonObject body = json(response);
        assertThat(body.getString("id")).isNotBlank();
        assertThat(response.body()).doesNotContain("secret detail");
        assertThat(errorsLogged()).hasSize(1);
        assertThat(errorsLogged().get(0).getMessage()).contains(body.getString("id"), "/boom");
        assertThat(errorsLogged().get(0).getThrown()).hasMessage("secret detail");
    }

    @Test
    void handlerThatThrowsOrReturnsNullIs500() throws Exception {
        routes.get("/throws").text(rc -> {
            throw new IllegalArgumentException("bad");
        });
        routes.get("/null").text(rc -> null);
        routes.get("/value-throws").value(String.class, rc -> {
            throw new IllegalArgumentException("bad");
        });

        assertThat(get("/throws").statusCode()).isEqualTo(500);
        assertThat(get("/null").statusCode()).isEqualTo(500);
        assertThat(get("/value-throws").statusCode()).isEqualTo(500);
        assertThat(errorsLogged()).hasSize(3);
        assertThat(errorsLogged().get(1).getThrown()).isInstanceOf(NullPointerException.class);
    }

    @Test
    void userExceptionCarriesItsStatus() throws Exception {
        routes.get("/tea").text(rc -> failure(new TeapotException()));
        routes.get("/thrown").value(String.class, rc -> {
            throw new HttpStatusException(409, "Already exists");
        });

        HttpResponse<String> tea = get("/tea");
        HttpResponse<String> conflict = get("/thrown");

        assertThat(tea.statusCode()).isEqualTo(418);
        assertThat(json(tea).getString("message")).isEqualTo("I only brew tea");
        assertThat(conflict.statusCode()).isEqualTo(409);
        assertThat(json(conflict).getString("message")).isEqualTo("Already exists");
        assertThat(errorsLogged()).isEmpty();
    }

    @Test
    void failureOfAPlainVertxHandlerIsAJson500() throws Exception {
        router.get("/plain").handler(rc -> rc.fail(new IllegalStateException("plain")));

        HttpResponse<String> response = get("/plain");

        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(json(response).getString("id")).isNotBlank();
        assertThat(errorsLogged()).hasSize(1);
    }

    /**
     * A plain Vert.x handler that fails with a client error and the exception behind it ({@code rc.fail(400, e)}, as
     * Vert.x's {@code BodyHandler} does for a body it cannot decode) is answered with that status, not as a server
     * failure, and without the exception's message.
     */
    @Test
    void clientErrorWithACauseOfAPlainVertxHandlerKeepsItsStatus() throws Exception {
        router.get("/bad-input")
                .handler(rc -> rc.fail(400, new IllegalArgumentException("secret detail of the bad input")));

        HttpResponse<String> response = get("/bad-input");

        assertThat(response.statusCode()).isEqualTo(400);
        JsonObject body = json(response);
        assertThat(body.getInteger("status")).isEqualTo(400);
        assertThat(body.getString("message")).isEqualTo("The request is invalid");
        assertThat(response.body()).doesNotContain("secret");
        assertThat(errorsLogged()).as("a client error is not a server error").isEmpty();
    }

    /** A value Jackson fails to write: its getter throws. */
    public static final class Unwritable {
        public String getName() {
            throw new IllegalStateException("secret detail of a getter");
        }
    }

    @Test
    void no500BodySaysWhatFailedWhereverTheFailureCameFrom() throws Exception {
        routes.get("/thrown").text(rc -> {
            throw new IllegalArgumentException("secret detail thrown");
        });
        routes.get("/null").text(rc -> null);
        routes.get("/unwritable").json(Unwritable.class, rc -> item(new Unwritable()));
        router.get("/plain").handler(rc -> rc.fail(new IllegalStateException("secret detail of a plain handler")));
        router.get("/plain-thrown").handler(rc -> {
            throw new IllegalStateException("secret detail thrown by a plain handler");
        });

        for (String path : new String[] {"/thrown", "/null", "/unwritable", "/plain", "/plain-thrown"}) {
            HttpResponse<String> response = get(path);
            assertThat(response.statusCode()).as(path).isEqualTo(500);
            JsonObject body = json(response);
            assertThat(body.getString("id")).as(path).isNotBlank();
            assertThat(response.body())
                    .as(path)
                    .doesNotContain("secret", "Unwritable", "IllegalStateException", "NullPointer", "jackson", "io.");
        }
        assertThat(errorsLogged()).hasSize(5);
    }

    @Test
    void statusOutsideTheErrorRangeIsRejected() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new HttpStatusException(200, "ok"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("status");
    }
}
