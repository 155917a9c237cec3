package io.mutiny.converters.multi;

import io.mutiny.Multi;
import io.mutiny.converters.MultiConverter;
import io.mutiny.helpers.ParameterValidation;
import io.reactivex.rxjava3.core.Completable;
import org.reactivestreams.FlowAdapters;

/** Converts an RxJava {@link Completable} to a {@code Multi<Void>}: see {@link MultiRx3Converters#fromCompletable()}. */
public class FromCompletable implements MultiConverter<Completable, Void> {

    /** The shared instance. */
    public static final FromCompletable INSTANCE = new FromCompletable();

    private FromCompletable() {}

    /**
     * A {@code Multi} that subscribes to {@code completable} for each of its subscribers and completes (without any
     * item) when it completes, or fails with its failure, on the thread the completable signals on. Cancelling the
     * {@code Multi} disposes the completable's subscription.
     *
     * @throws IllegalArgumentException if {@code completable} is {@code null}
     */
    @Override
    public Multi<Void> from(Completable completable) {
        ParameterValidation.nonNull(completable, "completable");
        return Multi.createFrom().publisher(FlowAdapters.toFlowPublisher(completable.<Void>toFlowable()));
    }
}
