package io.mutiny.groups;

public class MultiOnSubscribe<T> {
    protected MultiOnSubscribe() {}

    public MultiOnSubscribe(io.mutiny.Multi<T> p0) {}

    public io.mutiny.Multi<T> invoke(java.util.function.Consumer<? super java.util.concurrent.Flow.Subscription> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> invoke(java.lang.Runnable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> call(
            java.util.function.Function<? super java.util.concurrent.Flow.Subscription, io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> call(java.util.function.Supplier<io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
