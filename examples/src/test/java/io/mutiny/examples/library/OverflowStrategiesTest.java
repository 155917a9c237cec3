package io.mutiny.examples.library;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class OverflowStrategiesTest {

    @Test
    void eachStrategyKeepsDropsOrFails() {
        List<String> lines = Output.linesOf(OverflowStrategies::run);
        assertThat(lines).hasSize(7).allMatch(line -> line.contains("request(2) -> [0, 1]"));
        assertThat(lines.get(0)).startsWith("onOverflow().buffer(3)").endsWith("failed with BackPressureFailure");
        assertThat(lines.get(1)).startsWith("onOverflow().drop()").endsWith("request(10) -> [0, 1], completed");
        assertThat(lines.get(2))
                .startsWith("onOverflow().dropPreviousItems()")
                .endsWith("request(10) -> [0, 1, 9], completed");
        assertThat(lines.get(3))
                .startsWith("emitter BUFFER")
                .endsWith("request(10) -> [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], completed");
        assertThat(lines.get(4)).startsWith("emitter DROP").endsWith("request(10) -> [0, 1], completed");
        assertThat(lines.get(5)).startsWith("emitter LATEST").endsWith("request(10) -> [0, 1, 9], completed");
        assertThat(lines.get(6)).startsWith("emitter ERROR").endsWith("failed with BackPressureFailure");
    }
}
