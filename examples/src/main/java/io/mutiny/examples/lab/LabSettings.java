package io.mutiny.examples.lab;

import java.util.function.Function;

/**
 * One lab scenario: how fast the producer emits and the consumer processes (items per second), how many items the
 * consumer requests up front ({@code window}), the buffer size of the buffering strategies, and how long it runs.
 */
public record LabSettings(
        LabStrategy strategy, int producerRate, int consumerRate, int window, int bufferSize, int seconds) {

    /** The largest rate, in items per second, of the producer and of the consumer. */
    public static final int MAX_RATE = 1000;

    /** The longest a scenario runs, in seconds. */
    public static final int MAX_SECONDS = 300;

    /** Checks every setting; the message names the faulty one and its valid range. */
    public LabSettings {
        if (strategy == null) {
            throw new IllegalArgumentException("`strategy` must be set");
        }
        checkRange("producer", producerRate, 1, MAX_RATE);
        checkRange("consumer", consumerRate, 1, MAX_RATE);
        checkRange("window", window, 1, 1000);
        checkRange("buffer", bufferSize, 1, 10_000);
        checkRange("seconds", seconds, 1, MAX_SECONDS);
    }

    /**
     * Reads the settings from named parameters (an HTTP query), with defaults for the missing ones: strategy
     * {@code drop}, producer 50/s, consumer 10/s, window 4, buffer 32, 60 seconds.
     *
     * @throws IllegalArgumentException if a value is not a number, out of range, or an unknown strategy
     */
    public static LabSettings from(Function<String, String> parameters) {
        String strategy = parameters.apply("strategy");
        return new LabSettings(
                LabStrategy.fromId(strategy == null ? LabStrategy.DROP.id() : strategy),
                integer(parameters, "producer", 50),
                integer(parameters, "consumer", 10),
                integer(parameters, "window", 4),
                integer(parameters, "buffer", 32),
                integer(parameters, "seconds", 60));
    }

    private static int integer(Function<String, String> parameters, String name, int defaultValue) {
        String value = parameters.apply(name);
        if (value == null || value.isBlank()) {
            return defaultValue;
        }
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("`" + name + "` must be an integer, got `" + value + "`");
        }
    }

    private static void checkRange(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(
                    "`" + name + "` must be between " + min + " and " + max + ", got " + value);
        }
    }
}
