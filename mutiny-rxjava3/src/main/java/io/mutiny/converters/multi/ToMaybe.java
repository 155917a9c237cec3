package io.mutiny.converters.multi;

import io.mutiny.Multi;
import io.reactivex.rxjava3.core.Maybe;
import java.util.function.Function;
import org.reactivestreams.FlowAdapters;

/**
 * Converts a {@code Multi} to an RxJava {@link Maybe}: see {@link MultiRx3Converters#toMaybe()}.
 *
 * @param <T> the type of the items
 */
public class ToMaybe<T> implements Function<Multi<T>, Maybe<T>> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final ToMaybe INSTANCE = new ToMaybe();

    private ToMaybe() {}

    /**
     * A {@code Maybe} that subscribes to {@code multi} for each of its observers, requests one item and succeeds with
     * it (then cancels the {@code Multi}), completes empty if the {@code Multi} completes without item, or fails with
     * its failure. Disposing cancels the {@code Multi}.
     */
    @Override
    public Maybe<T> apply(Multi<T> multi) {
        return Maybe.fromPublisher(FlowAdapters.toPublisher(multi.toUni().toMulti()));
    }
}
