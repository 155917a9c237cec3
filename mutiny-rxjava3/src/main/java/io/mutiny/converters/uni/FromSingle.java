package io.mutiny.converters.uni;

import io.mutiny.Uni;
import io.mutiny.converters.UniConverter;
import io.mutiny.helpers.ParameterValidation;
import io.reactivex.rxjava3.core.Single;
import org.reactivestreams.FlowAdapters;

/**
 * Converts an RxJava {@link Single} to a {@code Uni}: see {@link UniRx3Converters#fromSingle()}.
 *
 * @param <T> the type of the item
 */
public class FromSingle<T> implements UniConverter<Single<T>, T> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final FromSingle INSTANCE = new FromSingle();

    private FromSingle() {}

    /**
     * A {@code Uni} that subscribes to {@code single} for each of its subscribers and emits its item or failure, on
     * the thread the single signals on. Cancelling the {@code Uni} disposes the single's subscription.
     *
     * @throws IllegalArgumentException if {@code single} is {@code null}
     */
    @Override
    public Uni<T> from(Single<T> single) {
        ParameterValidation.nonNull(single, "single");
        return Uni.createFrom().publisher(FlowAdapters.toFlowPublisher(single.toFlowable()));
    }
}
