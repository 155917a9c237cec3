package io.mutiny.jmh.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import javax.imageio.ImageIO;

/**
 * Turns a JMH JSON result file into the library section of {@code docs/benchmarks.md} (a score table with the ratio
 * of io.mutiny to the best peer, and an allocation table) and a bar chart of those ratios.
 *
 * <p>Usage: {@code BenchmarkReport <result.json> <benchmarks.md> <chart.png> <command>}. The markdown file must
 * hold the markers {@value #BEGIN} and {@value #END}; what lies between them is replaced.
 *
 * <p>Benchmark methods are named {@code library} or {@code variant_library}; the libraries are {@link #LIBRARIES}.
 * Every ratio reads "higher is better for io.mutiny": for throughput it is io.mutiny's score over the best peer's,
 * for times (average, sample p50) the best peer's time over io.mutiny's.
 */
public final class BenchmarkReport {

    static final String BEGIN = "<!-- jmh:begin -->";
    static final String END = "<!-- jmh:end -->";

    private static final String SUBJECT = "mutiny";
    private static final List<String> PEERS = List.of("smallrye", "reactor", "rxjava");
    private static final String LIMIT = "plain";
    private static final List<String> LIBRARIES = List.of(SUBJECT, "smallrye", "reactor", "rxjava", LIMIT);
    private static final Map<String, String> TITLES = Map.of(
            SUBJECT,
            "io.mutiny",
            "smallrye",
            "SmallRye Mutiny",
            "reactor",
            "Reactor",
            "rxjava",
            "RxJava",
            LIMIT,
            "plain Java");

    private BenchmarkReport() {}

    /** One measured benchmark: a library's score and allocation for one case. */
    record Measure(double score, double p99, double allocatedBytes) {}

    /** One row of the tables: a benchmark variant with its parameters, measured in each library. */
    static final class Row {
        final String name;
        final String params;
        final String mode;
        final String unit;
        final Map<String, Measure> byLibrary = new LinkedHashMap<>();

        Row(String name, String params, String mode, String unit) {
            this.name = name;
            this.params = params;
            this.mode = mode;
            this.unit = unit;
        }

        boolean higherIsBetter() {
            return mode.equals("thrpt");
        }

        /** io.mutiny against its best peer, {@code > 1} when io.mutiny is ahead; NaN when either is missing. */
        double ratio() {
            Measure subject = byLibrary.get(SUBJECT);
            Double best = null;
            for (String peer : PEERS) {
                Measure measure = byLibrary.get(peer);
                if (measure != null
                        && (best == null || (higherIsBetter() ? measure.score > best : measure.score < best))) {
                    best = measure.score;
                }
            }
            if (subject == null || best == null) {
                return Double.NaN;
            }
            return higherIsBetter() ? subject.score / best : best / subject.score;
        }

        String label() {
            return params.isEmpty() ? name : name + " " + params;
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 4) {
            System.err.println("usage: BenchmarkReport <result.json> <benchmarks.md> <chart.png> <command>");
            System.exit(2);
        }
        System.setProperty("java.awt.headless", "true");
        Path json = Path.of(args[0]);
        Path markdown = Path.of(args[1]);
        Path chart = Path.of(args[2]);
        JsonNode results = new ObjectMapper().readTree(json.toFile());
        List<Row> rows = rows(results);
        ZonedDateTime finished = Files.getLastModifiedTime(json).toInstant().atZone(ZoneOffset.UTC);
        String section =
                section(rows, results, finished, args[3], markdown.getParent().relativize(chart));
        replaceSection(markdown, section, BEGIN, END);
        drawChart(rows, chart);
        System.out.println("Wrote " + rows.size() + " rows to " + markdown + " and the chart " + chart);
    }

    static List<Row> rows(JsonNode results) {
        Map<String, Row> rows = new TreeMap<>();
        for (JsonNode result : results) {
            String benchmark = result.get("benchmark").asText();
            String[] classAndMethod =
                    benchmark.substring("io.mutiny.jmh.".length()).split("\\.");
            String method = classAndMethod[1];
            int separator = method.lastIndexOf('_');
            String library = separator < 0 ? method : method.substring(separator + 1);
            String name = separator < 0 ? classAndMethod[0] : classAndMethod[0] + "." + method.substring(0, separator);
            String params = params(result.get("params"));
            JsonNode primary = result.get("primaryMetric");
            String mode = result.get("mode").asText();
            Row row = rows.computeIfAbsent(
                    name + "|" + sortKey(params),
                    key -> new Row(name, params, mode, primary.get("scoreUnit").asText()));
            double score = primary.get("score").asDouble();
            double p99 = Double.NaN;
            JsonNode percentiles = primary.get("scorePercentiles");
            if (mode.equals("sample") && percentiles != null) {
                score = percentiles.get("50.0").asDouble();
                p99 = percentiles.get("99.0").asDouble();
            }
            row.byLibrary.put(library, new Measure(score, p99, allocation(result.get("secondaryMetrics"))));
        }
        return new ArrayList<>(rows.values());
    }

