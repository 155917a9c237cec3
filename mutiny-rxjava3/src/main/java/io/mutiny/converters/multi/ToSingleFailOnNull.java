package io.mutiny.converters.multi;

import io.mutiny.Multi;
import io.reactivex.rxjava3.core.Single;
import java.util.function.Function;
import java.util.function.Supplier;
import org.reactivestreams.FlowAdapters;

/**
 * Converts a {@code Multi} to an RxJava {@link Single} of its first item, failing when there is none: see
 * {@link ToSingle#onEmptyThrow(Supplier)}.
 *
 * @param <T> the type of the items
 */
public class ToSingleFailOnNull<T> implements Function<Multi<T>, Single<T>> {

    private final Supplier<? extends Throwable> failure;

    ToSingleFailOnNull(Supplier<? extends Throwable> failure) {
        this.failure = failure;
    }

    /**
     * A {@code Single} that subscribes to {@code multi} for each of its observers, requests one item and succeeds with
     * it (then cancels the {@code Multi}), or fails with its failure; when the {@code Multi} completes without item, it
     * fails with what the supplier returns (a supplier that throws or returns {@code null} fails it too).
     * Disposing cancels the {@code Multi}.
     */
    @Override
    public Single<T> apply(Multi<T> multi) {
        return Single.fromPublisher(FlowAdapters.toPublisher(
                multi.toUni().onItem().ifNull().failWith(failure).toMulti()));
    }
}
