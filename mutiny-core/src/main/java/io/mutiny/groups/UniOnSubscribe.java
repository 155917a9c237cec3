package io.mutiny.groups;

public class UniOnSubscribe<T> {
    protected UniOnSubscribe() {}

    public UniOnSubscribe(io.mutiny.Uni<T> p0) {}

    public io.mutiny.Uni<T> invoke(java.util.function.Consumer<? super io.mutiny.subscription.UniSubscription> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> invoke(java.lang.Runnable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> call(
            java.util.function.Function<? super io.mutiny.subscription.UniSubscription, io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Uni<T> call(java.util.function.Supplier<io.mutiny.Uni<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
