package io.mutiny.operators.uni;

public final class UniLogOp<T> extends io.mutiny.operators.AbstractUni<T> {
    public UniLogOp(io.mutiny.Uni<T> upstream, String identifier) {}

    @Override
    public void subscribe(io.mutiny.subscription.UniSubscriber<? super T> subscriber) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
