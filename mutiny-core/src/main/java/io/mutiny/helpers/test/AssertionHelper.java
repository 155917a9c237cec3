package io.mutiny.helpers.test;

/**
 * Kept for API compatibility: the reference exposes this type with no public member beyond its constructor. The
 * assertions of the test subscribers live in {@link AssertSubscriber} and {@code UniAssertSubscriber}.
 */
public class AssertionHelper {

    /** Creates an instance; the class has no public behaviour. */
    public AssertionHelper() {}
}
