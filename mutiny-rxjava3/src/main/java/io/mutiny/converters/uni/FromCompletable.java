package io.mutiny.converters.uni;

import io.mutiny.Uni;
import io.mutiny.converters.UniConverter;
import io.mutiny.helpers.ParameterValidation;
import io.reactivex.rxjava3.core.Completable;
import org.reactivestreams.FlowAdapters;

/** Converts an RxJava {@link Completable} to a {@code Uni<Void>}: see {@link UniRx3Converters#fromCompletable()}. */
public class FromCompletable implements UniConverter<Completable, Void> {

    /** The shared instance. */
    public static final FromCompletable INSTANCE = new FromCompletable();

    private FromCompletable() {}

    /**
     * A {@code Uni} that subscribes to {@code completable} for each of its subscribers and emits a {@code null} item
     * when it completes, or its failure, on the thread the completable signals on. Cancelling the {@code Uni}
     * disposes the completable's subscription.
     *
     * @throws IllegalArgumentException if {@code completable} is {@code null}
     */
    @Override
    public Uni<Void> from(Completable completable) {
        ParameterValidation.nonNull(completable, "completable");
        return Uni.createFrom().publisher(FlowAdapters.toFlowPublisher(completable.<Void>toFlowable()));
    }
}
