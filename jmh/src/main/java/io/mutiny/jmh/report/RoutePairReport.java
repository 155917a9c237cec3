package io.mutiny.jmh.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the route-pair measurements of {@code bench/http.sh} into their section of {@code docs/benchmarks.md}: two
 * routes of the same server compared with each other (an annotated resource against the same programmatic route, a
 * sub-resource locator against the direct method, and the control: one route of the raw server against itself).
 *
 * <p>Usage: {@code RoutePairReport <pairs> <benchmarks.md> <command> [<pair name>=<goal>...]}. Each line of {@code pairs}
 * is {@code round|route|name|req/s|p50|p99|CPU µs/request...} or {@code round|reference|name|req/s|p50|p99|CPU
 * µs/request...} (the server's CPU time per request and the fields after it, as in {@link HttpReport}, are optional);
 * a pair without a goal (the control) has none; the ratio of a pair is the median of its per-round
 * route / reference ratios (both measured back to back in each round), with the 95 % confidence interval of that
 * median, their range as the spread (and the range of the starts' medians when the rounds are keyed
 * {@code START.ROUND}), in bold below the pair's goal, and the pairs' resolution above the table; the CPU times give the same ratio the other way round (reference / route, higher is better).
 */
public final class RoutePairReport {

    static final String BEGIN = "<!-- http-routes:begin -->";
    static final String END = "<!-- http-routes:end -->";

    private static final String ROUTE = "route";
    private static final String REFERENCE = "reference";

    private RoutePairReport() {}

    public static void main(String[] args) throws IOException {
        if (args.length < 3) {
            System.err.println("usage: RoutePairReport <pairs> <benchmarks.md> <command> [<pair name>=<goal>...]");
            System.exit(2);
        }
        Map<String, Double> goals = new LinkedHashMap<>();
        for (String goal : Arrays.copyOfRange(args, 3, args.length)) {
            int equals = goal.lastIndexOf('=');
            goals.put(goal.substring(0, equals), Double.parseDouble(goal.substring(equals + 1)));
        }
        Map<String, Map<String, HttpReport.Load>> byPair = new LinkedHashMap<>();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            String[] fields = line.split("\\|");
            HttpReport.Load load = byPair.computeIfAbsent(fields[2], key -> new LinkedHashMap<>())
                    .computeIfAbsent(fields[1], key -> new HttpReport.Load());
            load.add(
                    fields[0],
                    Double.parseDouble(fields[3]),
                    HttpReport.millis(fields[4]),
                    HttpReport.millis(fields[5]),
                    fields.length > 6 ? Double.valueOf(fields[6]) : null);
            load.addOptional(fields);
        }
        String section = section(byPair, goals, args[2]);
        BenchmarkReport.replaceSection(Path.of(args[1]), section, BEGIN, END);
        System.out.println(section);
    }

    static String section(Map<String, Map<String, HttpReport.Load>> byPair, Map<String, Double> goals, String command) {
        StringBuilder md = new StringBuilder(BEGIN).append("\n\n");
        md.append("Same run, command:\n\n```\n").append(command).append("\n```\n\n");
        md.append("Two routes of one server answering the same bytes, measured back to back in each round "
                + "(alternating which goes first). **route / reference** is the median of the per-round ratios over "
                + "all starts of the servers, followed by their lowest and highest: the spread of this run, and the "
                + "range of the starts' own medians as above. Medians below the row's goal are in "
                + "bold. **CPU reference / route** is the same for the server's CPU time per request, the other way "
                + "round so that higher is better too. The **control** measures one route of the raw server against "
                + "itself: there is nothing to find, so its spread is the resolution of this run; the second control, "
                + "against a second JVM of the raw server started with it each time, adds what two starts of one "
                + "server differ by, which every example / raw ratio includes. **Disturbed**, the 95 % interval of "
                + "the median in brackets and the resolution as above.\n\n");
        List<HttpReport.Load[]> pairs = new ArrayList<>();
        for (Map<String, HttpReport.Load> loads : byPair.values()) {
            HttpReport.Load route = loads.get(ROUTE);
            HttpReport.Load reference = loads.get(REFERENCE);
            if (route != null && reference != null) {
                pairs.add(new HttpReport.Load[] {route, reference});
            }
        }
        String resolution = HttpReport.resolution(pairs);
        if (!resolution.isEmpty()) {
            md.append("**Resolution of the route pairs**: ").append(resolution).append(".\n\n");
        }
        md.append("| Routes | route req/s | reference req/s | route / reference (spread) | goal "
                + "| CPU µs/request route / reference | CPU reference / route (spread) | disturbed % "
                + "| route p50 / p99 | reference p50 / p99 |\n");
        md.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Map.Entry<String, Map<String, HttpReport.Load>> pair : byPair.entrySet()) {
            HttpReport.Load route = pair.getValue().get(ROUTE);
            HttpReport.Load reference = pair.getValue().get(REFERENCE);
            double goal = goals.getOrDefault(pair.getKey(), 0.0);
            md.append("| ")
                    .append(pair.getKey())
                    .append(" | ")
                    .append(route == null ? "" : BenchmarkReport.number(route.requestsPerSecond))
                    .append(" | ")
                    .append(reference == null ? "" : BenchmarkReport.number(reference.requestsPerSecond))
                    .append(" | ")
                    .append(
                            route == null || reference == null
                                    ? ""
                                    : HttpReport.ratioWithSpread(route.byRound, reference.byRound, goal))
                    .append(" | ")
                    .append(goals.containsKey(pair.getKey()) ? "≥ " + goal : "")
                    .append(" | ")
                    .append(HttpReport.cpu(route))
                    .append(" / ")
                    .append(HttpReport.cpu(reference))
                    .append(" | ")
                    .append(
                            route == null || reference == null
                                    ? ""
                                    : HttpReport.ratioWithSpread(reference.cpuByRound, route.cpuByRound, goal))
                    .append(" | ")
                    .append(HttpReport.disturbance(route, reference))
                    .append(" | ")
                    .append(HttpReport.latencies(route))
                    .append(" | ")
                    .append(HttpReport.latencies(reference))
                    .append(" |\n");
        }
        return md.append('\n').append(END).toString();
    }
}
