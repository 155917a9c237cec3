package io.mutiny.groups;

public class MultiSkip<T> {
    protected MultiSkip() {}

    public MultiSkip(io.mutiny.Multi<T> p0) {}

    public io.mutiny.Multi<T> first(long p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> first() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> first(java.util.function.Predicate<? super T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> first(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> last(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> last() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> repetitions() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> repetitions(java.util.Comparator<? super T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> where(java.util.function.Predicate<? super T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> when(java.util.function.Function<? super T, io.mutiny.Uni<java.lang.Boolean>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
