package io.mutiny.tck;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Writes {@code docs/tck.md} from the Surefire XML reports of the TCK run: one row per verification class, with
 * what it verifies (its {@link Verifies} annotation), the tests passed, failed and skipped, and the reason of
 * every skip as the TCK reported it.
 */
public final class TckReport {

    private TckReport() {}

    /**
     * Why the TCK skips tests, per skip category: the start of the TCK's message, then our explanation. A skip whose
     * message matches none of them shows the TCK's message only.
     */
    private static final Map<String, String> SKIP_CATEGORIES = new LinkedHashMap<>();

    static {
        SKIP_CATEGORIES.put(
                "Not verified by this TCK",
                "an `untested_` rule of the publisher specification: the TCK 1.0.4 has no automated check for it.");
        SKIP_CATEGORIES.put(
                "Not verified using this TCK",
                "an `untested_` rule of the subscriber specification: the TCK 1.0.4 has no automated check for it.");
        SKIP_CATEGORIES.put(
                "Unable to run this test, as required elements nr",
                "the test needs more items than the publisher can emit (`maxElementsFromPublisher()`): Uni-based"
                        + " publishers emit at most one item, `empty()` and `onItem().ignore()` none; `cache()` and"
                        + " `replaying()` record every item, so they are capped at 1,000,000 items, and"
                        + " `onOverflow().buffer(1024)` over an asynchronous source at its buffer size, and the fused"
                        + " `UnicastProcessor` and `bufferUnconditionally()` chains at 1,024 items; for these"
                        + " the one rule 3.17 test needing 2^31 items is replaced by their own"
                        + " `...MustNotSignalOnErrorWhenPendingAboveLongMaxValue` test (same scenario, 1,000 items).");
        SKIP_CATEGORIES.put(
                "Skipping because no error state Publisher provided",
                "the source cannot fail (`range`, `ticks`), or fails only once an item is requested while these tests"
                        + " request nothing (`repeating()`, and `toMulti()` of a `Uni` that must be subscribed to, as in"
                        + " `toUni().toMulti()` and `collect().asList().toMulti()`), so `createFailedFlowPublisher()`"
                        + " returns null.");
        SKIP_CATEGORIES.put(
                "The Publisher under test only supports 1 subscribers",
                "a unicast publisher (`UnicastProcessor`, a split) accepts a single subscriber by design.");
        SKIP_CATEGORIES.put(
                "Skipped because tested publisher does NOT implement this OPTIONAL requirement",
                "an optional rule the publisher does not offer, mostly rule 1.11 (several subscribers receiving the"
                        + " same items: the verified streams are cold, each subscriber gets its own run, and unicast"
                        + " publishers refuse a second subscriber); the TCK reports the optional test's failure as a"
                        + " skip, whose message follows.");
    }

    /** Categories whose TCK messages differ only by numbers: their skips are listed under the category alone. */
    private static final List<String> COLLAPSED_CATEGORIES = List.of(
            "Not verified by this TCK",
            "Not verified using this TCK",
            "Unable to run this test, as required elements nr",
            "Skipping because no error state Publisher provided",
            "The Publisher under test only supports 1 subscribers");

    /** Multi operators and sources the core ships without a TCK verification, and why. */
    private static final Map<String, String> NOT_VERIFIED = new LinkedHashMap<>();

    static {
        NOT_VERIFIED.put(
                "`select().last(n)`, `select().last()`",
                "emits only when its upstream completes: the TCK's endless streams never produce an item, and the"
                        + " 2^31-item stream takes minutes to drain");
        NOT_VERIFIED.put(
                "`skip().first(Duration)`",
                "how many items it skips depends on the clock, while the TCK demands an exact item count");
        NOT_VERIFIED.put(
                "`group().intoLists().every(Duration)`, `group().intoMultis().every(Duration)`",
                "the lists are cut by the clock, so the item count is not exact; and a period that finds no demand"
                        + " fails the stream by design (`BackPressureFailure`)");
        NOT_VERIFIED.put(
                "`toHotStream()`",
                "a hot stream drops what it receives while it has no subscriber, so no subscriber can be promised an"
                        + " exact number of items");
        NOT_VERIFIED.put(
                "`onItem().failWith(..)`, `Multi.createFrom().nothing()`",
                "they never emit an item (a failure at the first item, or no signal at all); `empty()` and"
                        + " `onItem().ignore()` cover the zero-item paths");
        NOT_VERIFIED.put(
                "`onOverflow().buffer()` variants, `drop()`, `dropPreviousItems()` over a synchronous source",
                "they request everything upstream: verified over `ticks()` / `emitOn` instead (see their rows)");
    }

    private static final class Row {
        String verifies = "";
        String kind = "";
        int passed;
        int failed;
        final Map<String, List<String>> skipped = new TreeMap<>();

        int skippedCount() {
            return skipped.values().stream().mapToInt(List::size).sum();
        }
    }

    public static void main(String[] args) throws Exception {
        Path reports = Paths.get(args[0]);
        Path output = Paths.get(args[1]);
        Map<String, Row> rows = new TreeMap<>();
        if (Files.isDirectory(reports)) {
            try (DirectoryStream<Path> files = Files.newDirectoryStream(reports, "TEST-*.xml")) {
                for (Path file : files) {
                    read(file, rows);
                }
            }
        }
        write(rows, output);
    }

