package io.mutiny.jmh.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns the measurements of {@code bench/http.sh} into the HTTP section of {@code docs/benchmarks.md}.
 *
 * <p>Usage: {@code HttpReport <results> <benchmarks.md> example=<peak RSS MB> raw=<peak RSS MB> <command> <note>}.
 * Each line of {@code results} is {@code round|server|endpoint|req/s|p50|p99|CPU µs/request|busy %|other %|steal %}
 * (the round is {@code START.ROUND} when the script started the servers several times; wrk's latency notation; the
 * server's CPU time per request, the share of its CPUs it used, the share of the load's time its CPUs ran other threads
 * than its event loops and workers and the machine's steal time are optional; more fields are
 * ignored). Throughputs, latencies and CPU times of the same server
 * and endpoint are averaged over the rounds; the ratio of an endpoint is the median of its per-round ratios (each
 * round measures both servers back to back), given with the 95 % confidence interval of that median, their range as
 * the spread and, over several starts of the servers, the range of the starts' medians; the same for the CPU times
 * (raw / example). Above the table, the run's resolution: the pooled standard deviation of the request/response rows'
 * log-ratios and the interval of a median it implies. Streaming endpoints ({@code count=N}) are also given in items/s.
 */
public final class HttpReport {

    static final String BEGIN = "<!-- http:begin -->";
    static final String END = "<!-- http:end -->";

    private static final String EXAMPLE = "example";
    private static final double GOAL = 0.97;
    private static final String RAW = "raw";
    private static final Pattern COUNT = Pattern.compile("count=(\\d+)");
    private static final Pattern LATENCY = Pattern.compile("([0-9.]+)(us|ms|s|m)");

    private HttpReport() {}

    /** The averages of one server on one endpoint, and its throughput per round. */
    static final class Load {
        final Map<String, Double> byRound = new LinkedHashMap<>();
        /** The server's CPU time per request (µs) per round, when the results have it. */
        final Map<String, Double> cpuByRound = new LinkedHashMap<>();

        int rounds;
        double requestsPerSecond;
        double p50Millis;
        double p99Millis;
        double cpuMicros;
        /** The share of its CPUs the server used during the loads (%), averaged; NaN when the results lack it. */
        double busyPercent = Double.NaN;

        /**
         * The largest share of a load's time (%) lost to other work, the time the server's CPUs ran other threads
         * plus the machine's steal time; NaN when the results lack it.
         */
        double disturbancePercent = Double.NaN;

        private int busyRounds;

        void add(String round, double rps, double p50, double p99, Double cpu) {
            byRound.put(round, rps);
            rounds++;
            requestsPerSecond += (rps - requestsPerSecond) / rounds;
            p50Millis += (p50 - p50Millis) / rounds;
            p99Millis += (p99 - p99Millis) / rounds;
            if (cpu != null) {
                cpuByRound.put(round, cpu);
                cpuMicros += (cpu - cpuMicros) / cpuByRound.size();
            }
        }

        void addBusy(double percent) {
            busyRounds++;
            busyPercent = busyRounds == 1 ? percent : busyPercent + (percent - busyPercent) / busyRounds;
        }

