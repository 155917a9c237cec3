package io.mutiny.converters.uni;

import io.mutiny.Uni;
import io.reactivex.rxjava3.core.Completable;
import java.util.function.Function;
import org.reactivestreams.FlowAdapters;

/**
 * Converts a {@code Uni} to an RxJava {@link Completable}: see {@link UniRx3Converters#toCompletable()}.
 *
 * @param <T> the type of the item
 */
public class ToCompletable<T> implements Function<Uni<T>, Completable> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final ToCompletable INSTANCE = new ToCompletable();

    private ToCompletable() {}

    /**
     * A {@code Completable} that subscribes to {@code uni} for each of its observers and completes when the
     * {@code Uni} emits an item (which is dropped, {@code null} included), or fails with its failure. Disposing
     * cancels the {@code Uni}.
     */
    @Override
    public Completable apply(Uni<T> uni) {
        return Completable.fromPublisher(FlowAdapters.toPublisher(uni.toMulti()));
    }
}
