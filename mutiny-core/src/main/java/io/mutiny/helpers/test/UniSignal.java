package io.mutiny.helpers.test;

public interface UniSignal {
    java.lang.Object value();
}
