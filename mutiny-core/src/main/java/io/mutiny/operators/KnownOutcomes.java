package io.mutiny.operators;

import io.mutiny.helpers.Exceptions;
import java.util.function.BiConsumer;

/**
 * Reads a {@link KnownOutcome} the way every reader must: fatal errors are rethrown (through
 * {@link Exceptions#throwIfFatal(Throwable)}), any other failure goes to the reader's own failure handling, the
 * item is returned.
 *
 * <p>Readers differ only in what a failure does (fail a subscriber, terminate a merge, collect it for later), so the
 * failure is handed to a callback together with a target: with a method reference or a lambda that captures
 * nothing, such as {@code MergeSubscriber::knownFailure}, reading allocates nothing, which keeps it usable in a
 * polling loop.
 */
public final class KnownOutcomes {

    /**
     * What {@link #read} returns for a failed outcome, once the failure was handed over: compare with {@code ==},
     * never emit it.
     */
    public static final Object FAILED = new Object() {
        @Override
        public String toString() {
            return "FAILED";
        }
    };

    private KnownOutcomes() {
        // static helpers only
    }

    /**
     * Computes the outcome of {@code source}, in place of a subscription (see {@link KnownOutcome#knownOutcome()}).
     *
     * @param source the source, read once
     * @param target what {@code onFailure} acts on (the reader itself, its subscriber...)
     * @param onFailure receives {@code target} and the failure of {@code source}, unless it is fatal (rethrown)
     * @param <C> the type of the target
     * @return the item; {@code null} for an empty {@code Multi} or a {@code null} {@code Uni} item; {@link #FAILED}
     *     when the source failed, after {@code onFailure} ran
     */
    public static <C> Object read(
            KnownOutcome<?> source, C target, BiConsumer<? super C, ? super Throwable> onFailure) {
        try {
            return source.knownOutcome();
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            onFailure.accept(target, failure);
            return FAILED;
        }
    }
}
