package io.mutiny.converters.multi;

import io.mutiny.Multi;
import io.mutiny.converters.MultiConverter;
import io.mutiny.helpers.ParameterValidation;
import org.reactivestreams.FlowAdapters;
import reactor.core.publisher.Flux;

/**
 * Converts a Reactor {@link Flux} to a {@code Multi}: see {@link MultiReactorConverters#fromFlux()}.
 *
 * @param <T> the type of the items
 */
public class FromFlux<T> implements MultiConverter<Flux<T>, T> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final FromFlux INSTANCE = new FromFlux();

    private FromFlux() {}

    /**
     * A {@code Multi} that subscribes to {@code flux} for each of its subscribers and emits its items, completion or
     * failure, on the threads the flux signals on. Every request of the {@code Multi}'s subscriber reaches the flux as
     * is, and so does the cancellation; the publisher guard of {@code Multi.createFrom().publisher} applies.
     *
     * @throws IllegalArgumentException if {@code flux} is {@code null}
     */
    @Override
    public Multi<T> from(Flux<T> flux) {
        ParameterValidation.nonNull(flux, "flux");
        return Multi.createFrom().publisher(FlowAdapters.toFlowPublisher(flux));
    }
}
