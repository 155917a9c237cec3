package io.mutiny.converters.multi;

import io.mutiny.Multi;
import io.reactivex.rxjava3.core.Observable;
import java.util.function.Function;
import org.reactivestreams.FlowAdapters;

/**
 * Converts a {@code Multi} to an RxJava {@link Observable}: see {@link MultiRx3Converters#toObservable()}.
 *
 * @param <T> the type of the items
 */
public class ToObservable<T> implements Function<Multi<T>, Observable<T>> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final ToObservable INSTANCE = new ToObservable();

    private ToObservable() {}

    /**
     * An {@code Observable} that subscribes to {@code multi} for each of its observers, requests without bound (an
     * observer has no back pressure) and emits its items, completion or failure, on the threads the {@code Multi}
     * emits on. Disposing cancels the {@code Multi}.
     */
    @Override
    public Observable<T> apply(Multi<T> multi) {
        return Observable.fromPublisher(FlowAdapters.toPublisher(multi));
    }
}
