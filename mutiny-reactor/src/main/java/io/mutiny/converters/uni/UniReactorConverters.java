package io.mutiny.converters.uni;

/**
 * Converters between {@code Uni} and Reactor's {@code Mono} and {@code Flux}: pass them to
 * {@code Uni.createFrom().converter(converter, instance)} or {@code uni.convert().with(converter)}.
 */
public class UniReactorConverters {

    private UniReactorConverters() {}

    /** From a {@code Mono}: its item, {@code null} when it completes empty, or its failure. */
    @SuppressWarnings("unchecked")
    public static <T> FromMono<T> fromMono() {
        return FromMono.INSTANCE;
    }

    /** From a {@code Flux}: its first item (the flux is then cancelled), {@code null} when empty, or its failure. */
    @SuppressWarnings("unchecked")
    public static <T> FromFlux<T> fromFlux() {
        return FromFlux.INSTANCE;
    }

    /** To a {@code Mono}: the item, an empty {@code Mono} for a {@code null} item, or the failure. */
    @SuppressWarnings("unchecked")
    public static <T> ToMono<T> toMono() {
        return ToMono.INSTANCE;
    }

    /** To a {@code Flux} of zero ({@code null} item) or one item, or failing. */
    @SuppressWarnings("unchecked")
    public static <T> ToFlux<T> toFlux() {
        return ToFlux.INSTANCE;
    }
}
