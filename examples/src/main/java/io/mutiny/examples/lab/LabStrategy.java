package io.mutiny.examples.lab;

import java.util.Arrays;
import java.util.Locale;

/**
 * The ways a producer and a consumer can be reconciled in the back-pressure lab. Each one names the Mutiny code it
 * runs (shown on the lab page) and how many items the pipeline can hold without counting them as dropped.
 */
public enum LabStrategy {
    PULL(
            "request(n) pull",
            "Multi.createFrom().emitter(e -> /* emit only while e.requested() > 0 */, ERROR)",
            "The producer checks the outstanding demand before every item: it never emits more than the consumer "
                    + "asked for, so nothing is buffered or dropped. The producer simply slows down to the "
                    + "consumer's pace.",
            Accounting.NO_DROPS),
    BUFFER(
            "onOverflow().buffer(n)",
            "Multi.createFrom().ticks().every(period).onOverflow().buffer(n)",
            "Items the consumer has not asked for wait in a buffer of n. When the producer stays faster, the "
                    + "buffer fills up and the stream fails with a BackPressureFailure.",
            Accounting.NO_DROPS),
    DROP(
            "onOverflow().drop()",
            "Multi.createFrom().ticks().every(period).onOverflow().invoke(dropped).drop()",
            "Items that arrive while the consumer has no outstanding demand are dropped on the spot; the "
                    + "consumer gets the items produced while it was asking.",
            Accounting.COUNTED),
    DROP_PREVIOUS(
            "onOverflow().dropPreviousItems()",
            "Multi.createFrom().ticks().every(period).onOverflow().invoke(dropped).dropPreviousItems()",
            "Only the latest item waits for demand: each new item replaces (drops) the one waiting, so the "
                    + "consumer always gets the freshest value.",
            Accounting.COUNTED),
    EMITTER_BUFFER(
            "emitter BUFFER",
            "Multi.createFrom().emitter(e -> /* emit at the producer's rate */, n)",
            "The emitter keeps up to n items emitted without demand, then fails the stream: the same contract as "
                    + "onOverflow().buffer(n), built into the source.",
            Accounting.NO_DROPS),
    EMITTER_DROP(
            "emitter DROP",
            "Multi.createFrom().emitter(e -> /* emit at the producer's rate */, DROP)",
            "The emitter discards every item emitted while there is no demand.",
            Accounting.derivedHolding(0)),
    EMITTER_LATEST(
            "emitter LATEST",
            "Multi.createFrom().emitter(e -> /* emit at the producer's rate */, LATEST)",
            "The emitter keeps only the latest item emitted without demand and delivers it on the next request.",
            Accounting.derivedHolding(1)),
    EMITTER_ERROR(
            "emitter ERROR",
            "Multi.createFrom().emitter(e -> /* emit at the producer's rate */, ERROR)",
            "Emitting without demand is a contract violation: the stream fails with a BackPressureFailure at the "
                    + "first item the consumer did not ask for.",
            Accounting.NO_DROPS);

    private final String label;
    private final String code;
    private final String description;
    private final Accounting accounting;

    LabStrategy(String label, String code, String description, Accounting accounting) {
        this.label = label;
        this.code = code;
        this.description = description;
        this.accounting = accounting;
    }

    /** The identifier used in URLs: {@code drop-previous} for {@link #DROP_PREVIOUS}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** What the lab page shows in its strategy selector. */
    public String label() {
        return label;
    }

    /** The shape of the Mutiny pipeline the lab runs for this strategy. */
    public String code() {
        return code;
    }

    /** What the learner should expect to see. */
    public String description() {
        return description;
    }

    Accounting accounting() {
        return accounting;
    }

    /**
     * The strategy with this {@link #id()}.
     *
     * @throws IllegalArgumentException naming the valid identifiers when there is none
     */
    public static LabStrategy fromId(String id) {
        for (LabStrategy strategy : values()) {
            if (strategy.id().equals(id)) {
                return strategy;
            }
        }
        throw new IllegalArgumentException("Unknown strategy `" + id + "`, expected one of "
                + Arrays.stream(values()).map(LabStrategy::id).toList());
    }

    /**
     * How the lab tells buffered items from dropped ones. The overflow operators report each drop to a callback; the
     * emitter strategies drop silently, so their drops are the items produced beyond those delivered and the few the
     * emitter can hold while there is no demand.
     */
    @FunctionalInterface
    interface Accounting {

        Accounting NO_DROPS = (produced, delivered, reportedDrops, demand) -> 0;
        Accounting COUNTED = (produced, delivered, reportedDrops, demand) -> reportedDrops;

        static Accounting derivedHolding(int held) {
            return (produced, delivered, reportedDrops, demand) -> {
                long undelivered = produced - delivered;
                long holding = demand > 0 ? 0 : Math.min(held, undelivered);
                return Math.max(0, undelivered - holding);
            };
        }

        long dropped(long produced, long delivered, long reportedDrops, long demand);
    }
}
