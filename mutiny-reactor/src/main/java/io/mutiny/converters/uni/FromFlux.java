package io.mutiny.converters.uni;

import io.mutiny.Uni;
import io.mutiny.converters.UniConverter;
import io.mutiny.helpers.ParameterValidation;
import org.reactivestreams.FlowAdapters;
import reactor.core.publisher.Flux;

/**
 * Converts a Reactor {@link Flux} to a {@code Uni} of its first item: see {@link UniReactorConverters#fromFlux()}.
 *
 * @param <T> the type of the item
 */
public class FromFlux<T> implements UniConverter<Flux<T>, T> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final FromFlux INSTANCE = new FromFlux();

    private FromFlux() {}

    /**
     * A {@code Uni} that subscribes to {@code flux} for each of its subscribers, requests one item and emits it (then
     * cancels the flux), {@code null} if the flux completes empty, or the failure, on the thread the flux signals on.
     * Cancelling the {@code Uni} cancels the flux's subscription.
     *
     * @throws IllegalArgumentException if {@code flux} is {@code null}
     */
    @Override
    public Uni<T> from(Flux<T> flux) {
        ParameterValidation.nonNull(flux, "flux");
        return Uni.createFrom().publisher(FlowAdapters.toFlowPublisher(flux));
    }
}
