package io.mutiny.examples.library;

import io.mutiny.Multi;
import java.io.PrintStream;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * {@code emitOn} versus {@code runSubscriptionOn}, told by thread names: {@code emitOn} moves what happens
 * downstream of it (items, completion) to an executor; {@code runSubscriptionOn} moves the subscription, hence the
 * work the source does when it is subscribed (and requested), to an executor.
 */
public final class Threading {

    private Threading() {}

    /** Runs the example, printing to standard output. */
    public static void main(String[] args) {
        run(System.out);
    }

    /** Runs both pipelines, printing to {@code out}. */
    public static void run(PrintStream out) {
        ExecutorService emitter = Executors.newSingleThreadExecutor(task -> new Thread(task, "emit-thread"));
        ExecutorService subscriber = Executors.newSingleThreadExecutor(task -> new Thread(task, "subscription-thread"));
        try {
            // tag::threading[]
            out.println("emitOn:");
            Multi.createFrom()
                    .items(() ->
                            Stream.of("a", "b").peek(item -> out.println("  produced " + item + " on " + thread())))
                    .emitOn(emitter)
                    .onItem()
                    .invoke(item -> out.println("  received " + item + " on " + thread()))
                    .collect()
                    .asList()
                    .await()
                    .indefinitely();

            out.println("runSubscriptionOn:");
            Multi.createFrom()
                    .items(() ->
                            Stream.of("a", "b").peek(item -> out.println("  produced " + item + " on " + thread())))
                    .runSubscriptionOn(subscriber)
                    .onItem()
                    .invoke(item -> out.println("  received " + item + " on " + thread()))
                    .collect()
                    .asList()
                    .await()
                    .indefinitely();
            // end::threading[]
        } finally {
            emitter.shutdown();
            subscriber.shutdown();
            awaitTermination(emitter);
            awaitTermination(subscriber);
        }
    }

    private static String thread() {
        return Thread.currentThread().getName();
    }

    private static void awaitTermination(ExecutorService executor) {
        try {
            executor.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
