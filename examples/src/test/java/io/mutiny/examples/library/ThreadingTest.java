package io.mutiny.examples.library;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ThreadingTest {

    @Test
    void emitOnMovesTheItemsAndRunSubscriptionOnMovesTheSource() {
        List<String> lines = Output.linesOf(Threading::run);
        int split = lines.indexOf("runSubscriptionOn:");
        assertThat(lines.get(0)).isEqualTo("emitOn:");
        assertThat(lines.subList(1, split))
                .containsExactlyInAnyOrder(
                        "  produced a on " + Thread.currentThread().getName(),
                        "  produced b on " + Thread.currentThread().getName(),
                        "  received a on emit-thread",
                        "  received b on emit-thread");
        assertThat(lines.subList(split + 1, lines.size()))
                .containsExactly(
                        "  produced a on subscription-thread",
                        "  received a on subscription-thread",
                        "  produced b on subscription-thread",
                        "  received b on subscription-thread");
    }
}
