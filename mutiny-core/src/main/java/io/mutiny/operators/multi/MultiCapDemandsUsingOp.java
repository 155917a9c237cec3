package io.mutiny.operators.multi;

public final class MultiCapDemandsUsingOp<T> extends io.mutiny.operators.AbstractMulti<T> {
    public MultiCapDemandsUsingOp(io.mutiny.Multi<T> upstream, java.util.function.LongFunction<Long> function) {}

    @Override
    public void subscribe(io.mutiny.subscription.MultiSubscriber<? super T> subscriber) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
