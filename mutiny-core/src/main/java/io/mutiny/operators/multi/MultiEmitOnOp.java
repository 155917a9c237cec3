package io.mutiny.operators.multi;

public final class MultiEmitOnOp<T> extends io.mutiny.operators.AbstractMulti<T> {
    public MultiEmitOnOp(io.mutiny.Multi<T> upstream, java.util.concurrent.Executor executor, int bufferSize) {}

    @Override
    public void subscribe(io.mutiny.subscription.MultiSubscriber<? super T> subscriber) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