    private static String params(JsonNode params) {
        if (params == null) {
            return "";
        }
        List<String> shown = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = params.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> param = it.next();
            if (!param.getKey().equals("dataDir")) {
                shown.add(param.getKey() + "=" + param.getValue().asText());
            }
        }
        return String.join(" ", shown);
    }

    /** Orders numeric parameters by value rather than as text. */
    private static String sortKey(String params) {
        StringBuilder key = new StringBuilder();
        for (String param : params.split(" ")) {
            String value = param.substring(param.indexOf('=') + 1);
            key.append(value.matches("\\d+") ? String.format("%012d", Long.parseLong(value)) : value)
                    .append(' ');
        }
        return key.toString();
    }

    private static double allocation(JsonNode secondary) {
        if (secondary != null) {
            for (Iterator<Map.Entry<String, JsonNode>> it = secondary.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> metric = it.next();
                if (metric.getKey().endsWith("gc.alloc.rate.norm")) {
                    return metric.getValue().get("score").asDouble();
                }
            }
        }
        return Double.NaN;
    }

    static String section(List<Row> rows, JsonNode results, ZonedDateTime finished, String command, Path chart) {
        JsonNode first = results.get(0);
        StringBuilder md = new StringBuilder();
        md.append(BEGIN).append("\n\n");
        md.append("Run finished on ")
                .append(finished.format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")))
                .append(": ")
                .append(Runtime.getRuntime().availableProcessors())
                .append(" CPUs (nproc), ")
                .append(memory())
                .append(", JDK ")
                .append(first.get("jdkVersion").asText())
                .append(" (")
                .append(first.get("vmName").asText())
                .append(' ')
                .append(first.get("vmVersion").asText())
                .append("), JMH ")
                .append(first.get("jmhVersion").asText())
                .append(".\n\nCommand:\n\n```\n")
                .append(command)
                .append("\n```\n\n");
        md.append("Scores: ops/s (higher is better), ms/op and us/op (lower is better; sample-time rows show "
                + "p50 / p99). **io.mutiny / best peer** compares io.mutiny with the best of SmallRye Mutiny, "
                + "Reactor and RxJava; above 1 means io.mutiny is ahead (for times it is the peer's time over "
                + "io.mutiny's). Plain Java is the physical limit, not a peer.\n\n");
        md.append("| Benchmark | unit |");
        LIBRARIES.forEach(library -> md.append(' ').append(TITLES.get(library)).append(" |"));
        md.append(" io.mutiny / best peer |\n|---|---|");
        LIBRARIES.forEach(library -> md.append("---:|"));
        md.append("---:|\n");
        for (Row row : rows) {
            md.append("| ").append(row.label()).append(" | ").append(row.unit).append(" |");
            for (String library : LIBRARIES) {
                Measure measure = row.byLibrary.get(library);
                md.append(' ').append(measure == null ? "" : score(measure)).append(" |");
            }
            double ratio = row.ratio();
            md.append(' ')
                    .append(Double.isNaN(ratio) ? "" : (ratio < 1 ? "**" : "") + ratio(ratio) + (ratio < 1 ? "**" : ""))
                    .append(" |\n");
        }
        md.append("\nAllocation per operation (B/op, `-prof gc`, `gc.alloc.rate.norm`):\n\n| Benchmark |");
        LIBRARIES.forEach(library -> md.append(' ').append(TITLES.get(library)).append(" |"));
        md.append("\n|---|");
        LIBRARIES.forEach(library -> md.append("---:|"));
        md.append('\n');
        for (Row row : rows) {
            md.append("| ").append(row.label()).append(" |");
            for (String library : LIBRARIES) {
                Measure measure = row.byLibrary.get(library);
                md.append(' ')
                        .append(
                                measure == null || Double.isNaN(measure.allocatedBytes)
                                        ? ""
                                        : bytes(measure.allocatedBytes))
                        .append(" |");
            }
            md.append('\n');
        }
        md.append("\n![io.mutiny / best peer](")
                .append(chart.toString().replace('\\', '/'))
                .append(")\n\n")
                .append(END);
        return md.toString();
    }

    private static String memory() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemTotal:")) {
                    long kilobytes = Long.parseLong(line.replaceAll("\\D", ""));
                    return String.format(Locale.ROOT, "%.1f GiB RAM", kilobytes / 1024.0 / 1024.0);
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: the memory is simply not reported
        }
        return "RAM unknown";
    }

    private static String score(Measure measure) {
        return Double.isNaN(measure.p99) ? number(measure.score) : number(measure.score) + " / " + number(measure.p99);
    }

    static String number(double value) {
        if (value >= 100) {
            return String.format(Locale.ROOT, "%,.0f", value);
        }
        if (value >= 1) {
            return String.format(Locale.ROOT, "%.2f", value);
        }
        return String.format(Locale.ROOT, "%.3g", value);
    }

    private static String bytes(double value) {
        return String.format(Locale.ROOT, "%,.0f", value);
    }

    private static String ratio(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }

    /** Replaces what lies between {@code begin} and {@code end}, both included, by {@code section}. */
    static void replaceSection(Path markdown, String section, String begin, String end) throws IOException {
        String text = Files.readString(markdown, StandardCharsets.UTF_8);
        int from = text.indexOf(begin);
        int to = text.indexOf(end);
        if (from < 0 || to < from) {
            throw new IllegalStateException(markdown + " lacks the markers " + begin + " and " + end);
        }
        Files.writeString(
                markdown,
                text.substring(0, from) + section + text.substring(to + end.length()),
                StandardCharsets.UTF_8);
    }

    /** A horizontal bar per row: io.mutiny / best peer on a log scale, green when ahead, red when behind. */
    static void drawChart(List<Row> rows, Path file) throws IOException {
        List<Row> shown = new ArrayList<>();
        for (Row row : rows) {
            if (!Double.isNaN(row.ratio())) {
                shown.add(row);
            }
        }
        int labelWidth = 330;
        int plotWidth = 560;
        int barHeight = 18;
        int top = 50;
        int width = labelWidth + plotWidth + 70;
        int height = top + shown.size() * barHeight + 50;
        double minLog = Math.log10(0.05);
        double maxLog = Math.log10(20);
        for (Row row : shown) {
            double log = Math.log10(row.ratio());
            minLog = Math.min(minLog, Math.floor(log));
            maxLog = Math.max(maxLog, Math.ceil(log));
        }
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, width, height);
            g.setColor(Color.BLACK);
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
            g.drawString("io.mutiny / best peer (log scale; > 1: io.mutiny ahead)", 10, 25);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
            double span = maxLog - minLog;
            int zeroX = labelWidth + (int) Math.round((0 - minLog) / span * plotWidth);
            for (double tick : new double[] {0.01, 0.03, 0.1, 0.3, 1, 3, 10, 30, 100}) {
                double log = Math.log10(tick);
                if (log < minLog || log > maxLog) {
                    continue;
                }
                int x = labelWidth + (int) Math.round((log - minLog) / span * plotWidth);
                g.setColor(new Color(225, 225, 225));
                g.drawLine(x, top - 5, x, top + shown.size() * barHeight);
                g.setColor(Color.DARK_GRAY);
                g.drawString(
                        new java.math.BigDecimal(Double.toString(tick))
                                .stripTrailingZeros()
                                .toPlainString(),
                        x - 8,
                        top + shown.size() * barHeight + 15);
            }
            for (int i = 0; i < shown.size(); i++) {
                Row row = shown.get(i);
                double ratio = row.ratio();
                int y = top + i * barHeight;
                int x = labelWidth + (int) Math.round((Math.log10(ratio) - minLog) / span * plotWidth);
                g.setColor(ratio >= 1 ? new Color(60, 160, 90) : new Color(205, 70, 60));
                g.fillRect(Math.min(zeroX, x), y + 3, Math.max(1, Math.abs(x - zeroX)), barHeight - 6);
                g.setColor(Color.BLACK);
                g.drawString(row.label(), 10, y + barHeight - 5);
                g.drawString(ratio(ratio), Math.max(zeroX, x) + 4, y + barHeight - 5);
            }
            g.setColor(Color.BLACK);
            g.setStroke(new BasicStroke(1.5f));
            g.drawLine(zeroX, top - 5, zeroX, top + shown.size() * barHeight);
        } finally {
            g.dispose();
        }
        Files.createDirectories(file.toAbsolutePath().getParent());
        ImageIO.write(image, "png", file.toFile());
    }
}
