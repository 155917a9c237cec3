package io.mutiny.helpers.test;

/** A signal recorded by {@link UniAssertSubscriber}: subscription, item, failure or cancellation. */
public interface UniSignal {

    /** The value the signal carried: the subscription, the item, the failure, or {@code null} for a cancellation. */
    Object value();
}
