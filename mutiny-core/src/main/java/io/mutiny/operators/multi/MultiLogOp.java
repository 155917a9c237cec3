package io.mutiny.operators.multi;

public final class MultiLogOp<T> extends io.mutiny.operators.AbstractMulti<T> {
    public MultiLogOp(io.mutiny.Multi<T> upstream, String identifier) {}

    @Override
    public void subscribe(io.mutiny.subscription.MultiSubscriber<? super T> subscriber) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
