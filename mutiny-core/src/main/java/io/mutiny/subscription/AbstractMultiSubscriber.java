package io.mutiny.subscription;

/**
 * The base class of this library's own {@link MultiSubscriber}s, so that the subscribe entry point recognises them
 * with a class check.
 *
 * <p>Why a class: {@code x instanceof AbstractMultiSubscriber} is a primary-supertype check (one load and one
 * compare at a fixed depth of the class hierarchy), while {@code x instanceof MultiSubscriber} tests an interface,
 * which HotSpot answers through a one-entry cache per class: when the same class is tested against several interfaces
 * in turn ({@code MultiSubscriber} on subscription, {@code Flow.Subscription} in an updater, a fusion probe), each
 * miss scans the class's interface array and overwrites the cache (JDK-8180450, fixed in JDK 23). Every subscription
 * of every pipeline goes through the entry point, so that cost is paid per subscription. Subscribers written by users
 * still implement the interface and are recognised by the slower check that follows.
 *
 * @param <T> the type of the items
 */
public abstract class AbstractMultiSubscriber<T> implements MultiSubscriber<T> {

    /** For subclasses. */
    protected AbstractMultiSubscriber() {
        // no state: a marker of this library's subscribers
    }
}
