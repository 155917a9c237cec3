package io.mutiny.converters.uni;

import io.mutiny.Uni;
import io.mutiny.converters.UniConverter;
import io.mutiny.helpers.ParameterValidation;
import io.reactivex.rxjava3.core.Flowable;
import org.reactivestreams.FlowAdapters;

/**
 * Converts an RxJava {@link Flowable} to a {@code Uni}: see {@link UniRx3Converters#fromFlowable()}.
 *
 * @param <T> the type of the item
 */
public class FromFlowable<T> implements UniConverter<Flowable<T>, T> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final FromFlowable INSTANCE = new FromFlowable();

    private FromFlowable() {}

    /**
     * A {@code Uni} that subscribes to {@code flowable} for each of its subscribers, requests one item and emits it
     * (then cancels the flowable), {@code null} if the flowable completes empty, or the failure, on the thread the
     * flowable signals on. Cancelling the {@code Uni} cancels the flowable's subscription.
     *
     * @throws IllegalArgumentException if {@code flowable} is {@code null}
     */
    @Override
    public Uni<T> from(Flowable<T> flowable) {
        ParameterValidation.nonNull(flowable, "flowable");
        return Uni.createFrom().publisher(FlowAdapters.toFlowPublisher(flowable));
    }
}
