package io.mutiny.converters.multi;

import io.mutiny.Multi;
import io.reactivex.rxjava3.core.Flowable;
import java.util.function.Function;
import org.reactivestreams.FlowAdapters;

/**
 * Converts a {@code Multi} to an RxJava {@link Flowable}: see {@link MultiRx3Converters#toFlowable()}.
 *
 * @param <T> the type of the items
 */
public class ToFlowable<T> implements Function<Multi<T>, Flowable<T>> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final ToFlowable INSTANCE = new ToFlowable();

    private ToFlowable() {}

    /**
     * A {@code Flowable} that subscribes to {@code multi} for each of its subscribers and emits its items, completion
     * or failure, on the threads the {@code Multi} emits on. Every request of the flowable's subscriber reaches the
     * {@code Multi} as is, and so does the cancellation.
     */
    @Override
    public Flowable<T> apply(Multi<T> multi) {
        return Flowable.fromPublisher(FlowAdapters.toPublisher(multi));
    }
}
