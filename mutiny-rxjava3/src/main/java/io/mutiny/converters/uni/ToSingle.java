package io.mutiny.converters.uni;

import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.reactivex.rxjava3.core.Single;
import java.util.Optional;
import java.util.function.Function;
import org.reactivestreams.FlowAdapters;

/**
 * Converts a {@code Uni} to an RxJava {@link Single} of an {@link Optional} (a {@code Single} cannot hold
 * {@code null}): see {@link UniRx3Converters#toSingle()}. {@link #withDefault(Object)} and {@link #failOnNull()} give a
 * {@code Single} of the item itself.
 *
 * @param <T> the type of the item
 */
public class ToSingle<T> implements Function<Uni<T>, Single<Optional<T>>> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final ToSingle INSTANCE = new ToSingle();

    private ToSingle() {}

    /**
     * A converter to a {@code Single} of the item, or of {@code fallback} when the item is {@code null}.
     *
     * @throws IllegalArgumentException if {@code fallback} is {@code null}
     */
    public static <R> ToSingleWithDefault<R> withDefault(R fallback) {
        return new ToSingleWithDefault<>(ParameterValidation.nonNull(fallback, "fallback"));
    }

    /** A converter to a {@code Single} of the item that fails with a {@code NoSuchElementException} on {@code null}. */
    @SuppressWarnings("unchecked")
    public <R> ToSingleFailOnNull<R> failOnNull() {
        return ToSingleFailOnNull.INSTANCE;
    }

    /**
     * A {@code Single} that subscribes to {@code uni} for each of its observers and succeeds with the item wrapped in
     * an {@code Optional} (empty for a {@code null} item), or fails with the failure, on the thread the {@code Uni}
     * emits on. Disposing cancels the {@code Uni}.
     */
    @Override
    public Single<Optional<T>> apply(Uni<T> uni) {
        return Single.fromPublisher(FlowAdapters.toPublisher(
                uni.onItem().transform(Optional::ofNullable).toMulti()));
    }
}
