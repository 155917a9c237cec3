package io.mutiny.examples.library;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FilterAndTransformTest {

    @Test
    void requestsEverythingThenOneMoreForEachFilteredItem() {
        assertThat(Output.linesOf(FilterAndTransform::run))
                .containsExactly(
                        "Received subscription: IteratorSubscription",
                        "Got a request: 9223372036854775807",
                        "i: 0",
                        "Got a request: 1",
                        "i: 200",
                        "Got a request: 1",
                        "i: 400",
                        "Got a request: 1",
                        "i: 600",
                        "Got a request: 1",
                        "i: 800",
                        "Got a request: 1");
    }
}
