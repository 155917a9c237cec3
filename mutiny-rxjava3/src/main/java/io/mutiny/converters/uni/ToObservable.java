package io.mutiny.converters.uni;

import io.mutiny.Uni;
import io.reactivex.rxjava3.core.Observable;
import java.util.function.Function;
import org.reactivestreams.FlowAdapters;

/**
 * Converts a {@code Uni} to an RxJava {@link Observable}: see {@link UniRx3Converters#toObservable()}.
 *
 * @param <T> the type of the item
 */
public class ToObservable<T> implements Function<Uni<T>, Observable<T>> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final ToObservable INSTANCE = new ToObservable();

    private ToObservable() {}

    /**
     * An {@code Observable} that subscribes to {@code uni} for each of its observers and emits the item then
     * completes, completes without item for a {@code null} item, or fails. Disposing cancels the {@code Uni}.
     */
    @Override
    public Observable<T> apply(Uni<T> uni) {
        return Observable.fromPublisher(FlowAdapters.toPublisher(uni.toMulti()));
    }
}
