package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.positive;
import static io.mutiny.helpers.ParameterValidation.validate;

import io.mutiny.Multi;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiPublishOp;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;

/**
 * Shares one subscription to a {@code Multi} among several subscribers.
 *
 * <p>Each item is dispatched to every subscriber present at that moment (a late subscriber misses the earlier
 * items), once every present subscriber requested it: the slowest subscriber paces the upstream, which is asked for
 * {@link Infrastructure#getBufferSizeS()} items ahead. While no subscriber is present the items wait in that
 * buffer. A failure reaches every subscriber at once.
 *
 * <p>By default the upstream is never cancelled when subscribers leave, and a subscriber arriving after the
 * upstream terminated receives the terminal signal at once. With
 * {@link #withCancellationAfterLastSubscriberDeparture()}, the upstream is cancelled when the last subscriber
 * leaves, and the next subscriber subscribes to the upstream again.
 *
 * <p>The configuration methods modify this group and return it.
 *
 * @param <T> the type of the items
 */
public class MultiBroadcast<T> {

    private final Multi<T> upstream;
    private boolean cancelWhenNoSubscribers;
    private Duration cancellationDelay = Duration.ZERO;
    private ScheduledExecutorService cancellationExecutor;

    /** Creates the group for {@code upstream}. */
    public MultiBroadcast(Multi<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /** Subscribes to the upstream with the first subscriber and broadcasts to every subscriber. */
    public Multi<T> toAllSubscribers() {
        return publish(1);
    }

    /**
     * Waits for {@code numberOfSubscribers} subscribers before subscribing to the upstream (the first ones receive
     * nothing until then), and broadcasts to every subscriber.
     */
    public Multi<T> toAtLeast(int numberOfSubscribers) {
        return publish(positive(numberOfSubscribers, "numberOfSubscribers"));
    }

    /** Cancels the upstream as soon as the last subscriber leaves; returns this group. */
    public MultiBroadcast<T> withCancellationAfterLastSubscriberDeparture() {
        this.cancelWhenNoSubscribers = true;
        this.cancellationDelay = Duration.ZERO;
        this.cancellationExecutor = null;
        return this;
    }

    /**
     * Cancels the upstream when the last subscriber left and no new one arrived within {@code delay} (timed on
     * {@link Infrastructure#getDefaultWorkerPool()}); returns this group.
     */
    public MultiBroadcast<T> withCancellationAfterLastSubscriberDeparture(Duration delay) {
        return withCancellationAfterLastSubscriberDeparture(delay, Infrastructure.getDefaultWorkerPool());
    }

    /**
     * Cancels the upstream when the last subscriber left and no new one arrived within {@code delay}, timed on
     * {@code executor}: the upstream is cancelled on the executor's thread. If {@code executor} rejects the timer,
     * the upstream is cancelled at once (no subscriber is left to fail). Returns this group.
     *
     * @throws IllegalArgumentException if {@code delay} is {@code null}, zero or negative, or {@code executor} is
     *         {@code null}
     */
    public MultiBroadcast<T> withCancellationAfterLastSubscriberDeparture(
            Duration delay, ScheduledExecutorService executor) {
        this.cancellationDelay = validate(delay, "delay");
        this.cancellationExecutor = nonNull(executor, "executor");
        this.cancelWhenNoSubscribers = true;
        return this;
    }

    private Multi<T> publish(int minSubscribers) {
        return Infrastructure.onMultiCreation(new MultiPublishOp<>(
                upstream,
                minSubscribers,
                cancelWhenNoSubscribers,
                cancellationDelay,
                cancellationExecutor != null ? cancellationExecutor : Infrastructure.getDefaultWorkerPool(),
                Infrastructure.getBufferSizeS()));
    }
}
