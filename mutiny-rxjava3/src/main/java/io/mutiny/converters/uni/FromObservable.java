package io.mutiny.converters.uni;

import io.mutiny.Uni;
import io.mutiny.converters.UniConverter;
import io.mutiny.helpers.ParameterValidation;
import io.reactivex.rxjava3.core.Observable;
import org.reactivestreams.FlowAdapters;

/**
 * Converts an RxJava {@link Observable} to a {@code Uni}: see {@link UniRx3Converters#fromObservable()}.
 *
 * @param <T> the type of the item
 */
public class FromObservable<T> implements UniConverter<Observable<T>, T> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final FromObservable INSTANCE = new FromObservable();

    private FromObservable() {}

    /**
     * A {@code Uni} that subscribes to {@code observable} for each of its subscribers and emits its first item (then
     * disposes the observable), {@code null} if it completes empty, or its failure, on the thread the observable
     * signals on. Cancelling the {@code Uni} disposes the observable's subscription.
     *
     * @throws IllegalArgumentException if {@code observable} is {@code null}
     */
    @Override
    public Uni<T> from(Observable<T> observable) {
        ParameterValidation.nonNull(observable, "observable");
        return Uni.createFrom()
                .publisher(
                        FlowAdapters.toFlowPublisher(observable.firstElement().toFlowable()));
    }
}
