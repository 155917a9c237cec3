package io.mutiny.examples.library;

import io.mutiny.Multi;
import io.mutiny.TimeoutException;
import io.mutiny.Uni;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;

/**
 * Time without blocking a thread: {@code delayIt} postpones an item, {@code ticks} emits a counter periodically,
 * {@code ifNoItem().after(..)} gives up on a silent {@code Uni}. The {@code await()} calls only make this
 * {@code main} wait for the result.
 */
public final class TimeOperators {

    private TimeOperators() {}

    /** Runs the example, printing to standard output. */
    public static void main(String[] args) {
        run(System.out);
    }

    /** Runs the three pipelines, printing to {@code out}. */
    public static void run(PrintStream out) {
        // tag::time[]
        long start = System.nanoTime();
        String delayed = Uni.createFrom()
                .item("hello")
                .onItem()
                .delayIt()
                .by(Duration.ofMillis(200))
                .await()
                .indefinitely();
        out.println("delayIt: " + delayed + " after at least 200 ms: " + (elapsedMillis(start) >= 200));

        List<Long> ticks = Multi.createFrom()
                .ticks()
                .every(Duration.ofMillis(50))
                .select()
                .first(4)
                .collect()
                .asList()
                .await()
                .indefinitely();
        out.println("ticks: " + ticks);

        String outcome = Uni.createFrom()
                .<String>nothing()
                .ifNoItem()
                .after(Duration.ofMillis(100))
                .fail()
                .onFailure(TimeoutException.class)
                .recoverWithItem(failure -> "gave up: " + failure.getClass().getSimpleName())
                .await()
                .indefinitely();
        out.println("ifNoItem: " + outcome);
        // end::time[]
    }

    private static long elapsedMillis(long startNanos) {
        return Duration.ofNanos(System.nanoTime() - startNanos).toMillis();
    }
}
