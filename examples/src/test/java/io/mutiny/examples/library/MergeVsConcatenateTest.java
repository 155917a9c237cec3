package io.mutiny.examples.library;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class MergeVsConcatenateTest {

    @Test
    void mergeInterleavesAndConcatenateKeepsTheOrder() {
        List<String> lines = Output.linesOf(MergeVsConcatenate::run);
        assertThat(lines).hasSize(2);
        // the ticks of both streams are 100 ms apart and share one timer thread, which runs them in the order they are
        // due
        assertThat(lines.get(0)).isEqualTo("merge:       [a0, b0, a1, b1, a2, b2]");
        assertThat(lines.get(1)).isEqualTo("concatenate: [a0, a1, a2, b0, b1, b2]");
    }
}
