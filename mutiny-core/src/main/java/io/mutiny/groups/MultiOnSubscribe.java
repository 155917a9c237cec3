package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiOnSubscribeCallOp;
import io.mutiny.operators.multi.MultiSignalConsumerOp;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Reacts to the subscription of a {@link Multi}: the callbacks run on the thread that subscribes (the upstream's
 * {@code onSubscribe}), before the downstream receives its subscription, and they do not change items or demand.
 *
 * @param <T> the type of the items
 */
public class MultiOnSubscribe<T> {

    private final Multi<T> upstream;

    /** Creates the group for {@code upstream}. */
    public MultiOnSubscribe(Multi<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /**
     * Calls {@code callback} with the upstream subscription, then passes the subscription downstream. If the
     * callback throws, the upstream is cancelled and the downstream receives the failure.
     */
    public Multi<T> invoke(Consumer<? super Flow.Subscription> callback) {
        Consumer<? super Flow.Subscription> actual = Infrastructure.decorate(nonNull(callback, "callback"));
        return Infrastructure.onMultiCreation(MultiSignalConsumerOp.onSubscription(upstream, actual));
    }

    /** Same as {@link #invoke(Consumer)}, ignoring the subscription. */
    public Multi<T> invoke(Runnable callback) {
        Runnable actual = nonNull(callback, "callback");
        return invoke(subscription -> actual.run());
    }

    /**
     * Calls {@code callback} with the upstream subscription and passes the subscription downstream once the returned
     * {@link Uni} emits an item (its value is ignored). If the Uni fails, or the callback throws or returns
     * {@code null}, the upstream is cancelled and the downstream receives the failure. No item flows until then.
     */
    public Multi<T> call(Function<? super Flow.Subscription, Uni<?>> callback) {
        Function<? super Flow.Subscription, Uni<?>> actual = Infrastructure.decorate(nonNull(callback, "callback"));
        return Infrastructure.onMultiCreation(new MultiOnSubscribeCallOp<>(upstream, actual));
    }

    /** Same as {@link #call(Function)}, ignoring the subscription. */
    public Multi<T> call(Supplier<Uni<?>> callback) {
        Supplier<Uni<?>> actual = nonNull(callback, "callback");
        return call(subscription -> actual.get());
    }
}
