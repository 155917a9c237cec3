package io.mutiny.operators.uni;

public final class UniToMultiOp<T> extends io.mutiny.operators.AbstractMulti<T> {
    public UniToMultiOp(io.mutiny.Uni<T> upstream) {}

    @Override
    public void subscribe(io.mutiny.subscription.MultiSubscriber<? super T> subscriber) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
