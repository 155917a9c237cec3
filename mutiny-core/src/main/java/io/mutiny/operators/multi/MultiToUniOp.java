package io.mutiny.operators.multi;

public final class MultiToUniOp<T> extends io.mutiny.operators.AbstractUni<T> {
    public MultiToUniOp(io.mutiny.Multi<T> upstream) {}

    @Override
    public void subscribe(io.mutiny.subscription.UniSubscriber<? super T> subscriber) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
