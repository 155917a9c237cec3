package io.mutiny.operators.multi;

public final class MultiToHotStreamOp<T> extends io.mutiny.operators.AbstractMulti<T> {
    public MultiToHotStreamOp(io.mutiny.Multi<T> upstream) {}

    @Override
    public void subscribe(io.mutiny.subscription.MultiSubscriber<? super T> subscriber) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
