package io.mutiny.converters.multi;

import io.mutiny.Multi;
import io.mutiny.converters.MultiConverter;
import io.mutiny.helpers.ParameterValidation;
import io.reactivex.rxjava3.core.Maybe;
import org.reactivestreams.FlowAdapters;

/**
 * Converts an RxJava {@link Maybe} to a {@code Multi}: see {@link MultiRx3Converters#fromMaybe()}.
 *
 * @param <T> the type of the item
 */
public class FromMaybe<T> implements MultiConverter<Maybe<T>, T> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final FromMaybe INSTANCE = new FromMaybe();

    private FromMaybe() {}

    /**
     * A {@code Multi} that subscribes to {@code maybe} for each of its subscribers and emits its item (once requested)
     * then completes, completes at once when the maybe is empty, or fails with its failure, on the thread the maybe
     * signals on. Cancelling the {@code Multi} disposes the maybe's subscription.
     *
     * @throws IllegalArgumentException if {@code maybe} is {@code null}
     */
    @Override
    public Multi<T> from(Maybe<T> maybe) {
        ParameterValidation.nonNull(maybe, "maybe");
        return Multi.createFrom().publisher(FlowAdapters.toFlowPublisher(maybe.toFlowable()));
    }
}
