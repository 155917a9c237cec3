package io.mutiny.subscription;

public enum BackPressureStrategy {
    BUFFER,
    DROP,
    ERROR,
    IGNORE,
    LATEST;
}
