package io.mutiny.converters.uni;

import io.mutiny.Uni;
import io.reactivex.rxjava3.core.Flowable;
import java.util.function.Function;
import org.reactivestreams.FlowAdapters;

/**
 * Converts a {@code Uni} to an RxJava {@link Flowable}: see {@link UniRx3Converters#toFlowable()}.
 *
 * @param <T> the type of the item
 */
public class ToFlowable<T> implements Function<Uni<T>, Flowable<T>> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final ToFlowable INSTANCE = new ToFlowable();

    private ToFlowable() {}

    /**
     * A {@code Flowable} that subscribes to {@code uni} for each of its subscribers (see {@link Uni#toMulti()}): it
     * emits the item once requested then completes, completes without item for a {@code null} item, or fails.
     * Cancelling cancels the {@code Uni}.
     */
    @Override
    public Flowable<T> apply(Uni<T> uni) {
        return Flowable.fromPublisher(FlowAdapters.toPublisher(uni.toMulti()));
    }
}
