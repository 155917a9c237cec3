package io.mutiny.examples.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.mutiny.examples.ExampleServer;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The lab page in a real headless Chromium: runs scenarios through the page's controls and checks the counters it
 * draws. Skipped when Chromium is not installed ({@code apt-get install chromium}, or set {@code CHROMIUM_BIN}).
 * Leaves a screenshot of a running scenario in {@code examples/target/lab-screenshot.png}.
 */
@Timeout(60)
class LabBrowserTest {

    static final Path SCREENSHOT = Paths.get("target", "lab-screenshot.png");
    static final Path FAILURE_SCREENSHOT = Paths.get("target", "lab-failure.png");

    private static ExampleServer server;
    private static Chromium chromium;

    @BeforeAll
    static void start() throws Exception {
        Optional<Path> executable = Chromium.executable();
        assumeTrue(
                executable.isPresent(),
                "Chromium is not installed (apt-get install chromium, or set CHROMIUM_BIN): the lab's browser test is skipped");
        server = ExampleServer.start(0);
        chromium = Chromium.start(executable.get(), 1400, 1000);
    }

    @AfterAll
    static void stop() {
        if (chromium != null) {
            chromium.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    void dropStrategyDropsWhileTheCountersMove() throws Exception {
        chromium.navigate("http://localhost:" + server.port() + "/");
        // the strategy descriptions and labels come from /lab/strategies (the page's static pipeline code already
        // reads drop(): only the description says the list arrived, and the status line needs its labels)
        chromium.awaitTrue(
                "document.getElementById('strategy-description').textContent.length > 0", Duration.ofSeconds(10));

        runScenario("drop", 230, 100); // 200/s against 10/s
        chromium.awaitTrue(
                "labState.snapshot !== null && labState.snapshot.dropped > 20 && labState.snapshot.delivered > 5",
                Duration.ofSeconds(15));
        long producedBefore = counter("produced");
        long deliveredBefore = counter("delivered");
        chromium.awaitTrue(
                "Number(document.getElementById('count-produced').dataset.value) > " + producedBefore
                        + " && Number(document.getElementById('count-delivered').dataset.value) > " + deliveredBefore,
                Duration.ofSeconds(10));

        assertThat(counter("dropped")).isPositive();
        assertThat(chromium.evaluate("labState.status").asText()).isEqualTo("running");
        assertThat(chromium.evaluate("document.getElementById('status').textContent")
                        .asText())
                .startsWith("Running onOverflow().drop()");
        JsonNode snapshot = chromium.evaluate("labState.snapshot");
        assertThat(snapshot.get("delivered").asLong() + snapshot.get("dropped").asLong())
                .isLessThanOrEqualTo(snapshot.get("produced").asLong());
        // a few seconds of history make a readable chart
        chromium.awaitTrue("labState.snapshot.elapsedMillis > 4000", Duration.ofSeconds(10));
        chromium.screenshot(SCREENSHOT);

        chromium.evaluate("document.getElementById('stop').click()");
        assertThat(chromium.evaluate("labState.status").asText()).isEqualTo("completed");
    }

    @Test
    void errorStrategyShowsTheFailure() throws Exception {
        // a shared link fills the controls and starts the scenario
        chromium.navigate("http://localhost:" + server.port()
                + "/?strategy=buffer&producer=200&consumer=10&window=4&buffer=16&run");
        chromium.awaitTrue("labState.status === 'failed'", Duration.ofSeconds(15));
        assertThat(chromium.evaluate("document.getElementById('strategy').value")
                        .asText())
                .isEqualTo("buffer");
        assertThat(chromium.evaluate("document.getElementById('producer-value').textContent")
                        .asText())
                .isEqualTo("200");
        assertThat(chromium.evaluate("document.getElementById('status').textContent")
                        .asText())
                .contains("The stream failed")
                .contains("BackPressureFailure");
        assertThat(counter("buffered"))
                .as("the full buffer, and the item that overflowed it")
                .isBetween(16L, 17L);
        assertThat(chromium.evaluate("document.getElementById('run').disabled").asBoolean())
                .isFalse();
        chromium.screenshot(FAILURE_SCREENSHOT);
    }

    @Test
    void pullNeverDropsNorBuffers() {
        chromium.navigate("http://localhost:" + server.port() + "/");
        runScenario("pull", 230, 150); // 200/s against about 32/s
        chromium.awaitTrue("labState.snapshot !== null && labState.snapshot.delivered > 10", Duration.ofSeconds(15));
        assertThat(counter("dropped")).isZero();
        assertThat(counter("demand")).isBetween(0L, 4L);
        chromium.evaluate("document.getElementById('stop').click()");
    }

    /** Sets the page's controls like a learner would (sliders are logarithmic) and presses Run. */
    private static void runScenario(String strategy, int producerSlider, int consumerSlider) {
        chromium.evaluate("(() => {"
                + "const set = (id, value, event) => { const e = document.getElementById(id); e.value = value;"
                + " e.dispatchEvent(new Event(event)); };"
                + "set('strategy', '" + strategy + "', 'change');"
                + "set('producer', " + producerSlider + ", 'input');"
                + "set('consumer', " + consumerSlider + ", 'input');"
                + "set('seconds', 30, 'input');"
                + "document.getElementById('run').click();"
                + "return true; })()");
    }

    private static long counter(String name) {
        return Long.parseLong(chromium.evaluate("document.getElementById('count-" + name + "').dataset.value")
                .asText());
    }
}
