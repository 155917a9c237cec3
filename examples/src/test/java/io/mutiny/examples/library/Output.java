package io.mutiny.examples.library;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Consumer;

/** Captures what an example prints. */
final class Output {

    private Output() {}

    /** The lines {@code example} prints to the stream it is given. */
    static List<String> linesOf(Consumer<PrintStream> example) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            example.accept(out);
        }
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }
}
