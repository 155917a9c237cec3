package io.mutiny.examples.library;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FilterAndTransformTest {

    @Test
    void requestsEverythingOnceAndNothingMoreForTheFilteredItems() {
        assertThat(Output.linesOf(FilterAndTransform::run))
                .containsExactly(
                        "Received subscription: RangeSubscription",
                        "Got a request: 9223372036854775807",
                        "i: 0",
                        "i: 200",
                        "i: 400",
                        "i: 600",
                        "i: 800");
    }
}
