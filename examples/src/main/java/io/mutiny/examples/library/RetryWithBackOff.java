package io.mutiny.examples.library;

import io.mutiny.Uni;
import java.io.PrintStream;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A flaky call retried with exponential back-off: each attempt re-subscribes to the {@code Uni}, waiting longer
 * before each new try, up to a number of attempts.
 */
public final class RetryWithBackOff {

    private RetryWithBackOff() {}

    /** Runs the example, printing to standard output. */
    public static void main(String[] args) {
        run(System.out);
    }

    /** Runs the pipeline, printing to {@code out}. */
    public static void run(PrintStream out) {
        // tag::retry[]
        AtomicInteger attempts = new AtomicInteger();
        Uni<String> flaky = Uni.createFrom().item(() -> {
            int attempt = attempts.incrementAndGet();
            if (attempt < 3) {
                out.println("attempt " + attempt + " fails");
                throw new IllegalStateException("service unavailable");
            }
            out.println("attempt " + attempt + " succeeds");
            return "result after " + attempt + " attempts";
        });

        String result = flaky.onFailure()
                .retry()
                .withBackOff(Duration.ofMillis(20), Duration.ofMillis(200))
                .atMost(5)
                .await()
                .indefinitely();
        out.println(result);

        attempts.set(-10); // now it fails more often than the retries allow
        String exhausted = flaky.onFailure()
                .retry()
                .withBackOff(Duration.ofMillis(5))
                .atMost(2)
                .onFailure()
                .recoverWithItem(failure -> "gave up: " + failure.getMessage())
                .await()
                .indefinitely();
        out.println(exhausted);
        // end::retry[]
    }
}
