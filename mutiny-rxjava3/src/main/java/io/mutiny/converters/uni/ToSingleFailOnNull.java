package io.mutiny.converters.uni;

import io.mutiny.Uni;
import io.reactivex.rxjava3.core.Single;
import java.util.function.Function;
import org.reactivestreams.FlowAdapters;

/**
 * Converts a {@code Uni} to an RxJava {@link Single}: see {@link UniRx3Converters#toSingleFailOnNull()}.
 *
 * @param <T> the type of the item
 */
public class ToSingleFailOnNull<T> implements Function<Uni<T>, Single<T>> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final ToSingleFailOnNull INSTANCE = new ToSingleFailOnNull();

    private ToSingleFailOnNull() {}

    /**
     * A {@code Single} that subscribes to {@code uni} for each of its observers and succeeds with the item, or fails
     * with the failure, on the thread the {@code Uni} emits on; a {@code null} item fails it with a
     * {@link java.util.NoSuchElementException}. Disposing cancels the {@code Uni}.
     */
    @Override
    public Single<T> apply(Uni<T> uni) {
        return Single.fromPublisher(FlowAdapters.toPublisher(uni.toMulti()));
    }
}
