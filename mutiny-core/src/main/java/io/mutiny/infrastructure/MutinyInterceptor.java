package io.mutiny.infrastructure;

/**
 * The common parent of the interceptors and callback decorators found with the {@link java.util.ServiceLoader}.
 * They are applied in ascending {@link #ordinal()} order.
 */
public interface MutinyInterceptor {

    /** The ordinal of an interceptor that does not say otherwise. */
    int DEFAULT_ORDINAL = 100;

    /** Where this interceptor stands among the others: lower ordinals are applied first. */
    default int ordinal() {
        return DEFAULT_ORDINAL;
    }
}
