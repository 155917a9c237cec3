package io.mutiny.converters.multi;

import io.mutiny.Multi;
import io.mutiny.converters.MultiConverter;
import io.mutiny.helpers.ParameterValidation;
import io.reactivex.rxjava3.core.Single;
import org.reactivestreams.FlowAdapters;

/**
 * Converts an RxJava {@link Single} to a {@code Multi}: see {@link MultiRx3Converters#fromSingle()}.
 *
 * @param <T> the type of the item
 */
public class FromSingle<T> implements MultiConverter<Single<T>, T> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final FromSingle INSTANCE = new FromSingle();

    private FromSingle() {}

    /**
     * A {@code Multi} that subscribes to {@code single} for each of its subscribers and emits its item (once
     * requested) then completes, or fails with its failure, on the thread the single signals on. Cancelling the
     * {@code Multi} disposes the single's subscription.
     *
     * @throws IllegalArgumentException if {@code single} is {@code null}
     */
    @Override
    public Multi<T> from(Single<T> single) {
        ParameterValidation.nonNull(single, "single");
        return Multi.createFrom().publisher(FlowAdapters.toFlowPublisher(single.toFlowable()));
    }
}
