package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.test.StandardOutput;
import io.mutiny.test.TestMulti;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class MultiLogTest {

    private final List<String> lines = new CopyOnWriteArrayList<>();

    @BeforeEach
    void captureLogs() {
        Infrastructure.setOperatorLogger((identifier, event, value, failure) -> lines.add(
                identifier + " " + event + " " + value + " " + (failure == null ? "" : failure.getMessage())));
    }

    @AfterEach
    void resetLogger() {
        Infrastructure.resetOperatorLogger();
    }

    @Test
    void logsEverySignalAndPassesItOn() {
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().items(1, 2).log("numbers").subscribe().withSubscriber(AssertSubscriber.create(1));
        subscriber.request(5);
        subscriber.assertItems(1, 2).assertCompleted();
        assertThat(lines)
                .containsExactly(
                        "numbers.0 onSubscribe null ",
                        "numbers.0 request 1 ",
                        "numbers.0 onItem 1 ",
                        "numbers.0 request 5 ",
                        "numbers.0 onItem 2 ",
                        "numbers.0 onCompletion null ");
    }

    @Test
    void logsFailuresAndCancellationWithOneIdentifierPerSubscription() {
        Multi<Integer> failing =
                Multi.createFrom().<Integer>failure(new IOException("boom")).log("f");
        failing.subscribe().withSubscriber(AssertSubscriber.create(1)).assertFailedWith(IOException.class);
        failing.subscribe().withSubscriber(AssertSubscriber.create(1));
        assertThat(lines).contains("f.0 onFailure null boom", "f.1 onFailure null boom");

        lines.clear();
        TestMulti<Integer> source = TestMulti.of(1, 2);
        source.log("c").subscribe().withSubscriber(AssertSubscriber.create(1)).cancel();
        assertThat(lines).last().isEqualTo("c.0 cancel null ");
        assertThat(source.cancellations()).isEqualTo(1);
    }

    @Test
    void defaultIdentifierNamesTheUpstream() {
        Multi.createFrom().items(1).log().subscribe().withSubscriber(AssertSubscriber.create(1));
        assertThat(lines).first().asString().startsWith("Multi.");
    }

    @Test
    void invalidRequestIsLoggedAndRejected() {
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().items(1).log("r").subscribe().withSubscriber(AssertSubscriber.create());
        subscriber.request(0);
        subscriber.assertFailedWith(IllegalArgumentException.class);
        assertThat(lines).contains("r.0 request 0 ");
    }

    @Test
    void rejectsNullIdentifier() {
        assertThatThrownBy(() -> Multi.createFrom().items(1).log(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("identifier");
    }

    @Test
    void theDefaultLoggerPrintsInMutinysFormat() {
        Infrastructure.resetOperatorLogger();
        List<String> printed = StandardOutput.linesPrintedBy(() -> {
            Multi.createFrom().items(1).log("m").subscribe().withSubscriber(AssertSubscriber.create(5));
            Multi.createFrom()
                    .failure(new IOException("boom"))
                    .log("f")
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create(1));
            Multi.createFrom()
                    .range(0, 10)
                    .log("c")
                    .select()
                    .first(1)
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create(5));
        });
        assertThat(printed)
                .startsWith(
                        "[--> m.0 | onSubscribe()",
                        "[--> m.0 | request(5)",
                        "[--> m.0 | onItem(1)",
                        "[--> m.0 | onCompletion()",
                        "[--> f.0 | onSubscribe()",
                        "[--> f.0 | request(1)",
                        "[--> f.0 | onFailure(java.io.IOException(\"boom\"))",
                        "[--> c.0 | onSubscribe()")
                .contains("[--> c.0 | onItem(0)")
                .last()
                .isEqualTo("[--> c.0 | cancel()");
    }
}
