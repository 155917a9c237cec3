package io.mutiny.converters.multi;

import io.mutiny.Multi;
import io.mutiny.converters.MultiConverter;
import io.mutiny.helpers.ParameterValidation;
import io.reactivex.rxjava3.core.Flowable;
import org.reactivestreams.FlowAdapters;

/**
 * Converts an RxJava {@link Flowable} to a {@code Multi}: see {@link MultiRx3Converters#fromFlowable()}.
 *
 * @param <T> the type of the items
 */
public class FromFlowable<T> implements MultiConverter<Flowable<T>, T> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final FromFlowable INSTANCE = new FromFlowable();

    private FromFlowable() {}

    /**
     * A {@code Multi} that subscribes to {@code flowable} for each of its subscribers and emits its items, completion
     * or failure, on the threads the flowable signals on. Every request of the {@code Multi}'s subscriber reaches the
     * flowable as is, and so does the cancellation; the publisher guard of {@code Multi.createFrom().publisher}
     * applies.
     *
     * @throws IllegalArgumentException if {@code flowable} is {@code null}
     */
    @Override
    public Multi<T> from(Flowable<T> flowable) {
        ParameterValidation.nonNull(flowable, "flowable");
        return Multi.createFrom().publisher(FlowAdapters.toFlowPublisher(flowable));
    }
}
