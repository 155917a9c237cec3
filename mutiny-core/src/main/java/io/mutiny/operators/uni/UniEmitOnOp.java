package io.mutiny.operators.uni;

public final class UniEmitOnOp<T> extends io.mutiny.operators.AbstractUni<T> {
    public UniEmitOnOp(io.mutiny.Uni<T> upstream, java.util.concurrent.Executor executor) {}

    @Override
    public void subscribe(io.mutiny.subscription.UniSubscriber<? super T> subscriber) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
