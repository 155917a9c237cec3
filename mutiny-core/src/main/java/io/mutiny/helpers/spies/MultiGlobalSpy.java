package io.mutiny.helpers.spies;

import io.mutiny.Multi;
import io.mutiny.subscription.MultiSubscriber;
import java.util.List;

/**
 * A {@link Multi} spy observing every signal at once: it chains the subscription, request, item, failure,
 * completion, termination and cancellation spies, each reachable on its own. Created with
 * {@link Spy#globally(Multi)}.
 *
 * @param <T> the type of the items
 */
public class MultiGlobalSpy<T> extends MultiSpyBase<T> {

    private final MultiOnSubscribeSpy<T> onSubscribeSpy;
    private final MultiOnRequestSpy<T> onRequestSpy;
    private final MultiOnItemSpy<T> onItemSpy;
    private final MultiOnFailureSpy<T> onFailureSpy;
    private final MultiOnCompletionSpy<T> onCompletionSpy;
    private final MultiOnTerminationSpy<T> onTerminationSpy;
    private final MultiOnCancellationSpy<T> onCancellationSpy;
    private final List<MultiSpyBase<T>> spies;

    MultiGlobalSpy(Multi<? extends T> upstream) {
        super(upstream);
        onSubscribeSpy = new MultiOnSubscribeSpy<>(upstream);
        onRequestSpy = new MultiOnRequestSpy<>(onSubscribeSpy);
        onItemSpy = new MultiOnItemSpy<>(onRequestSpy, true);
        onFailureSpy = new MultiOnFailureSpy<>(onItemSpy, failure -> true);
        onCompletionSpy = new MultiOnCompletionSpy<>(onFailureSpy);
        onTerminationSpy = new MultiOnTerminationSpy<>(onCompletionSpy);
        onCancellationSpy = new MultiOnCancellationSpy<>(onTerminationSpy);
        spies = List.of(
                onSubscribeSpy,
                onRequestSpy,
                onItemSpy,
                onFailureSpy,
                onCompletionSpy,
                onTerminationSpy,
                onCancellationSpy);
    }

    /** The spy of the cancellations. */
    public MultiOnCancellationSpy<T> onCancellationSpy() {
        return onCancellationSpy;
    }

    /** The spy of the completions. */
    public MultiOnCompletionSpy<T> onCompletionSpy() {
        return onCompletionSpy;
    }

    /** The spy of the failures (all of them). */
    public MultiOnFailureSpy<T> onFailureSpy() {
        return onFailureSpy;
    }

    /** The spy of the items (tracked). */
    public MultiOnItemSpy<T> onItemSpy() {
        return onItemSpy;
    }

    /** The spy of the requests. */
    public MultiOnRequestSpy<T> onRequestSpy() {
        return onRequestSpy;
    }

    /** The spy of the subscriptions. */
    public MultiOnSubscribeSpy<T> onSubscribeSpy() {
        return onSubscribeSpy;
    }

    /** The spy of the terminations. */
    public MultiOnTerminationSpy<T> onTerminationSpy() {
        return onTerminationSpy;
    }

    /**
     * Subscribes {@code subscriber} through the chain of spies; every signal passes unchanged, each spy observing its
     * own on the thread of that signal.
     */
    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        onCancellationSpy.subscribe(subscriber);
    }

    /** The sum of the invocation counts of all the spies. */
    @Override
    public long invocationCount() {
        return spies.stream().mapToLong(MultiSpyBase::invocationCount).sum();
    }

    /** Resets all the spies. */
    @Override
    public void reset() {
        spies.forEach(MultiSpyBase::reset);
    }

    /** Describes every spy. */
    @Override
    public String toString() {
        return getClass().getSimpleName() + spies;
    }
}
