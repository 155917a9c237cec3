package io.mutiny.converters.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.reactivex.rxjava3.core.Single;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import org.reactivestreams.FlowAdapters;

/**
 * Converts a {@code Multi} to an RxJava {@link Single} of an {@link Optional} of its first item: see
 * {@link MultiRx3Converters#toSingle()}. {@link #onEmptyThrow(Supplier)} gives a {@code Single} of the item itself.
 *
 * @param <T> the type of the items
 */
public class ToSingle<T> implements Function<Multi<T>, Single<Optional<T>>> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final ToSingle INSTANCE = new ToSingle();

    private ToSingle() {}

    /**
     * A converter to a {@code Single} of the first item that fails with the failure produced by {@code supplier}
     * when the {@code Multi} completes without item.
     *
     * @throws IllegalArgumentException if {@code supplier} is {@code null}
     */
    public <R> ToSingleFailOnNull<R> onEmptyThrow(Supplier<? extends Throwable> supplier) {
        return new ToSingleFailOnNull<>(ParameterValidation.nonNull(supplier, "supplier"));
    }

    /**
     * A {@code Single} that subscribes to {@code multi} for each of its observers, requests one item and succeeds with
     * it in an {@code Optional} (then cancels the {@code Multi}), with an empty {@code Optional} if the {@code Multi}
     * completes without item, or fails with its failure. Disposing cancels the {@code Multi}.
     */
    @Override
    public Single<Optional<T>> apply(Multi<T> multi) {
        return Single.fromPublisher(FlowAdapters.toPublisher(
                multi.toUni().onItem().transform(Optional::ofNullable).toMulti()));
    }
}
