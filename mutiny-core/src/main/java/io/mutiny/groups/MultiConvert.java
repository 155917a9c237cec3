package io.mutiny.groups;

public class MultiConvert<T> {
    protected MultiConvert() {}

    public MultiConvert(io.mutiny.Multi<T> p0) {}

    public <R> R with(java.util.function.Function<io.mutiny.Multi<T>, R> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.util.concurrent.Flow.Publisher<T> toPublisher() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
