package io.mutiny.jcstress;

import java.util.concurrent.Flow;
import org.openjdk.jcstress.infra.results.IIII_Result;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * A subscriber that records what it receives for an arbiter to read: the items as a bit mask ({@code 1 << item}),
 * how many items, completions and failures, whether two signals ever overlapped (a rule 1.3 violation), whether a
 * signal followed a terminal one (rule 1.7) and whether an item arrived after a greater one (every test here emits
 * its items in increasing order).
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
    public boolean reordered;
    private int last = Integer.MIN_VALUE;

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
        if (item <= last) {
            reordered = true;
        }
        last = item;
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

    /**
     * The terminal signals as one number: completions, plus 10 per failure of {@code expected} type, plus 100 per
     * other failure. "0" is no terminal signal, "1" one completion, "10" one expected failure.
     */
    public int terminals(Class<? extends Throwable> expected) {
        int weight = expected != null && expected.isInstance(failure) ? 10 : 100;
        return completions + weight * failures;
    }

    /** The last item received, or -1. */
    public int last() {
        return items == 0 ? -1 : last;
    }

    /** The rule violations seen, as bits: 1 = overlapping signals, 2 = a signal after a terminal one, 4 = reordered. */
    public int violations() {
        return (overlapped ? 1 : 0) | (afterTerminal ? 2 : 0) | (reordered ? 4 : 0);
    }

    /**
     * The usual outcome: r1 = the items as a bit mask, r2 = {@link #terminals(Class) terminals(expected)}, r3 =
     * {@link #violations()}.
     */
    public void record(III_Result result, Class<? extends Throwable> expected) {
        result.r1 = mask;
        result.r2 = terminals(expected);
        result.r3 = violations();
    }

    /** The usual outcome, with the item count first (it tells a duplicated item): r1 = items, then r2..r4 as above. */
    public void record(IIII_Result result, Class<? extends Throwable> expected) {
        result.r1 = items;
        result.r2 = mask;
        result.r3 = terminals(expected);
        result.r4 = violations();
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
