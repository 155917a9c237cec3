package io.mutiny.jmh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class InstructionsTest {

    @Test
    void runsTheMethodWithTheGivenParametersAndReportsBothMeasuredPhases() throws Throwable {
        String printed = run("RangeMapFilter.mutiny", "n=1000", "warmup=100", "measured=10");

        assertThat(printed)
                .startsWith("RangeMapFilter.mutiny n=1000: 100 warm-up operations, then 10 and 20 measured; ")
                .contains(" B/op allocated by this thread");
    }

    @Test
    void aParameterNotGivenTakesTheFirstValueOfItsAnnotation() throws Throwable {
        assertThat(run("FlatMapJust.rxjava", "warmup=10", "measured=1")).startsWith("FlatMapJust.rxjava n=1: ");
    }

    @Test
    void runsMethodsReturningAnObjectOrNothingBetweenTheSetUpAndTheTearDown() throws Throwable {
        EchoBenchmark.calls = 0;
        assertThat(run("EchoBenchmark.echo", "word=hello", "warmup=7", "measured=2"))
                .startsWith("EchoBenchmark.echo word=hello: 7 warm-up operations, then 2 and 4 measured");
        assertThat(EchoBenchmark.calls).isEqualTo(7 + 2 + 4);
        assertThat(EchoBenchmark.lastWord).isEqualTo("hello");
        assertThat(EchoBenchmark.tornDown).isTrue();

        run("EchoBenchmark.nothing", "warmup=25", "measured=2");
        assertThat(EchoBenchmark.calls).isEqualTo(13 + 25 + 2 + 4);
        assertThat(EchoBenchmark.lastWord).isEqualTo("hello");
    }

    @Test
    void rejectsAnUnknownParameterAndAMethodThatIsNotABenchmark() {
        assertThatThrownBy(() -> run("RangeMapFilter.mutiny", "size=3"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("[size]");
        assertThatThrownBy(() -> run("RangeMapFilter.assemble"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a @Benchmark method");
    }

    private static String run(String... args) throws Throwable {
        PrintStream original = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            Instructions.main(args);
        } finally {
            System.setOut(original);
        }
        return printed.toString(StandardCharsets.UTF_8);
    }
}
