package io.mutiny.converters.multi;

import io.mutiny.Multi;
import io.mutiny.converters.MultiConverter;
import io.mutiny.helpers.ParameterValidation;
import io.reactivex.rxjava3.core.BackpressureStrategy;
import io.reactivex.rxjava3.core.Observable;
import org.reactivestreams.FlowAdapters;

/**
 * Converts an RxJava {@link Observable} to a {@code Multi}: see {@link MultiRx3Converters#fromObservable()}.
 *
 * @param <T> the type of the items
 */
public class FromObservable<T> implements MultiConverter<Observable<T>, T> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final FromObservable INSTANCE = new FromObservable();

    private FromObservable() {}

    /**
     * A {@code Multi} that subscribes to {@code observable} for each of its subscribers and emits its items,
     * completion or failure, on the threads the observable signals on. An observable ignores back pressure: the items
     * it emits beyond the subscriber's requests are buffered (unbounded) until requested. Cancelling the
     * {@code Multi} disposes the observable's subscription and drops the buffer.
     *
     * @throws IllegalArgumentException if {@code observable} is {@code null}
     */
    @Override
    public Multi<T> from(Observable<T> observable) {
        ParameterValidation.nonNull(observable, "observable");
        return Multi.createFrom()
                .publisher(FlowAdapters.toFlowPublisher(observable.toFlowable(BackpressureStrategy.BUFFER)));
    }
}
