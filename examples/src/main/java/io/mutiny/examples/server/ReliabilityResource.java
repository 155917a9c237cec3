package io.mutiny.examples.server;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.http.HttpStatusException;
import io.mutiny.http.MutinyRoutes;
import io.vertx.ext.web.RoutingContext;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The routes {@code bench/reliability.sh} measures: a stream and two unreliable dependencies whose subscriptions are
 * counted with Mutiny's public API ({@code onSubscription}, {@code onCancellation}, {@code onTermination}), and
 * {@code GET /reliability/counters} to read the counts, the heap and the resident set size.
 */
public final class ReliabilityResource {

    /** The timeout of the dependency routes: beyond it they answer 504. */
    public static final Duration DEPENDENCY_TIMEOUT = Duration.ofSeconds(1);

    /** The largest {@code count} of {@code /reliability/numbers}. */
    public static final int MAX_COUNT = 10_000_000;

    /**
     * Counts of the subscriptions to one kind of source; {@code requested} sums the demand of stream subscribers, an
     * upper bound of the items emitted.
     */
    public record Counts(long subscribed, long cancelled, long completed, long failed, long live, long requested) {}

    /** What {@code GET /reliability/counters} answers. */
    public record Counters(Counts streams, Counts dependencies, long heapUsedBytes, long residentSetBytes) {}

    private final Tracker streams = new Tracker();
    private final Tracker dependencies = new Tracker();

    private ReliabilityResource() {}

    /**
     * Registers {@code GET /reliability/numbers?count=N} (NDJSON, or SSE for {@code Accept: text/event-stream}),
     * {@code GET /reliability/never} (a dependency that never answers: 504 after {@link #DEPENDENCY_TIMEOUT}),
     * {@code GET /reliability/flaky} (one that fails half the time: 503) and {@code GET /reliability/counters}
     * ({@code ?gc=true} collects garbage first).
     */
    public static void register(MutinyRoutes routes) {
        ReliabilityResource resource = new ReliabilityResource();
        routes.get("/reliability/numbers").ndjson(Integer.class, resource::numbers);
        routes.get("/reliability/numbers").sse(Integer.class, resource::numbers);
        // tag::dependencies[]
        routes.get("/reliability/never")
                .timeout(DEPENDENCY_TIMEOUT)
                .json(
                        String.class,
                        rc -> resource.dependencies.track(Uni.createFrom().nothing()));
        routes.get("/reliability/flaky").timeout(DEPENDENCY_TIMEOUT).json(String.class, rc -> resource.dependencies
                .track(flakyDependency())
                .onFailure(DependencyDown.class)
                .transform(failure -> new HttpStatusException(503, failure.getMessage())));
        // end::dependencies[]
        routes.get("/reliability/counters").value(Counters.class, resource::counters);
    }

    private Multi<Integer> numbers(RoutingContext rc) {
        return streams.track(Multi.createFrom().range(0, count(rc.queryParams().get("count"))));
    }

    private static Uni<String> flakyDependency() {
        return Uni.createFrom().item(() -> {
            if (ThreadLocalRandom.current().nextBoolean()) {
                throw new DependencyDown();
            }
            return "answered";
        });
    }

    private Counters counters(RoutingContext rc) {
        if ("true".equals(rc.queryParams().get("gc"))) {
            System.gc(); // a value handler: this blocks a worker thread, never the event loop
        }
        Runtime runtime = Runtime.getRuntime();
        return new Counters(
                streams.counts(),
                dependencies.counts(),
                runtime.totalMemory() - runtime.freeMemory(),
                residentSetBytes());
    }

    /** The resident set size from {@code /proc/self/status} (Linux), or -1 elsewhere. */
    private static long residentSetBytes() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: reported as unknown
        }
        return -1;
    }

    private static int count(String parameter) {
        if (parameter == null) {
            return 10;
        }
        try {
            int count = Integer.parseInt(parameter);
            if (count >= 0 && count <= MAX_COUNT) {
                return count;
            }
        } catch (NumberFormatException e) {
            // answered below like an out-of-range value
        }
        throw new HttpStatusException(400, "`count` must be an integer between 0 and " + MAX_COUNT);
    }

    /** The failure of the flaky dependency, answered 503. */
    private static final class DependencyDown extends RuntimeException {
        DependencyDown() {
            super("The dependency is unavailable; try again", null, false, false);
        }
    }

    /** Counts subscriptions, outcomes and cancellations with the public API. */
    private static final class Tracker {
        private final AtomicLong subscribed = new AtomicLong();
        private final AtomicLong cancelled = new AtomicLong();
        private final AtomicLong completed = new AtomicLong();
        private final AtomicLong failed = new AtomicLong();
        private final AtomicLong live = new AtomicLong();
        private final AtomicLong requested = new AtomicLong();

        <T> Multi<T> track(Multi<T> multi) {
            return multi.onSubscription()
                    .invoke(this::subscribed)
                    .onRequest()
                    .invoke(requested::addAndGet)
                    .onCancellation()
                    .invoke(cancelled::incrementAndGet)
                    .onCompletion()
                    .invoke(completed::incrementAndGet)
                    .onFailure()
                    .invoke(ignored -> failed.incrementAndGet())
                    .onTermination()
                    .invoke(live::decrementAndGet);
        }

        <T> Uni<T> track(Uni<T> uni) {
            return uni.onSubscription()
                    .invoke(this::subscribed)
                    .onCancellation()
                    .invoke(cancelled::incrementAndGet)
                    .onItem()
                    .invoke(ignored -> completed.incrementAndGet())
                    .onFailure()
                    .invoke(ignored -> failed.incrementAndGet())
                    .onTermination()
                    .invoke(live::decrementAndGet);
        }

        private void subscribed() {
            subscribed.incrementAndGet();
            live.incrementAndGet();
        }

        Counts counts() {
            return new Counts(
                    subscribed.get(), cancelled.get(), completed.get(), failed.get(), live.get(), requested.get());
        }
    }
}
