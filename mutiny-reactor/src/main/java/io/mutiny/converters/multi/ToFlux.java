package io.mutiny.converters.multi;

import io.mutiny.Multi;
import java.util.function.Function;
import org.reactivestreams.FlowAdapters;
import reactor.core.publisher.Flux;

/**
 * Converts a {@code Multi} to a Reactor {@link Flux}: see {@link MultiReactorConverters#toFlux()}.
 *
 * @param <T> the type of the items
 */
public class ToFlux<T> implements Function<Multi<T>, Flux<T>> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final ToFlux INSTANCE = new ToFlux();

    private ToFlux() {}

    /**
     * A {@code Flux} that subscribes to {@code multi} for each of its subscribers and emits its items, completion or
     * failure, on the threads the {@code Multi} emits on. Every request of the flux's subscriber reaches the
     * {@code Multi} as is, and so does the cancellation.
     */
    @Override
    public Flux<T> apply(Multi<T> multi) {
        return Flux.from(FlowAdapters.toPublisher(multi));
    }
}
