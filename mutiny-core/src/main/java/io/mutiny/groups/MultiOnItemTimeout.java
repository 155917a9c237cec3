package io.mutiny.groups;

import io.mutiny.Multi;
import io.mutiny.TimeoutException;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiOnItemTimeoutOp;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Supplier;

/**
 * Chooses what happens when the upstream emits no item within the configured delay (measured from the subscription
 * and from each item, whatever the downstream demand). Whatever the action, the upstream is cancelled first; the
 * timer is cancelled on termination and cancellation, and an item racing the timeout never produces both the item
 * and the timeout's outcome.
 *
 * @param <T> the type of the items
 */
public class MultiOnItemTimeout<T> {

    private final Multi<T> upstream;
    private final Duration timeout;
    private final ScheduledExecutorService executor;

    /**
     * @param upstream the stream to watch
     * @param timeout the longest silence allowed, strictly positive
     * @param executor the executor running the timer, {@code null} for the default worker pool
     */
    public MultiOnItemTimeout(Multi<T> upstream, Duration timeout, ScheduledExecutorService executor) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
        this.timeout = ParameterValidation.validate(timeout, "timeout");
        this.executor = executor == null ? Infrastructure.getDefaultWorkerPool() : executor;
    }

    /** Runs the timer on {@code executor}; the timeout's outcome is signalled on that executor's thread. */
    public MultiOnItemTimeout<T> on(ScheduledExecutorService executor) {
        return new MultiOnItemTimeout<>(upstream, timeout, ParameterValidation.nonNull(executor, "executor"));
    }

    /** On timeout, fails with a {@link TimeoutException}. */
    public Multi<T> fail() {
        return failWith(TimeoutException::new);
    }

    /** On timeout, fails with {@code failure}. */
    public Multi<T> failWith(Throwable failure) {
        ParameterValidation.nonNull(failure, "failure");
        return failWith(() -> failure);
    }

    /**
     * On timeout, fails with the failure {@code supplier} produces; a supplier that throws or returns {@code null}
     * fails the stream with that exception or a {@link NullPointerException}.
     */
    public Multi<T> failWith(Supplier<? extends Throwable> supplier) {
        ParameterValidation.nonNull(supplier, "supplier");
        return build(Infrastructure.decorate(supplier), null);
    }

    /** On timeout, completes. */
    public Multi<T> recoverWithCompletion() {
        return build(null, null);
    }

    /**
     * On timeout, continues with the stream {@code supplier} produces; it receives the downstream demand the upstream
     * did not satisfy. A supplier that throws or returns {@code null} fails the stream.
     */
    public Multi<T> recoverWithMulti(Supplier<Multi<? extends T>> supplier) {
        ParameterValidation.nonNull(supplier, "supplier");
        return build(null, Infrastructure.decorate(supplier));
    }

    /** On timeout, continues with {@code fallback}; see {@link #recoverWithMulti(Supplier)}. */
    public Multi<T> recoverWithMulti(Multi<? extends T> fallback) {
        ParameterValidation.nonNull(fallback, "fallback");
        return recoverWithMulti(() -> fallback);
    }

    private Multi<T> build(Supplier<? extends Throwable> failureSupplier, Supplier<Multi<? extends T>> fallback) {
        return Infrastructure.onMultiCreation(
                new MultiOnItemTimeoutOp<>(upstream, timeout, executor, failureSupplier, fallback));
    }
}
