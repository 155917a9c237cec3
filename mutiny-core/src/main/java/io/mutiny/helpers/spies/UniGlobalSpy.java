package io.mutiny.helpers.spies;

import io.mutiny.Uni;
import io.mutiny.subscription.UniSubscriber;
import java.util.List;

/**
 * A {@link Uni} spy observing every signal at once: it chains the subscription, item, failure, item-or-failure,
 * termination and cancellation spies, each reachable on its own. Created with {@link Spy#globally(Uni)}.
 *
 * @param <T> the type of the item
 */
public class UniGlobalSpy<T> extends UniSpyBase<T> {

    private final UniOnSubscribeSpy<T> onSubscribeSpy;
    private final UniOnItemSpy<T> onItemSpy;
    private final UniOnFailureSpy<T> onFailureSpy;
    private final UniOnItemOrFailureSpy<T> onItemOrFailureSpy;
    private final UniOnTerminationSpy<T> onTerminationSpy;
    private final UniOnCancellationSpy<T> onCancellationSpy;
    private final List<UniSpyBase<T>> spies;

    UniGlobalSpy(Uni<? extends T> upstream) {
        super(upstream);
        onSubscribeSpy = new UniOnSubscribeSpy<>(upstream);
        onItemSpy = new UniOnItemSpy<>(onSubscribeSpy);
        onFailureSpy = new UniOnFailureSpy<>(onItemSpy, failure -> true);
        onItemOrFailureSpy = new UniOnItemOrFailureSpy<>(onFailureSpy);
        onTerminationSpy = new UniOnTerminationSpy<>(onItemOrFailureSpy);
        onCancellationSpy = new UniOnCancellationSpy<>(onTerminationSpy);
        spies = List.of(
                onSubscribeSpy, onItemSpy, onFailureSpy, onItemOrFailureSpy, onTerminationSpy, onCancellationSpy);
    }

    /** The spy of the cancellations. */
    public UniOnCancellationSpy<T> onCancellationSpy() {
        return onCancellationSpy;
    }

    /** The spy of the failures (all of them). */
    public UniOnFailureSpy<T> onFailureSpy() {
        return onFailureSpy;
    }

    /** The spy of the outcomes (item or failure). */
    public UniOnItemOrFailureSpy<T> onItemOrFailureSpy() {
        return onItemOrFailureSpy;
    }

    /** The spy of the items. */
    public UniOnItemSpy<T> onItemSpy() {
        return onItemSpy;
    }

    /** The spy of the subscriptions. */
    public UniOnSubscribeSpy<T> onSubscribeSpy() {
        return onSubscribeSpy;
    }

    /** The spy of the terminations. */
    public UniOnTerminationSpy<T> onTerminationSpy() {
        return onTerminationSpy;
    }

    /** The sum of the invocation counts of all the spies. */
    @Override
    public long invocationCount() {
        return spies.stream().mapToLong(UniSpyBase::invocationCount).sum();
    }

    /** Resets all the spies. */
    @Override
    public void reset() {
        spies.forEach(UniSpyBase::reset);
    }

    /**
     * Subscribes {@code subscriber} through the chain of spies; every signal passes unchanged, each spy observing its
     * own on the thread of that signal.
     */
    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        onCancellationSpy.subscribe(subscriber);
    }

    /** Describes every spy. */
    @Override
    public String toString() {
        return getClass().getSimpleName() + spies;
    }
}
