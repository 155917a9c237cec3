package io.mutiny.converters.uni;

import io.mutiny.Uni;
import java.util.function.Function;
import org.reactivestreams.FlowAdapters;
import reactor.core.publisher.Mono;

/**
 * Converts a {@code Uni} to a Reactor {@link Mono}: see {@link UniReactorConverters#toMono()}.
 *
 * @param <T> the type of the item
 */
public class ToMono<T> implements Function<Uni<T>, Mono<T>> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final ToMono INSTANCE = new ToMono();

    private ToMono() {}

    /**
     * A {@code Mono} that subscribes to {@code uni} for each of its subscribers and emits the item, completes empty
     * for a {@code null} item, or fails with the failure, on the thread the {@code Uni} emits on. Cancelling (disposing)
     * the mono's subscription cancels the {@code Uni}. Nothing is subscribed before the mono is.
     */
    @Override
    public Mono<T> apply(Uni<T> uni) {
        return Mono.from(FlowAdapters.toPublisher(uni.toMulti()));
    }
}