    private static void read(Path file, Map<String, Row> rows) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document document = factory.newDocumentBuilder().parse(file.toFile());
        NodeList cases = document.getElementsByTagName("testcase");
        for (int i = 0; i < cases.getLength(); i++) {
            Element testCase = (Element) cases.item(i);
            String className = testCase.getAttribute("classname");
            Class<?> type;
            try {
                type = Class.forName(className);
            } catch (ClassNotFoundException e) {
                continue;
            }
            Verifies verifies = type.getAnnotation(Verifies.class);
            if (verifies == null) {
                continue;
            }
            Row row = rows.computeIfAbsent(type.getSimpleName(), name -> new Row());
            row.verifies = verifies.value();
            row.kind = baseName(type);
            NodeList skipped = testCase.getElementsByTagName("skipped");
            if (skipped.getLength() > 0) {
                String reason = category(skipReason((Element) skipped.item(0)));
                row.skipped
                        .computeIfAbsent(reason.isEmpty() ? "(no reason given)" : reason, r -> new ArrayList<>())
                        .add(testCase.getAttribute("name"));
            } else if (testCase.getElementsByTagName("failure").getLength() > 0
                    || testCase.getElementsByTagName("error").getLength() > 0) {
                row.failed++;
            } else {
                row.passed++;
            }
        }
    }

    /**
     * The key a skip is listed under: the category for the collapsed ones, else the TCK's message without the
     * identity hash codes of the objects it names (so that the report does not change from run to run).
     */
    private static String category(String reason) {
        for (String category : COLLAPSED_CATEGORIES) {
            if (reason.startsWith(category)) {
                return category + "...";
            }
        }
        return reason.replaceAll("@[0-9a-f]{4,}", "");
    }

    /** Our explanation of a skip category, or an empty string. */
    private static String why(String reason) {
        for (Map.Entry<String, String> category : SKIP_CATEGORIES.entrySet()) {
            if (reason.startsWith(category.getKey())) {
                return category.getValue();
            }
        }
        return "";
    }

    /** The TCK verification the class derives from, e.g. {@code FlowPublisherVerification}. */
    private static String baseName(Class<?> type) {
        for (Class<?> current = type.getSuperclass(); current != null; current = current.getSuperclass()) {
            if (current.getName().startsWith("org.reactivestreams.tck")) {
                return current.getSimpleName();
            }
        }
        return type.getSuperclass().getSimpleName();
    }

    /** The first line of the skip's message or stack trace, without the exception's class name. */
    private static String skipReason(Element skipped) {
        String text = skipped.getAttribute("message");
        if (text.isEmpty()) {
            text = skipped.getTextContent();
        }
        String firstLine = text.strip().lines().findFirst().orElse("");
        return firstLine.replaceFirst("^[\\w.$]*(Exception|Error):\\s*", "").trim();
    }

    private static void write(Map<String, Row> rows, Path output) throws IOException {
        StringBuilder md = new StringBuilder();
        md.append("# Reactive Streams TCK results\n\n");
        md.append("Generated by `io.mutiny.tck.TckReport` from the Surefire reports of `mvn -B verify` (module `tck`);"
                + " do not edit by hand.\n");
        md.append("The TCK is `org.reactivestreams:reactive-streams-tck-flow` 1.0.4, run on the JUnit Platform through"
                + " `org.junit.support:testng-engine`.\n\n");
        int passed = 0;
        int failed = 0;
        int skipped = 0;
        for (Row row : rows.values()) {
            passed += row.passed;
            failed += row.failed;
            skipped += row.skippedCount();
        }
        md.append(String.format(
                "%d verification classes: %d tests passed, %d failed, %d skipped.%n%n",
                rows.size(), passed, failed, skipped));
        md.append("| verification | base | verifies | passed | failed | skipped |\n");
        md.append("|---|---|---|---:|---:|---:|\n");
        for (Map.Entry<String, Row> entry : rows.entrySet()) {
            Row row = entry.getValue();
            md.append(String.format(
                    "| `%s` | %s | %s | %d | %d | %d |%n",
                    entry.getKey(),
                    row.kind,
                    row.verifies.replace("|", "\\|"),
                    row.passed,
                    row.failed,
                    row.skippedCount()));
        }
        md.append("\n## Why tests are skipped\n\n");
        md.append("Each category starts with the TCK's own message, then why it applies here.\n\n");
        Map<String, List<String>> byReason = new TreeMap<>();
        for (Map.Entry<String, Row> entry : rows.entrySet()) {
            entry.getValue().skipped.forEach((reason, tests) -> {
                for (String test : tests) {
                    byReason.computeIfAbsent(reason, r -> new ArrayList<>()).add(entry.getKey() + "." + test);
                }
            });
        }
        if (byReason.isEmpty()) {
            md.append("No test was skipped.\n");
        }
        for (Map.Entry<String, List<String>> entry : byReason.entrySet()) {
            md.append("- **")
                    .append(entry.getKey())
                    .append("** (")
                    .append(entry.getValue().size())
                    .append(")");
            String why = why(entry.getKey());
            md.append(why.isEmpty() ? "\n" : ": " + why + "\n");
            Map<String, Integer> perTest = new TreeMap<>();
            for (String test : entry.getValue()) {
                perTest.merge(test.substring(test.indexOf('.') + 1), 1, Integer::sum);
            }
            perTest.forEach((test, count) -> md.append("  - `")
                    .append(test)
                    .append("` in ")
                    .append(count)
                    .append(count == 1 ? " class\n" : " classes\n"));
        }
        md.append("\n## Operators without a verification\n\n");
        md.append("Every other Multi source and operator of mutiny-core has a row above.\n\n");
        NOT_VERIFIED.forEach((operators, reason) ->
                md.append("- ").append(operators).append(": ").append(reason).append(".\n"));
        Files.createDirectories(output.getParent());
        Files.writeString(output, md.toString(), StandardCharsets.UTF_8);
    }
}
