package io.mutiny.converters.uni;

import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.reactivex.rxjava3.core.Single;
import java.util.function.Function;
import org.reactivestreams.FlowAdapters;

/**
 * Converts a {@code Uni} to an RxJava {@link Single}, replacing a {@code null} item by a fallback: see
 * {@link ToSingle#withDefault(Object)}.
 *
 * @param <T> the type of the item
 */
public class ToSingleWithDefault<T> implements Function<Uni<T>, Single<T>> {

    private final T fallback;

    /**
     * A converter that emits {@code fallback} in place of a {@code null} item.
     *
     * @throws IllegalArgumentException if {@code fallback} is {@code null}
     */
    public ToSingleWithDefault(T fallback) {
        this.fallback = ParameterValidation.nonNull(fallback, "fallback");
    }

    /**
     * A {@code Single} that subscribes to {@code uni} for each of its observers and succeeds with the item (the
     * fallback for {@code null}), or fails with the failure, on the thread the {@code Uni} emits on. Disposing cancels
     * the {@code Uni}.
     */
    @Override
    public Single<T> apply(Uni<T> uni) {
        return Single.fromPublisher(FlowAdapters.toPublisher(
                uni.onItem().ifNull().continueWith(fallback).toMulti()));
    }
}
