package io.mutiny.converters.multi;

import io.mutiny.Multi;
import java.util.function.Function;
import org.reactivestreams.FlowAdapters;
import reactor.core.publisher.Mono;

/**
 * Converts a {@code Multi} to a Reactor {@link Mono} of its first item: see {@link MultiReactorConverters#toMono()}.
 *
 * @param <T> the type of the items
 */
public class ToMono<T> implements Function<Multi<T>, Mono<T>> {

    /** The shared instance. */
    @SuppressWarnings("rawtypes")
    public static final ToMono INSTANCE = new ToMono();

    private ToMono() {}

    /**
     * A {@code Mono} that subscribes to {@code multi} for each of its subscribers, requests without bound, emits the
     * first item and cancels the {@code Multi}; it completes empty if the {@code Multi} does, and fails if it fails
     * first. Disposing the mono's subscription cancels the {@code Multi}.
     */
    @Override
    public Mono<T> apply(Multi<T> multi) {
        return Mono.from(FlowAdapters.toPublisher(multi));
    }
}
