package io.mutiny.examples.library;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TimeOperatorsTest {

    @Test
    void delaysTicksAndTimeouts() {
        assertThat(Output.linesOf(TimeOperators::run))
                .containsExactly(
                        "delayIt: hello after at least 200 ms: true",
                        "ticks: [0, 1, 2, 3]",
                        "ifNoItem: gave up: TimeoutException");
    }
}
