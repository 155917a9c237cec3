package io.mutiny.examples.server;

/** The payload of seed 000: {@code {"first":"Bob","last":"Builder"}}. */
public record Person(String first, String last) {}
