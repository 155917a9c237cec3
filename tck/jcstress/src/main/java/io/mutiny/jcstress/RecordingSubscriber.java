package io.mutiny.jcstress;

import java.util.concurrent.Flow;

/**
 * A subscriber that records what it receives for an arbiter to read: the items as a bit mask ({@code 1 << item}),
 * how many items, completions and failures, whether two signals ever overlapped (a rule 1.3 violation) and whether a
 * signal followed a terminal one (rule 1.7).
 * Its fields are plain: jcstress's arbiter runs after every actor, with a happens-before edge.
 */
public final class RecordingSubscriber implements Flow.Subscriber<Integer> {

    private final long initialDemand;
    private volatile boolean inside;
    private volatile Flow.Subscription subscription;

    public int items;
    public int mask;
    public int completions;
    public int failures;
    public Throwable failure;
    public boolean overlapped;
    public boolean afterTerminal;

    public RecordingSubscriber(long initialDemand) {
        this.initialDemand = initialDemand;
    }

    public Flow.Subscription subscription() {
        return subscription;
    }

    public void request(long n) {
        subscription.request(n);
    }

    public void cancel() {
        subscription.cancel();
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        this.subscription = subscription;
        if (initialDemand > 0) {
            subscription.request(initialDemand);
        }
    }

    @Override
    public void onNext(Integer item) {
        enter();
        items++;
        mask |= 1 << item;
        exit();
    }

    @Override
    public void onError(Throwable failure) {
        enter();
        failures++;
        this.failure = failure;
        exit();
    }

    @Override
    public void onComplete() {
        enter();
        completions++;
        exit();
    }

    private void enter() {
        if (inside) {
            overlapped = true;
        }
        if (completions + failures > 0) {
            afterTerminal = true;
        }
        inside = true;
    }

    private void exit() {
        inside = false;
    }
}
