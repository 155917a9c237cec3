package io.mutiny.converters.uni;

import io.mutiny.Uni;
import io.reactivex.rxjava3.core.Maybe;
import java.util.function.Function;
import org.reactivestreams.FlowAdapters;

/**
 * Converts a {@code Uni} to an RxJava {@link Maybe}: see {@link UniRx3Converters#toMaybe()}.
 *
 * @param <T> the type of the item
 */
public class ToMaybe<T> implements Function<Uni<T>, Maybe<T>> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final ToMaybe INSTANCE = new ToMaybe();

    private ToMaybe() {}

    /**
     * A {@code Maybe} that subscribes to {@code uni} for each of its observers and succeeds with the item, completes
     * empty for a {@code null} item, or fails with the failure, on the thread the {@code Uni} emits on. Disposing
     * cancels the {@code Uni}.
     */
    @Override
    public Maybe<T> apply(Uni<T> uni) {
        return Maybe.fromPublisher(FlowAdapters.toPublisher(uni.toMulti()));
    }
}
