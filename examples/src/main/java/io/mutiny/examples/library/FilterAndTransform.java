package io.mutiny.examples.library;

import io.mutiny.Multi;
import java.io.PrintStream;

/**
 * The example of seed 002: a range, a filter and a transformation, with the subscription and the request made
 * visible. {@code subscribe().with(..)} requests everything at once: a single request of {@code Long.MAX_VALUE}.
 */
public final class FilterAndTransform {

    private FilterAndTransform() {}

    /** Runs the example, printing to standard output. */
    public static void main(String[] args) {
        run(System.out);
    }

    /** Runs the pipeline, printing to {@code out}. */
    public static void run(PrintStream out) {
        // tag::filter-and-transform[]
        Multi.createFrom()
                .range(0, 10)
                .onSubscription()
                .invoke(subscription -> out.println(
                        "Received subscription: " + subscription.getClass().getSimpleName()))
                .onRequest()
                .invoke(requested -> out.println("Got a request: " + requested))
                .select()
                .where(i -> i % 2 == 0)
                .onItem()
                .transform(i -> i * 100)
                .subscribe()
                .with(i -> out.println("i: " + i));
        // end::filter-and-transform[]
    }
}
