package io.mutiny.groups;

import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Races an upstream {@code Uni} against others: the first outcome wins, as with {@code Uni.combine().any()}.
 *
 * @param <T> the item type
 */
public class UniOr<T> {

    private final Uni<T> upstream;

    /**
     * Starts a race whose first participant is {@code upstream}.
     *
     * @throws IllegalArgumentException if {@code upstream} is {@code null}
     */
    public UniOr(Uni<T> upstream) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
    }

    /**
     * Races the upstream and {@code other}: the first item or failure is forwarded and the losers are cancelled.
     *
     * @throws IllegalArgumentException if {@code other} is {@code null} or contains {@code null}
     */
    @SafeVarargs
    public final Uni<T> unis(Uni<T>... other) {
        ParameterValidation.doesNotContainNull(other, "other");
        List<Uni<T>> all = new ArrayList<>();
        all.add(upstream);
        all.addAll(Arrays.asList(other));
        return UniAny.INSTANCE.of(all);
    }
}
