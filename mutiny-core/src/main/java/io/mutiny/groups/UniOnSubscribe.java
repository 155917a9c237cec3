package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.SUPPLIER_PRODUCED_NULL;
import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.nonNullNpe;

import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.uni.UniOnSubscribeCallOp;
import io.mutiny.subscription.UniSubscription;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Operators reacting to the subscription of a {@code Uni}: {@code uni.onSubscription()}. Callbacks run on the
 * thread subscribing to the upstream, before the downstream receives its subscription. A throwing callback (or a
 * failing called {@code Uni}) cancels the upstream and fails the downstream.
 *
 * @param <T> the type of the item
 */
public class UniOnSubscribe<T> {

    private final Uni<T> upstream;

    /** The subscription group of {@code upstream}. */
    public UniOnSubscribe(Uni<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /** Calls {@code callback} with the subscription, then passes it downstream. */
    public Uni<T> invoke(Consumer<? super UniSubscription> callback) {
        nonNull(callback, "callback");
        Consumer<? super UniSubscription> decorated = Infrastructure.decorate(callback);
        return call(subscription -> {
            decorated.accept(subscription);
            return Uni.createFrom().voidItem();
        });
    }

    /** Runs {@code callback} on subscription, then passes the subscription downstream. */
    public Uni<T> invoke(Runnable callback) {
        nonNull(callback, "callback");
        Runnable decorated = Infrastructure.decorate(callback);
        return invoke(ignored -> decorated.run());
    }

    /**
     * Calls {@code function} with the subscription and subscribes to the {@code Uni} it returns; the downstream gets
     * its subscription (and the upstream outcome) only once that {@code Uni} emits an item.
     */
    public Uni<T> call(Function<? super UniSubscription, Uni<?>> function) {
        nonNull(function, "function");
        return Infrastructure.onUniCreation(new UniOnSubscribeCallOp<>(upstream, Infrastructure.decorate(function)));
    }

    /** Like {@link #call(Function)}, the {@code Uni} coming from {@code supplier}. */
    public Uni<T> call(Supplier<Uni<?>> supplier) {
        nonNull(supplier, "supplier");
        Supplier<Uni<?>> decorated = Infrastructure.decorate(supplier);
        return call(ignored -> nonNullNpe(decorated.get(), SUPPLIER_PRODUCED_NULL));
    }
}
