package io.mutiny.converters.multi;

/**
 * Converters between {@code Multi} and Reactor's {@code Flux} and {@code Mono}: pass them to
 * {@code Multi.createFrom().converter(converter, instance)} or {@code multi.convert().with(converter)}.
 */
public class MultiReactorConverters {

    private MultiReactorConverters() {}

    /** From a {@code Mono}: a {@code Multi} of zero or one item. */
    @SuppressWarnings("unchecked")
    public static <T> FromMono<T> fromMono() {
        return FromMono.INSTANCE;
    }

    /** From a {@code Flux}: the same items, with the requests and the cancellation passed to the flux. */
    @SuppressWarnings("unchecked")
    public static <T> FromFlux<T> fromFlux() {
        return FromFlux.INSTANCE;
    }

    /** To a {@code Mono} of the first item (the {@code Multi} is then cancelled), empty if the {@code Multi} is. */
    @SuppressWarnings("unchecked")
    public static <T> ToMono<T> toMono() {
        return ToMono.INSTANCE;
    }

    /** To a {@code Flux}: the same items, with the requests and the cancellation passed to the {@code Multi}. */
    @SuppressWarnings("unchecked")
    public static <T> ToFlux<T> toFlux() {
        return ToFlux.INSTANCE;
    }
}
