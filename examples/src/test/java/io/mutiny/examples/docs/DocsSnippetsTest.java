package io.mutiny.examples.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps the code and the output shown in {@code docs/} true. In a Markdown page:
 *
 * <pre>
 * &lt;!-- snippet: examples/src/main/java/.../FilterAndTransform.java#filter-and-transform --&gt;
 * ```java
 * ...the region between "// tag::filter-and-transform[]" and "// end::filter-and-transform[]"...
 * ```
 *
 * &lt;!-- output: io.mutiny.examples.library.FilterAndTransform --&gt;
 * ```text
 * ...what FilterAndTransform.run(PrintStream) prints...
 * ```
 * </pre>
 *
 * The marker line stays; the code block right after it is replaced (the same markers as {@code docs/http.md}).
 *
 * An {@code output} marker followed by {@code unordered} accepts the lines in any order (threads racing). When a
 * page differs from the sources, this test rewrites it and fails: commit the rewritten page.
 */
class DocsSnippetsTest {

    private static final Path ROOT = Paths.get("").toAbsolutePath().getParent();
    private static final Path DOCS = ROOT.resolve("docs");
    /** Pages owned by other modules, which this test leaves alone. */
    private static final Set<String> NOT_OURS = Set.of("tck.md", "benchmarks.md", "http.md");

    private static final Pattern SNIPPET =
            Pattern.compile("(<!-- snippet: ([^#\\s]+)#([\\w-]+) -->\\n)(```\\w*\\n.*?^```\\n)", Pattern.DOTALL | Pattern.MULTILINE);
    private static final Pattern OUTPUT =
            Pattern.compile("(<!-- output: ([\\w.]+)( unordered)? -->\\n)(```\\w*\\n.*?^```\\n)", Pattern.DOTALL | Pattern.MULTILINE);

    @Test
    void docsShowTheCurrentSourcesAndOutputs() throws IOException {
        List<String> rewritten = new ArrayList<>();
        int markers = 0;
        for (Path page : pages()) {
            String original = Files.readString(page);
            String withSnippets =
                    replace(SNIPPET, original, matcher -> fence("java", region(matcher.group(2), matcher.group(3))));
            String updated = replace(OUTPUT, withSnippets, matcher -> {
                String printed = fence("text", output(matcher.group(2)));
                boolean unordered = matcher.group(3) != null;
                return unordered && sameLines(printed, matcher.group(4)) ? matcher.group(4) : printed;
            });
            markers += count(SNIPPET, original) + count(OUTPUT, original);
            if (!updated.equals(original)) {
                Files.writeString(page, updated);
                rewritten.add(ROOT.relativize(page).toString());
            }
        }
        assertThat(markers).as("snippet and output markers in docs/").isGreaterThan(10);
        assertThat(rewritten)
                .as("pages that differed from the sources, now rewritten: review and commit them")
                .isEmpty();
    }

    private static List<Path> pages() throws IOException {
        try (Stream<Path> files = Files.walk(DOCS)) {
            return files.filter(file -> file.toString().endsWith(".md"))
                    .filter(file -> !NOT_OURS.contains(file.getFileName().toString()))
                    .sorted()
                    .collect(Collectors.toList());
        }
    }

    private interface Replacement {
        String apply(Matcher matcher) throws IOException;
    }

    private static String replace(Pattern pattern, String page, Replacement replacement) throws IOException {
        Matcher matcher = pattern.matcher(page);
        StringBuilder result = new StringBuilder();
        while (matcher.find()) {
            String body = replacement.apply(matcher);
            matcher.appendReplacement(result, Matcher.quoteReplacement(matcher.group(1) + body));
        }
        matcher.appendTail(result);
        return result.toString();
    }

    private static int count(Pattern pattern, String page) {
        return (int) pattern.matcher(page).results().count();
    }

    /** The lines between the tag markers of {@code tag} in {@code file}, without their common indentation. */
    static String region(String file, String tag) throws IOException {
        List<String> lines = Files.readAllLines(ROOT.resolve(file));
        int start = indexOf(lines, "// tag::" + tag + "[]", file);
        int end = indexOf(lines, "// end::" + tag + "[]", file);
        List<String> region = lines.subList(start + 1, end).stream()
                .filter(line ->
                        !line.trim().startsWith("// tag::") && !line.trim().startsWith("// end::"))
                .collect(Collectors.toList());
        int indent = region.stream()
                .filter(line -> !line.isBlank())
                .mapToInt(line -> line.length() - line.stripLeading().length())
                .min()
                .orElse(0);
        return region.stream()
                .map(line -> line.isBlank() ? "" : line.substring(indent))
                .collect(Collectors.joining("\n", "", "\n"));
    }

    private static int indexOf(List<String> lines, String marker, String file) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).trim().equals(marker)) {
                return i;
            }
        }
        throw new AssertionError(file + " has no line `" + marker + "`");
    }

    /** What the example's {@code run(PrintStream)} prints. */
    static String output(String className) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            Class.forName(className).getMethod("run", PrintStream.class).invoke(null, out);
        } catch (InvocationTargetException e) {
            throw new AssertionError(className + " failed", e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(className + " has no public static run(PrintStream)", e);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static String fence(String language, String content) {
        return "```" + language + "\n" + content + (content.endsWith("\n") ? "" : "\n") + "```\n";
    }

    private static boolean sameLines(String expected, String actual) {
        return expected.lines()
                .sorted()
                .collect(Collectors.toList())
                .equals(actual.lines().sorted().collect(Collectors.toList()));
    }
}
