package io.mutiny.groups;

public class MultiSubscribe<T> {
    protected MultiSubscribe() {}

    public MultiSubscribe(io.mutiny.operators.AbstractMulti<T> p0) {}

    public <S extends java.util.concurrent.Flow.Subscriber<? super T>> S withSubscriber(S p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.subscription.Cancellable with(
            java.util.function.Consumer<? super java.util.concurrent.Flow.Subscription> p0,
            java.util.function.Consumer<? super T> p1,
            java.util.function.Consumer<? super java.lang.Throwable> p2,
            java.lang.Runnable p3) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.subscription.Cancellable with(
            io.mutiny.Context p0,
            java.util.function.Consumer<? super java.util.concurrent.Flow.Subscription> p1,
            java.util.function.Consumer<? super T> p2,
            java.util.function.Consumer<? super java.lang.Throwable> p3,
            java.lang.Runnable p4) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.subscription.Cancellable with(
            java.util.function.Consumer<? super T> p0,
            java.util.function.Consumer<? super java.lang.Throwable> p1,
            java.lang.Runnable p2) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.subscription.Cancellable with(
            io.mutiny.Context p0,
            java.util.function.Consumer<? super T> p1,
            java.util.function.Consumer<? super java.lang.Throwable> p2,
            java.lang.Runnable p3) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.subscription.Cancellable with(
            java.util.function.Consumer<? super T> p0, java.util.function.Consumer<? super java.lang.Throwable> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.subscription.Cancellable with(
            io.mutiny.Context p0,
            java.util.function.Consumer<? super T> p1,
            java.util.function.Consumer<? super java.lang.Throwable> p2) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.subscription.Cancellable with(java.util.function.Consumer<? super T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.subscription.Cancellable with(io.mutiny.Context p0, java.util.function.Consumer<? super T> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.subscription.Cancellable with(java.util.function.Consumer<? super T> p0, java.lang.Runnable p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.subscription.Cancellable with(
            io.mutiny.Context p0, java.util.function.Consumer<? super T> p1, java.lang.Runnable p2) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.BlockingIterable<T> asIterable() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.BlockingIterable<T> asIterable(java.util.function.Supplier<io.mutiny.Context> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.BlockingIterable<T> asIterable(
            int p0, java.util.function.Supplier<java.util.Queue<T>> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.BlockingIterable<T> asIterable(
            java.util.function.Supplier<io.mutiny.Context> p0,
            int p1,
            java.util.function.Supplier<java.util.Queue<T>> p2) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.util.stream.Stream<T> asStream() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.util.stream.Stream<T> asStream(java.util.function.Supplier<io.mutiny.Context> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.util.stream.Stream<T> asStream(int p0, java.util.function.Supplier<java.util.Queue<T>> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.util.stream.Stream<T> asStream(
            java.util.function.Supplier<io.mutiny.Context> p0,
            int p1,
            java.util.function.Supplier<java.util.Queue<T>> p2) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
