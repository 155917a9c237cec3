package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class KnownOutcomesTest {

    private final List<Throwable> handed = new ArrayList<>();

    @Test
    void returnsTheItemWithoutCallingTheFailureHandler() {
        KnownOutcome<String> source = () -> "hello";

        assertThat(KnownOutcomes.read(source, handed, List::add)).isEqualTo("hello");
        assertThat(handed).isEmpty();
    }

    @Test
    void returnsNullForAnEmptyOutcome() {
        KnownOutcome<String> source = () -> null;

        assertThat(KnownOutcomes.read(source, handed, List::add)).isNull();
        assertThat(handed).isEmpty();
    }

    @Test
    void handsAFailureToTheHandlerWithTheTargetAndReturnsFailed() {
        IOException failure = new IOException("boom");
        KnownOutcome<String> source = () -> {
            throw failure;
        };

        assertThat(KnownOutcomes.read(source, handed, List::add)).isSameAs(KnownOutcomes.FAILED);
        assertThat(handed).containsExactly(failure);
    }

    @Test
    void rethrowsAFatalErrorWithoutCallingTheHandler() {
        KnownOutcome<String> source = () -> {
            throw new OutOfMemoryError("fatal");
        };

        assertThatThrownBy(() -> KnownOutcomes.read(source, handed, List::add))
                .isInstanceOf(OutOfMemoryError.class)
                .hasMessage("fatal");
        assertThat(handed).isEmpty();
    }

    @Test
    void readsTheSourceOnce() {
        int[] reads = new int[1];
        KnownOutcome<Integer> source = () -> ++reads[0];

        assertThat(KnownOutcomes.read(source, handed, List::add)).isEqualTo(1);
        assertThat(reads[0]).isEqualTo(1);
    }
}
