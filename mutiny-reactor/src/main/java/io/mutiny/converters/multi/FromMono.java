package io.mutiny.converters.multi;

import io.mutiny.Multi;
import io.mutiny.converters.MultiConverter;
import io.mutiny.helpers.ParameterValidation;
import org.reactivestreams.FlowAdapters;
import reactor.core.publisher.Mono;

/**
 * Converts a Reactor {@link Mono} to a {@code Multi}: see {@link MultiReactorConverters#fromMono()}.
 *
 * @param <T> the type of the item
 */
public class FromMono<T> implements MultiConverter<Mono<T>, T> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final FromMono INSTANCE = new FromMono();

    private FromMono() {}

    /**
     * A {@code Multi} that subscribes to {@code mono} for each of its subscribers and emits its item (once requested)
     * then completes, completes at once when the mono is empty, or fails with its failure, on the thread the mono
     * signals on. Requests and cancellation are passed to the mono.
     *
     * @throws IllegalArgumentException if {@code mono} is {@code null}
     */
    @Override
    public Multi<T> from(Mono<T> mono) {
        ParameterValidation.nonNull(mono, "mono");
        return Multi.createFrom().publisher(FlowAdapters.toFlowPublisher(mono));
    }
}
