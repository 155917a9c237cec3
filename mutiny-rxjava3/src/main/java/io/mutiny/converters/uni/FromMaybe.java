package io.mutiny.converters.uni;

import io.mutiny.Uni;
import io.mutiny.converters.UniConverter;
import io.mutiny.helpers.ParameterValidation;
import io.reactivex.rxjava3.core.Maybe;
import org.reactivestreams.FlowAdapters;

/**
 * Converts an RxJava {@link Maybe} to a {@code Uni}: see {@link UniRx3Converters#fromMaybe()}.
 *
 * @param <T> the type of the item
 */
public class FromMaybe<T> implements UniConverter<Maybe<T>, T> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final FromMaybe INSTANCE = new FromMaybe();

    private FromMaybe() {}

    /**
     * A {@code Uni} that subscribes to {@code maybe} for each of its subscribers and emits its item, {@code null} when
     * it completes empty, or its failure, on the thread the maybe signals on. Cancelling the {@code Uni} disposes the
     * maybe's subscription.
     *
     * @throws IllegalArgumentException if {@code maybe} is {@code null}
     */
    @Override
    public Uni<T> from(Maybe<T> maybe) {
        ParameterValidation.nonNull(maybe, "maybe");
        return Uni.createFrom().publisher(FlowAdapters.toFlowPublisher(maybe.toFlowable()));
    }
}
