package io.mutiny.examples.library;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.subscription.BackPressureStrategy;
import java.io.PrintStream;
import java.util.function.Supplier;

/**
 * What each overflow strategy does with ten items emitted at once to a subscriber that requested two, and then
 * asks for ten more: the {@code onOverflow()} operators on a source that ignores demand, and the emitter's own
 * {@link BackPressureStrategy strategies}.
 */
public final class OverflowStrategies {

    private OverflowStrategies() {}

    /** Runs the example, printing to standard output. */
    public static void main(String[] args) {
        run(System.out);
    }

    /** Runs every strategy, printing one line per strategy to {@code out}. */
    public static void run(PrintStream out) {
        // tag::overflow[]
        // onOverflow() requests everything from upstream and deals with what the subscriber did not ask for
        show(out, "onOverflow().buffer(3)", () -> tenItems().onOverflow().buffer(3));
        show(out, "onOverflow().drop()", () -> tenItems().onOverflow().drop());
        show(out, "onOverflow().dropPreviousItems()", () -> tenItems()
                .onOverflow()
                .dropPreviousItems());
        // an emitter decides itself what happens to items emitted without demand
        for (BackPressureStrategy strategy : new BackPressureStrategy[] {
            BackPressureStrategy.BUFFER,
            BackPressureStrategy.DROP,
            BackPressureStrategy.LATEST,
            BackPressureStrategy.ERROR
        }) {
            show(out, "emitter " + strategy, () -> Multi.createFrom()
                    .<Integer>emitter(
                            emitter -> {
                                for (int i = 0; i < 10; i++) {
                                    emitter.emit(i);
                                }
                                emitter.complete();
                            },
                            strategy));
        }
        // end::overflow[]
    }

    /** Ten items emitted at once, whatever the demand: the kind of source overflow strategies are for. */
    private static Multi<Integer> tenItems() {
        return Multi.createFrom().range(0, 10);
    }

    // tag::overflow-show[]
    private static void show(PrintStream out, String name, Supplier<Multi<Integer>> pipeline) {
        AssertSubscriber<Integer> subscriber = pipeline.get().subscribe().withSubscriber(AssertSubscriber.create(2));
        String first = subscriber.getItems().toString();
        subscriber.request(10);
        String outcome = subscriber.getFailure() != null
                ? "failed with " + subscriber.getFailure().getClass().getSimpleName()
                : subscriber.hasCompleted() ? "completed" : "still waiting";
        out.printf("%-33s request(2) -> %s, request(10) -> %s, %s%n", name, first, subscriber.getItems(), outcome);
    }
    // end::overflow-show[]
}
