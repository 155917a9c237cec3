package io.mutiny.examples.lab;

/**
 * The counters of a running scenario at one instant, sent to the lab page as JSON.
 *
 * @param elapsedMillis time since the scenario started
 * @param produced items the producer emitted
 * @param requested items the consumer requested in total
 * @param delivered items the consumer received ({@code onItem})
 * @param processed items the consumer finished processing
 * @param demand outstanding demand: requested and not delivered yet
 * @param buffered items emitted and waiting in the pipeline for demand
 * @param dropped items the strategy discarded
 * @param status {@code running}, {@code completed} (its time is up) or {@code failed}
 * @param failure the failure that ended the stream, or {@code null}
 */
public record LabSnapshot(
        long elapsedMillis,
        long produced,
        long requested,
        long delivered,
        long processed,
        long demand,
        long buffered,
        long dropped,
        String status,
        String failure) {

    /** Whether the scenario is still running. */
    public boolean running() {
        return "running".equals(status);
    }
}
