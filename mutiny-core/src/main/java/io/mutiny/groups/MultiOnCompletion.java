package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiOnTerminateCallOp;
import io.mutiny.operators.multi.MultiSignalConsumerOp;
import io.mutiny.subscription.MultiEmitter;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Reacts to the completion of a {@link Multi}: run an action, or continue with other items, another stream or a
 * failure. {@code invoke} and {@code call} run on the thread that delivers the completion. A continuation
 * ({@code failWith}, {@code fail}, {@code switchTo}, {@code switchToEmitter}, {@code continueWith}) starts, as in
 * Mutiny, once the downstream has outstanding demand: on the completing thread if it has, else on the thread of the
 * request that brings it; its supplier is not called if the downstream cancels before. Failures and cancellation pass
 * through unchanged; a continuation receives the demand the downstream has not seen satisfied yet.
 *
 * @param <T> the type of the items
 */
public class MultiOnCompletion<T> {

    private final Multi<T> upstream;

    /** Creates the group for {@code upstream}. */
    public MultiOnCompletion(Multi<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /** Calls {@code callback} before passing the completion; if it throws, that failure goes downstream instead. */
    public Multi<T> invoke(Runnable callback) {
        Runnable actual = Infrastructure.decorate(nonNull(callback, "callback"));
        return Infrastructure.onMultiCreation(MultiSignalConsumerOp.onCompletion(upstream, actual));
    }

    /**
     * Calls {@code callback} on completion and completes once the returned {@link Uni} emits an item; if the Uni
     * fails (or the callback throws or returns {@code null}), that failure goes downstream instead. Cancelling while
     * waiting cancels the Uni.
     */
    public Multi<T> call(Supplier<Uni<?>> callback) {
        Supplier<Uni<?>> actual = Infrastructure.decorate(nonNull(callback, "callback"));
        return Infrastructure.onMultiCreation(new MultiOnTerminateCallOp<>(upstream, null, null, actual, null));
    }

    /** Fails with {@code failure} instead of completing. */
    public Multi<T> failWith(Throwable failure) {
        return onEveryCompletion().failWith(failure);
    }

    /** Fails with the failure {@code supplier} gives at completion (a {@code null} or a throw fails too). */
    public Multi<T> failWith(Supplier<Throwable> supplier) {
        return onEveryCompletion().failWith(supplier);
    }

    /** Fails with a {@link java.util.NoSuchElementException} instead of completing. */
    public Multi<T> fail() {
        return onEveryCompletion().fail();
    }

    /** Continues with the items emitted through the emitter {@code consumer} receives at completion. */
    public Multi<T> switchToEmitter(Consumer<MultiEmitter<? super T>> consumer) {
        return onEveryCompletion().switchToEmitter(consumer);
    }

    /** Continues with {@code other}, subscribed at completion. */
    public Multi<T> switchTo(Flow.Publisher<? extends T> other) {
        return onEveryCompletion().switchTo(other);
    }

    /** Continues with the publisher {@code supplier} gives at completion (a {@code null} or a throw fails). */
    public Multi<T> switchTo(Supplier<Flow.Publisher<? extends T>> supplier) {
        return onEveryCompletion().switchTo(supplier);
    }

    /** Emits {@code items} after the upstream items, then completes. */
    @SafeVarargs
    public final Multi<T> continueWith(T... items) {
        return onEveryCompletion().continueWith(items);
    }

    /** Emits {@code items} after the upstream items, then completes. */
    public Multi<T> continueWith(Iterable<T> items) {
        return onEveryCompletion().continueWith(items);
    }

    /** Emits the items {@code supplier} gives at completion (a {@code null} or a throw fails), then completes. */
    public Multi<T> continueWith(Supplier<? extends Iterable<? extends T>> supplier) {
        return onEveryCompletion().continueWith(supplier);
    }

    /** Reacts to a completion that comes without any item. */
    public MultiIfEmpty<T> ifEmpty() {
        return new MultiIfEmpty<>(upstream, true);
    }

    /** The continuations are the same as {@link MultiIfEmpty}'s, applied whether or not items were emitted. */
    private MultiIfEmpty<T> onEveryCompletion() {
        return new MultiIfEmpty<>(upstream, false);
    }
}
