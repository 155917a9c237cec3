package io.mutiny.jmh;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * For {@link InstructionsTest}: a benchmark of the shapes this module has none of, a {@code String} parameter, an
 * object result and no result. It records its calls.
 */
@State(Scope.Thread)
public class EchoBenchmark {

    static int calls;
    static String lastWord;
    static boolean tornDown;

    @Param({"first", "second"})
    public String word;

    @Setup
    public void start() {
        tornDown = false;
    }

    @Benchmark
    public String echo() {
        calls++;
        lastWord = word;
        return word;
    }

    @Benchmark
    public void nothing() {
        calls++;
    }

    @TearDown
    public void stop() {
        tornDown = true;
    }
}
