package io.mutiny.examples.library;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RequestByHandTest {

    @Test
    void theSourceEmitsOnlyWhatWasRequestedAndStopsOnCancellation() {
        assertThat(Output.linesOf(RequestByHand::run))
                .containsExactly(
                        "subscribed, requesting 2",
                        "  source got a request for 2",
                        "received 0",
                        "received 1",
                        "processed, requesting 1 more",
                        "  source got a request for 1",
                        "received 2",
                        "processed, requesting 1 more",
                        "  source got a request for 1",
                        "received 3",
                        "processed, requesting 1 more",
                        "  source got a request for 1",
                        "received 4",
                        "that's enough, cancelling",
                        "  source cancelled");
    }
}
