package io.mutiny.converters.uni;

public class ToPublisher<T>
        implements java.util.function.Function<io.mutiny.Uni<T>, java.util.concurrent.Flow.Publisher<T>> {
    protected ToPublisher() {}

    public static final io.mutiny.converters.uni.ToPublisher INSTANCE = null;

    public java.util.concurrent.Flow.Publisher<T> apply(io.mutiny.Uni<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
