package io.mutiny.examples.server;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.examples.lab.LabScenario;
import io.mutiny.examples.lab.LabSettings;
import io.mutiny.examples.lab.LabSnapshot;
import io.mutiny.examples.lab.LabStrategy;
import io.mutiny.http.HttpStatusException;
import io.mutiny.http.MutinyRoutes;
import io.mutiny.http.ServerSentEvent;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The back-pressure lab's server side: {@code GET /lab/strategies} lists the strategies as JSON, and
 * {@code GET /lab/run?strategy=..&producer=..&consumer=..&window=..&buffer=..&seconds=..} runs one
 * {@link LabScenario} for as long as the client listens, streaming its {@link LabSnapshot counters} as Server-Sent
 * Events every {@link #SNAPSHOT_PERIOD}. The stream ends after the snapshot that reports the end of the scenario;
 * closing the connection stops the scenario.
 */
public final class LabResource {

    /** How often the counters are sent. */
    public static final Duration SNAPSHOT_PERIOD = Duration.ofMillis(100);

    private LabResource() {}

    /** Registers the lab routes; scenarios run on {@code scheduler}. */
    public static void register(MutinyRoutes routes, ScheduledExecutorService scheduler) {
        routes.get("/lab/strategies").json(List.class, rc -> Uni.createFrom()
                .item(Arrays.stream(LabStrategy.values())
                        .map(strategy -> Map.of(
                                "id", strategy.id(),
                                "label", strategy.label(),
                                "code", strategy.code(),
                                "description", strategy.description()))
                        .toList()));
        routes.get("/lab/run").sse(ServerSentEvent.class, rc -> {
            LabSettings settings = settings(rc.queryParams()::get);
            return run(settings, scheduler).onItem().transform(snapshot -> ServerSentEvent.of(snapshot)
                    .withEvent(snapshot.running() ? "counters" : "end"));
        });
    }

    // tag::lab-stream[]
    /** The counters of a scenario started at subscription and stopped at cancellation or after its end. */
    public static Multi<LabSnapshot> run(LabSettings settings, ScheduledExecutorService scheduler) {
        return Multi.createFrom()
                .resource(() -> LabScenario.start(settings, scheduler), scenario -> Multi.createFrom()
                        .ticks()
                        .onExecutor(scheduler)
                        .every(SNAPSHOT_PERIOD)
                        .onOverflow()
                        .dropPreviousItems()
                        .onItem()
                        .transform(tick -> scenario.snapshot())
                        .select()
                        .first(untilTheEndIsReported()))
                .withFinalizer(LabScenario::stop);
    }
    // end::lab-stream[]

    /** Lets snapshots through up to, and including, the first one that is not running. */
    private static Predicate<LabSnapshot> untilTheEndIsReported() {
        boolean[] endReported = {false};
        return snapshot -> {
            if (endReported[0]) {
                return false;
            }
            endReported[0] = !snapshot.running();
            return true;
        };
    }

    private static LabSettings settings(Function<String, String> parameters) {
        try {
            return LabSettings.from(parameters);
        } catch (IllegalArgumentException e) {
            throw new HttpStatusException(400, e.getMessage());
        }
    }
}
