package io.mutiny.groups;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import java.util.concurrent.Flow;
import java.util.function.Function;

/**
 * Converts a {@link Multi} to another type: {@code multi.convert().with(converter)}.
 *
 * @param <T> the type of the items
 */
public class MultiConvert<T> {

    private final Multi<T> upstream;

    /**
     * Creates the group for {@code upstream}.
     *
     * @param upstream the upstream, must not be {@code null}
     */
    public MultiConvert(Multi<T> upstream) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
    }

    /**
     * Applies {@code converter} to the {@code Multi} and returns its result, at once, on the caller's thread
     * (nothing is subscribed). What the converter throws is thrown to the caller.
     *
     * @param converter the converter, must not be {@code null}
     * @param <R> the type of the result
     * @return what {@code converter} returned
     */
    public <R> R with(Function<Multi<T>, R> converter) {
        ParameterValidation.nonNull(converter, "converter");
        return converter.apply(upstream);
    }

    /**
     * Returns the {@code Multi} as a plain {@link Flow.Publisher} (a {@code Multi} is one), for APIs that expect
     * one. Subscribing to it subscribes to the {@code Multi}.
     *
     * @return the publisher
     */
    public Flow.Publisher<T> toPublisher() {
        return upstream;
    }
}
