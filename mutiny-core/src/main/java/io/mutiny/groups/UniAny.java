package io.mutiny.groups;

import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.uni.UniFirstOfOp;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Entry point of {@code Uni.combine().any()}: races several {@code Uni}s. */
public class UniAny {

    /** The shared, stateless instance. */
    public static final UniAny INSTANCE = new UniAny();

    private UniAny() {
        // use INSTANCE
    }

    /**
     * Subscribes to every {@code Uni} at once and forwards the first outcome, item or failure, on the thread that
     * delivered it; the other {@code Uni}s are then cancelled. Cancelling the resulting {@code Uni} cancels them
     * all. With no {@code Uni}, a {@code null} item is emitted.
     *
     * @throws IllegalArgumentException if {@code unis} is {@code null} or contains {@code null}
     */
    @SafeVarargs
    public final <T> Uni<T> of(Uni<? super T>... unis) {
        ParameterValidation.doesNotContainNull(unis, "unis");
        return race(Arrays.asList(unis));
    }

    /**
     * Same as {@link #of(Uni[])} for the {@code Uni}s of an iterable, subscribed in iteration order.
     *
     * @throws IllegalArgumentException if {@code unis} is {@code null} or contains {@code null}
     */
    public <T> Uni<T> of(Iterable<? extends Uni<? super T>> unis) {
        ParameterValidation.doesNotContainNull(unis, "unis");
        return race(unis);
    }

    private static <T> Uni<T> race(Iterable<? extends Uni<?>> unis) {
        List<Uni<?>> sources = new ArrayList<>();
        unis.forEach(sources::add);
        return Infrastructure.onUniCreation(new UniFirstOfOp<>(sources, false, Integer.MAX_VALUE));
    }
}
