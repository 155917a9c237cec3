package io.mutiny.jmh.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HttpReportTest {

    @Test
    void medianIntervalRankFollowsTheBinomialTable() {
        // below 6 values even the whole range covers less than 95 %
        assertThat(HttpReport.medianIntervalRank(5)).isZero();
        assertThat(HttpReport.medianIntervalRank(6)).isEqualTo(1);
        assertThat(HttpReport.medianIntervalRank(10)).isEqualTo(2);
        assertThat(HttpReport.medianIntervalRank(20)).isEqualTo(6);
        assertThat(HttpReport.medianIntervalRank(100)).isEqualTo(40);
    }

    @Test
    void ratioWithSpreadGivesTheMedianItsIntervalTheRangeAndTheStarts() {
        Map<String, Double> numerator = new LinkedHashMap<>();
        Map<String, Double> denominator = new LinkedHashMap<>();
        // start 1: ratios 0.81 to 0.90, start 2: 0.91 to 1.00, by 0.01
        for (int round = 1; round <= 20; round++) {
            String key = (round <= 10 ? "1." : "2.") + round;
            numerator.put(key, 80.0 + round);
            denominator.put(key, 100.0);
        }
        denominator.put("2.21", 100.0); // a round measured on one side only does not count

        // median (0.90 + 0.91) / 2, interval the 6th and 15th smallest, starts' medians 0.855 and 0.955
        assertThat(HttpReport.ratioWithSpread(numerator, denominator, 0.97))
                .isEqualTo("**0.91** [0.86–0.95] (0.81–1.00; starts 0.86–0.96)");
        assertThat(HttpReport.ratioWithSpread(numerator, denominator, 0.90)).startsWith("0.91 [");
    }

    @Test
    void ratioWithSpreadLeavesTheIntervalOutBelowSixRounds() {
        Map<String, Double> numerator = Map.of("1.1", 90.0, "1.2", 100.0, "1.3", 110.0);
        Map<String, Double> denominator = Map.of("1.1", 100.0, "1.2", 100.0, "1.3", 100.0);

        assertThat(HttpReport.ratioWithSpread(numerator, denominator, 0.97)).isEqualTo("1.00 (0.90–1.10)");
    }

    @Test
    void resolutionPoolsTheRowsSpreadAroundTheirOwnMeans() {
        // two rows whose log-ratios are ±0.1 around different means: σ = √(20 × 0.01 / 18) = 0.105, and a median of
        // 10 rounds is known to 1.96 × 1.2533 × 0.105 / √10 = 8.2 %
        HttpReport.Load[] first = row(1.0, 0.1);
        HttpReport.Load[] second = row(1.5, 0.1);

        assertThat(HttpReport.resolution(List.of(first, second)))
                .startsWith("req/s σ 0.105 over 20 rounds of 2 rows, so about ±8.2 % for a median of 10 rounds;")
                .contains("CPU per request σ 0.105");
        assertThat(HttpReport.resolution(List.<HttpReport.Load[]>of(first))).isEmpty();
    }

    /** A row of 10 rounds whose ratio is {@code center} times e to the ±{@code deviation}, alternately. */
    private static HttpReport.Load[] row(double center, double deviation) {
        HttpReport.Load numerator = new HttpReport.Load();
        HttpReport.Load denominator = new HttpReport.Load();
        for (int round = 1; round <= 10; round++) {
            double ratio = center * Math.exp(round % 2 == 0 ? deviation : -deviation);
            numerator.add("1." + round, 1000 * ratio, 1, 2, 10.0);
            denominator.add("1." + round, 1000, 1, 2, 10.0 * ratio);
        }
        return new HttpReport.Load[] {numerator, denominator};
    }
}
