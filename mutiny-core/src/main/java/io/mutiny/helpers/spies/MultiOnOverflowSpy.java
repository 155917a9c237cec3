package io.mutiny.helpers.spies;

import io.mutiny.Multi;
import io.mutiny.groups.MultiOverflowStrategy;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.subscription.MultiSubscriber;
import java.util.List;
import java.util.function.Function;

/**
 * A {@link Multi} spy counting the items dropped by an overflow strategy, and recording them unless item tracking
 * is disabled. Created with {@link Spy#onOverflow(Multi, Function)}.
 *
 * @param <T> the type of the items
 */
public class MultiOnOverflowSpy<T> extends MultiSpyBase<T> {

    private final RecordedItems<T> droppedItems;
    private final Function<MultiOverflowStrategy<? extends T>, Multi<? extends T>> strategy;

    MultiOnOverflowSpy(
            Multi<? extends T> upstream,
            boolean trackItems,
            Function<MultiOverflowStrategy<? extends T>, Multi<? extends T>> strategy) {
        super(upstream);
        this.droppedItems = new RecordedItems<>(trackItems);
        this.strategy = ParameterValidation.nonNull(strategy, "strategy");
    }

    /**
     * The items dropped since creation or the last {@link #reset()}, over all subscriptions, in order, as an
     * unmodifiable snapshot; always empty if item tracking is disabled.
     */
    public List<T> droppedItems() {
        return droppedItems.snapshot();
    }

    /** Sets the count back to zero and forgets the recorded dropped items. */
    @Override
    public void reset() {
        super.reset();
        droppedItems.clear();
    }

    /**
     * Subscribes {@code subscriber} to the stream that {@code strategy} builds on top of the upstream overflow
     * handling (for example {@code o -> o.drop()}); each item the overflow handling drops is counted (and recorded)
     * on the emitting thread. Demand, buffering and cancellation are those of the chosen strategy. A strategy
     * function that throws or returns {@code null} fails {@code subscriber}.
     */
    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        Multi<? extends T> strategyOutcome;
        try {
            strategyOutcome = ParameterValidation.nonNullNpe(
                    strategy.apply(upstream().onOverflow().invoke(this::recordDrop)),
                    "The overflow strategy function returned `null`");
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            Subscriptions.fail(subscriber, failure);
            return;
        }
        strategyOutcome.subscribe().withSubscriber(subscriber);
    }

    private void recordDrop(T item) {
        incrementInvocationCount();
        droppedItems.add(item);
    }

    @Override
    String details() {
        return "droppedItems=" + droppedItems.snapshot();
    }
}
