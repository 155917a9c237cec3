package io.mutiny.converters.multi;

import io.mutiny.Multi;
import io.reactivex.rxjava3.core.Completable;
import java.util.function.Function;
import org.reactivestreams.FlowAdapters;

/**
 * Converts a {@code Multi} to an RxJava {@link Completable}: see {@link MultiRx3Converters#toCompletable()}.
 *
 * @param <T> the type of the items
 */
public class ToCompletable<T> implements Function<Multi<T>, Completable> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final ToCompletable INSTANCE = new ToCompletable();

    private ToCompletable() {}

    /**
     * A {@code Completable} that subscribes to {@code multi} for each of its observers, requests without bound, drops
     * the items and completes when the {@code Multi} completes, or fails with its failure. Disposing cancels the
     * {@code Multi}.
     */
    @Override
    public Completable apply(Multi<T> multi) {
        return Completable.fromPublisher(FlowAdapters.toPublisher(multi));
    }
}
