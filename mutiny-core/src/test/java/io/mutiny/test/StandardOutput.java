package io.mutiny.test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Captures what an action prints on the standard output, for tests of the default printers. */
public final class StandardOutput {

    private StandardOutput() {}

    /** Runs {@code action} on the calling thread and returns the lines it printed on {@code System.out}. */
    public static List<String> linesPrintedBy(Runnable action) {
        PrintStream original = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            action.run();
        } finally {
            System.setOut(original);
        }
        return captured.toString(StandardCharsets.UTF_8).lines().toList();
    }
}
