package io.mutiny.converters.uni;

import io.mutiny.Uni;
import java.util.function.Function;
import org.reactivestreams.FlowAdapters;
import reactor.core.publisher.Flux;

/**
 * Converts a {@code Uni} to a Reactor {@link Flux}: see {@link UniReactorConverters#toFlux()}.
 *
 * @param <T> the type of the item
 */
public class ToFlux<T> implements Function<Uni<T>, Flux<T>> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final ToFlux INSTANCE = new ToFlux();

    private ToFlux() {}

    /**
     * A {@code Flux} that subscribes to {@code uni} for each of its subscribers (see {@link Uni#toMulti()}): it emits
     * the item once requested then completes, completes without item for a {@code null} item, or fails. Cancelling
     * the flux's subscription cancels the {@code Uni}.
     */
    @Override
    public Flux<T> apply(Uni<T> uni) {
        return Flux.from(FlowAdapters.toPublisher(uni.toMulti()));
    }
}