        /** Reads the optional fields after the CPU time of a results line: busy %, then wait % and steal %. */
        void addOptional(String[] fields) {
            if (fields.length > 7) {
                addBusy(Double.parseDouble(fields[7]));
            }
            if (fields.length > 9) {
                double disturbance = Double.parseDouble(fields[8]) + Double.parseDouble(fields[9]);
                disturbancePercent =
                        Double.isNaN(disturbancePercent) ? disturbance : Math.max(disturbancePercent, disturbance);
            }
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 6) {
            System.err.println("usage: HttpReport <results> <benchmarks.md> example=<MB> raw=<MB> <command> <note>");
            System.exit(2);
        }
        Map<String, Map<String, Load>> byEndpoint = new LinkedHashMap<>();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            String[] fields = line.split("\\|");
            Load load = byEndpoint
                    .computeIfAbsent(fields[2], key -> new LinkedHashMap<>())
                    .computeIfAbsent(fields[1], key -> new Load());
            load.add(
                    fields[0],
                    Double.parseDouble(fields[3]),
                    millis(fields[4]),
                    millis(fields[5]),
                    fields.length > 6 ? Double.valueOf(fields[6]) : null);
            load.addOptional(fields);
        }
        String exampleRss = args[2].substring(args[2].indexOf('=') + 1);
        String rawRss = args[3].substring(args[3].indexOf('=') + 1);
        String section = section(byEndpoint, exampleRss, rawRss, args[4], args[5]);
        BenchmarkReport.replaceSection(Path.of(args[1]), section, BEGIN, END);
        System.out.println(section);
    }

    static double millis(String wrkLatency) {
        Matcher matcher = LATENCY.matcher(wrkLatency);
        if (!matcher.matches()) {
            throw new IllegalArgumentException("not a wrk latency: " + wrkLatency);
        }
        double value = Double.parseDouble(matcher.group(1));
        switch (matcher.group(2)) {
            case "us":
                return value / 1000;
            case "ms":
                return value;
            case "s":
                return value * 1000;
            default:
                return value * 60_000;
        }
    }

    static String section(
            Map<String, Map<String, Load>> byEndpoint, String exampleRss, String rawRss, String command, String note) {
        StringBuilder md = new StringBuilder(BEGIN).append("\n\n");
        md.append("Run on ")
                .append(ZonedDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")))
                .append(", JDK ")
                .append(System.getProperty("java.version"))
                .append(", ")
                .append(Runtime.getRuntime().availableProcessors())
                .append(" CPUs. Command:\n\n```\n")
                .append(command)
                .append("\n```\n\n");
        if (!note.isBlank()) {
            md.append("**").append(note).append("**\n\n");
        }
        md.append("\"example\" is the example server (`examples`, io.mutiny's Vert.x adapter); \"raw\" is "
                + "`io.mutiny.jmh.http.RawVertxServer`, plain `Handler<RoutingContext>` code doing the same work. "
                + "Throughputs and latencies (ms, wrk's percentiles) are averaged over the rounds. **example / raw** "
                + "is the median of the per-round ratios (both servers measured back to back in each round, in "
                + "alternating order) over all starts of the servers, followed by the lowest and highest of them: "
                + "the spread of this run over the starts of the servers (each start is a new JVM of each server, "
                + "warmed up, then measured for the same rounds; with several rounds per start, the lowest and "
                + "highest of the starts' own medians follow \"starts\"). **CPU "
                + "raw / example** is the same for the servers' CPU time per request (their event loops and workers), the other way "
                + "round so that higher is better too: unlike req/s, it still measures the server when the load "
                + "generator saturates first. **Busy** is the share of its CPUs each server used during the loads "
                + "(averaged over the rounds): well below 100 %, the load generator saturated before the server, "
                + "and the req/s ratio measures the load generator's jitter more than the servers, while the CPU "
                + "ratio still measures them. **Disturbed** is the largest share of a kept load's time lost to other work on "
                + "the machine (the time the server's CPUs ran other threads than its event loops and workers: other "
                + "processes, the idle server, the JIT compiler and GC; plus the machine's steal time), over both servers and all rounds: a pair of loads disturbed more than the script's "
                + "limit is measured again and the least disturbed attempt kept, so a high figure says the machine "
                + "was not quiet during this row. Medians below the goal of 0.97 are in bold. **In brackets**, the "
                + "95 % confidence interval of the median (the k-th smallest and k-th largest ratio, k from the "
                + "binomial distribution; none below 6 rounds), whatever the distribution of the rounds: a row whose "
                + "interval lies below 0.97 misses the goal, one whose interval contains it is not resolved by this "
                + "run.\n\n");
        List<Load[]> requestRows = new ArrayList<>();
        for (Map.Entry<String, Map<String, Load>> endpoint : byEndpoint.entrySet()) {
            Load example = endpoint.getValue().get(EXAMPLE);
            Load raw = endpoint.getValue().get(RAW);
            if (example != null
                    && raw != null
                    && !COUNT.matcher(endpoint.getKey()).find()) {
                requestRows.add(new Load[] {example, raw});
            }
        }
        String resolution = resolution(requestRows);
        if (!resolution.isEmpty()) {
            md.append("**Resolution of this run** (the request/response rows; the per-round ratio's spread, as the "
                            + "standard deviation σ of its logarithm with each row's mean removed, and the 95 % "
                            + "interval of a median it implies, 1.96 × 1.25 σ / √rounds): ")
                    .append(resolution)
                    .append(".\n\n");
        }
        md.append("| Endpoint | example req/s | raw req/s | example / raw (spread) | CPU µs/request example / raw "
                + "| CPU raw / example (spread) | busy % example / raw | disturbed % | example p50 / p99 "
                + "| raw p50 / p99 |\n");
        md.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Map.Entry<String, Map<String, Load>> endpoint : byEndpoint.entrySet()) {
            Load example = endpoint.getValue().get(EXAMPLE);
            Load raw = endpoint.getValue().get(RAW);
            md.append("| ")
                    .append(endpoint.getKey())
                    .append(" | ")
                    .append(throughput(endpoint.getKey(), example))
                    .append(" | ")
                    .append(throughput(endpoint.getKey(), raw))
                    .append(" | ")
                    .append(example == null || raw == null ? "" : ratioWithSpread(example.byRound, raw.byRound))
                    .append(" | ")
                    .append(cpu(example))
                    .append(" / ")
                    .append(cpu(raw))
                    .append(" | ")
                    .append(example == null || raw == null ? "" : ratioWithSpread(raw.cpuByRound, example.cpuByRound))
                    .append(" | ")
                    .append(busy(example))
                    .append(" / ")
                    .append(busy(raw))
                    .append(" | ")
                    .append(disturbance(example, raw))
                    .append(" | ")
                    .append(latencies(example))
                    .append(" | ")
                    .append(latencies(raw))
                    .append(" |\n");
        }
        md.append("\n| Ratio (req/s) | example | raw |\n|---|---:|---:|\n");
        md.append("| IO thread / worker (`/hello/{name}` over `/hello-worker/{name}`) | ")
                .append(ratio(byEndpoint, "GET /hello/{name}", "GET /hello-worker/{name}", EXAMPLE))
                .append(" | ")
                .append(ratio(byEndpoint, "GET /hello/{name}", "GET /hello-worker/{name}", RAW))
                .append(" |\n");
        md.append("| sub-router / direct (`/text/sub-class` over `/text`) | ")
                .append(ratio(byEndpoint, "GET /text/sub-class", "GET /text", EXAMPLE))
                .append(" | ")
                .append(ratio(byEndpoint, "GET /text/sub-class", "GET /text", RAW))
                .append(" |\n");
        md.append("| peak RSS (MB, VmHWM) | ")
                .append(exampleRss)
                .append(" | ")
                .append(rawRss)
                .append(" |\n\n")
                .append(END);
        return md.toString();
    }

    private static String throughput(String endpoint, Load load) {
        if (load == null) {
            return "";
        }
        String rps = BenchmarkReport.number(load.requestsPerSecond);
        Matcher count = COUNT.matcher(endpoint);
        if (count.find()) {
            return rps + " (" + BenchmarkReport.number(load.requestsPerSecond * Long.parseLong(count.group(1)))
                    + " items/s)";
        }
        return rps;
    }

    static String cpu(Load load) {
        return load == null || load.cpuByRound.isEmpty() ? "" : BenchmarkReport.number(load.cpuMicros);
    }

    static String busy(Load load) {
        return load == null || Double.isNaN(load.busyPercent)
                ? ""
                : String.format(Locale.ROOT, "%.0f", load.busyPercent);
    }

    /** The largest disturbance of the loads of {@code loads} (%), empty when the results lack it. */
    static String disturbance(Load... loads) {
        double largest = Double.NaN;
        for (Load load : loads) {
            if (load != null && !Double.isNaN(load.disturbancePercent)) {
                largest = Double.isNaN(largest) ? load.disturbancePercent : Math.max(largest, load.disturbancePercent);
            }
        }
        return Double.isNaN(largest) ? "" : String.format(Locale.ROOT, "%.1f", largest);
    }

    static String latencies(Load load) {
        return load == null
                ? ""
                : BenchmarkReport.number(load.p50Millis) + " / " + BenchmarkReport.number(load.p99Millis);
    }

    private static String ratio(
            Map<String, Map<String, Load>> byEndpoint, String numerator, String denominator, String server) {
        Load top = byEndpoint.getOrDefault(numerator, Map.of()).get(server);
        Load bottom = byEndpoint.getOrDefault(denominator, Map.of()).get(server);
        return top == null || bottom == null ? "" : ratio(top.requestsPerSecond / bottom.requestsPerSecond);
    }

    /**
     * The median of the per-round ratios {@code numerator / denominator}, then their range; in bold below the goal
     * of 0.97.
     */
    static String ratioWithSpread(Map<String, Double> numerator, Map<String, Double> denominator) {
        return ratioWithSpread(numerator, denominator, GOAL);
    }

    /**
     * The median of the per-round ratios {@code numerator / denominator} in bold below {@code goal}, then, in brackets,
     * the 95 % confidence interval of that median (from the order statistics, when there are at least 6 rounds), then,
     * in parentheses, the range of the rounds. When the rounds come from several starts of the servers (rounds keyed
     * {@code START.ROUND}) with more than one round in a start, the range is followed by the range of the starts' own
     * medians: the spread that two starts of one JVM add, which the rounds of one start do not show.
     */
    static String ratioWithSpread(Map<String, Double> numerator, Map<String, Double> denominator, double goal) {
        List<Double> ratios = ratios(numerator, denominator);
        Map<String, List<Double>> ratiosByStart = new LinkedHashMap<>();
        for (Map.Entry<String, Double> round : numerator.entrySet()) {
            Double bottom = denominator.get(round.getKey());
            int dot = round.getKey().indexOf('.');
            if (bottom != null && bottom > 0 && dot > 0) {
                ratiosByStart
                        .computeIfAbsent(round.getKey().substring(0, dot), start -> new ArrayList<>())
                        .add(round.getValue() / bottom);
            }
        }
        if (ratios.isEmpty()) {
            return "";
        }
        double median = median(ratios);
        // a row below its goal stands out
        String text = median < goal ? "**" + ratio(median) + "**" : ratio(median);
        if (ratios.size() == 1) {
            return text;
        }
        int rank = medianIntervalRank(ratios.size());
        if (rank > 0) {
            text += " [" + ratio(ratios.get(rank - 1)) + "–" + ratio(ratios.get(ratios.size() - rank)) + "]";
        }
        text += " (" + ratio(ratios.get(0)) + "–" + ratio(ratios.get(ratios.size() - 1));
        // with one round per start the starts' medians are the rounds themselves
        if (ratiosByStart.size() > 1 && ratiosByStart.size() < ratios.size()) {
            List<Double> startMedians = new ArrayList<>();
            for (List<Double> start : ratiosByStart.values()) {
                startMedians.add(median(start));
            }
            Collections.sort(startMedians);
            text += "; starts " + ratio(startMedians.get(0)) + "–" + ratio(startMedians.get(startMedians.size() - 1));
        }
        return text + ")";
    }

    /** The per-round ratios {@code numerator / denominator} of the rounds both have, sorted. */
    static List<Double> ratios(Map<String, Double> numerator, Map<String, Double> denominator) {
        List<Double> ratios = new ArrayList<>();
        for (Map.Entry<String, Double> round : numerator.entrySet()) {
            Double bottom = denominator.get(round.getKey());
            if (bottom != null && bottom > 0) {
                ratios.add(round.getValue() / bottom);
            }
        }
        Collections.sort(ratios);
        return ratios;
    }

    /**
     * The rank k (from 1) such that the k-th smallest and the k-th largest of {@code n} values bound a confidence
     * interval of their median of at least 95 %, whatever their distribution: the largest k for which fewer than k of
     * the n values lie below the median with a probability of at most 2.5 % (binomial, n trials of one half); 0 when
     * even the whole range has less (n below 6).
     */
    static int medianIntervalRank(int n) {
        double probability = Math.pow(0.5, n); // of exactly i values below the median, from i = 0
        double below = 0;
        int rank = 0;
        for (int i = 0; i < n / 2; i++) {
            below += probability;
            if (below > 0.025) {
                break;
            }
            rank = i + 1;
            probability = probability * (n - i) / (i + 1);
        }
        return rank;
    }

    /**
     * What a run resolves, from its rows given as {numerator, denominator} loads: {@link #spread} of their per-round
     * ratios in req/s, then in CPU per request (denominator / numerator); empty without two rows of two rounds.
     */
    static String resolution(List<Load[]> rows) {
        List<List<Double>> requestRatios = new ArrayList<>();
        List<List<Double>> cpuRatios = new ArrayList<>();
        for (Load[] row : rows) {
            requestRatios.add(ratios(row[0].byRound, row[1].byRound));
            cpuRatios.add(ratios(row[1].cpuByRound, row[0].cpuByRound));
        }
        String requests = spread(requestRatios);
        return requests.isEmpty() ? "" : "req/s " + requests + "; CPU per request " + spread(cpuRatios);
    }

    /**
     * The spread of per-round ratios: the standard deviation of their natural logarithm
     * (pooled over the rows, each row's own mean removed), and the half-width of the 95 % interval of a median of
     * {@code n} such ratios that it implies (1.96 × 1.2533 σ / √n, 1.2533 being the median's standard error over the
     * mean's for a normal distribution), where n is the rows' median number of rounds; empty without two rows of two
     * rounds.
     */
    private static String spread(List<List<Double>> rows) {
        double squares = 0;
        int values = 0;
        int freedom = 0;
        List<Double> counts = new ArrayList<>();
        for (List<Double> row : rows) {
            if (row.size() < 2) {
                continue;
            }
            double mean = 0;
            for (double ratio : row) {
                mean += Math.log(ratio) / row.size();
            }
            for (double ratio : row) {
                squares += (Math.log(ratio) - mean) * (Math.log(ratio) - mean);
            }
            values += row.size();
            freedom += row.size() - 1;
            counts.add((double) row.size());
        }
        if (counts.size() < 2) {
            return "";
        }
        double sigma = Math.sqrt(squares / freedom);
        double rounds = median(counts);
        return String.format(
                Locale.ROOT,
                "σ %.3f over %d rounds of %d rows, so about ±%.1f %% for a median of %.0f rounds",
                sigma,
                values,
                counts.size(),
                100 * 1.96 * 1.2533 * sigma / Math.sqrt(rounds),
                rounds);
    }

    /** The median of {@code values}, which it sorts. */
    private static double median(List<Double> values) {
        Collections.sort(values);
        int size = values.size();
        return size % 2 == 1 ? values.get(size / 2) : (values.get(size / 2 - 1) + values.get(size / 2)) / 2;
    }

    private static String ratio(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }
}
