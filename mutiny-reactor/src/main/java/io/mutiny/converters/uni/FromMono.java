package io.mutiny.converters.uni;

import io.mutiny.Uni;
import io.mutiny.converters.UniConverter;
import io.mutiny.helpers.ParameterValidation;
import org.reactivestreams.FlowAdapters;
import reactor.core.publisher.Mono;

/**
 * Converts a Reactor {@link Mono} to a {@code Uni}: see {@link UniReactorConverters#fromMono()}.
 *
 * @param <T> the type of the item
 */
public class FromMono<T> implements UniConverter<Mono<T>, T> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final FromMono INSTANCE = new FromMono();

    private FromMono() {}

    /**
     * A {@code Uni} that subscribes to {@code mono} for each of its subscribers and emits the item, {@code null} when
     * the mono completes empty, or the failure, on the thread the mono signals on. Cancelling the {@code Uni} cancels
     * the mono's subscription.
     *
     * @throws IllegalArgumentException if {@code mono} is {@code null}
     */
    @Override
    public Uni<T> from(Mono<T> mono) {
        ParameterValidation.nonNull(mono, "mono");
        return Uni.createFrom().publisher(FlowAdapters.toFlowPublisher(mono));
    }
}
