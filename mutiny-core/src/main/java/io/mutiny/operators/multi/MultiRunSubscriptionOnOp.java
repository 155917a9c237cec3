package io.mutiny.operators.multi;

public final class MultiRunSubscriptionOnOp<T> extends io.mutiny.operators.AbstractMulti<T> {
    public MultiRunSubscriptionOnOp(io.mutiny.Multi<T> upstream, java.util.concurrent.Executor executor) {}

    @Override
    public void subscribe(io.mutiny.subscription.MultiSubscriber<? super T> subscriber) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
