package io.mutiny.examples.library;

import io.mutiny.Multi;
import io.mutiny.subscription.MultiSubscriber;
import java.io.PrintStream;
import java.util.concurrent.Flow;

/**
 * Back pressure by hand: a subscriber that asks for two items, then for one more after each item it processed, and
 * cancels after five. The source never emits more than was requested.
 */
public final class RequestByHand {

    private RequestByHand() {}

    /** Runs the example, printing to standard output. */
    public static void main(String[] args) {
        run(System.out);
    }

    /** Runs the pipeline, printing to {@code out}. */
    public static void run(PrintStream out) {
        // tag::request-by-hand[]
        Multi.createFrom()
                .range(0, 100)
                .onRequest()
                .invoke(requested -> out.println("  source got a request for " + requested))
                .onCancellation()
                .invoke(() -> out.println("  source cancelled"))
                .subscribe()
                .withSubscriber(new MultiSubscriber<Integer>() {
                    private Flow.Subscription subscription;
                    private int received;

                    @Override
                    public void onSubscribe(Flow.Subscription subscription) {
                        this.subscription = subscription;
                        out.println("subscribed, requesting 2");
                        subscription.request(2);
                    }

                    @Override
                    public void onItem(Integer item) {
                        received++;
                        out.println("received " + item);
                        if (received == 5) {
                            out.println("that's enough, cancelling");
                            subscription.cancel();
                        } else if (received >= 2) {
                            out.println("processed, requesting 1 more");
                            subscription.request(1);
                        }
                    }

                    @Override
                    public void onFailure(Throwable failure) {
                        out.println("failed: " + failure);
                    }

                    @Override
                    public void onCompletion() {
                        out.println("completed");
                    }
                });
        // end::request-by-hand[]
    }
}
