package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.test.StandardOutput;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class UniLogTest {

    private final List<String> events = new CopyOnWriteArrayList<>();

    @BeforeEach
    void capture() {
        Infrastructure.setOperatorLogger((identifier, event, value, failure) ->
                events.add(identifier + ":" + event + ":" + (failure != null ? failure.getMessage() : value)));
    }

    @AfterEach
    void reset() {
        Infrastructure.resetOperatorLogger();
    }

    @Test
    void logsItemAndNumbersSubscriptions() {
        Uni<Integer> uni = Uni.createFrom().item(1).log("here");
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(1);
        uni.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(1);
        assertThat(events)
                .containsExactly(
                        "here.0:onSubscribe:null", "here.0:onItem:1", "here.1:onSubscribe:null", "here.1:onItem:1");
    }

    @Test
    void logsFailureAndCancellation() {
        Uni.createFrom()
                .failure(new IOException("boom"))
                .log("f")
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class);
        Uni.createFrom()
                .nothing()
                .log("c")
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .cancel();
        assertThat(events).contains("f.0:onFailure:boom", "c.0:cancel:null");
    }

    @Test
    void defaultIdentifierAndValidation() {
        Uni.createFrom()
                .item(1)
                .log()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1);
        assertThat(events.get(0)).startsWith("Uni.");
        assertThatThrownBy(() -> Uni.createFrom().item(1).log(null)).hasMessageContaining("identifier");
    }

    @Test
    void theDefaultLoggerPrintsInMutinysFormat() {
        Infrastructure.resetOperatorLogger();
        List<String> printed = StandardOutput.linesPrintedBy(() -> {
            Uni.createFrom().item(1).log("up").subscribe().withSubscriber(UniAssertSubscriber.create());
            Uni.createFrom()
                    .failure(new IOException("boom"))
                    .log("f")
                    .subscribe()
                    .withSubscriber(UniAssertSubscriber.create());
            Uni.createFrom()
                    .nothing()
                    .log("c")
                    .subscribe()
                    .withSubscriber(UniAssertSubscriber.create())
                    .cancel();
        });
        assertThat(printed)
                .containsExactly(
                        "[--> up.0 | onSubscribe()",
                        "[--> up.0 | onItem(1)",
                        "[--> f.0 | onSubscribe()",
                        "[--> f.0 | onFailure(java.io.IOException(\"boom\"))",
                        "[--> c.0 | onSubscribe()",
                        "[--> c.0 | cancel()");
    }

    @Test
    void theDefaultIdentifierNamesTheStage() {
        Infrastructure.resetOperatorLogger();
        List<String> printed = StandardOutput.linesPrintedBy(
                () -> Uni.createFrom().item(1).log().subscribe().withSubscriber(UniAssertSubscriber.create()));
        assertThat(printed).first().asString().startsWith("[--> Uni.UniTerminalOp.0 | onSubscribe()");
    }
}
