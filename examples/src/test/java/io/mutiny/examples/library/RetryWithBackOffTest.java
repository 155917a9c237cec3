package io.mutiny.examples.library;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RetryWithBackOffTest {

    @Test
    void retriesUntilSuccessThenGivesUpAfterTheLastAttempt() {
        assertThat(Output.linesOf(RetryWithBackOff::run))
                .containsExactly(
                        "attempt 1 fails",
                        "attempt 2 fails",
                        "attempt 3 succeeds",
                        "result after 3 attempts",
                        "attempt -9 fails",
                        "attempt -8 fails",
                        "attempt -7 fails",
                        "gave up: service unavailable");
    }
}
