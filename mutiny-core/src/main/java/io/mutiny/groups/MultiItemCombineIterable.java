package io.mutiny.groups;

public class MultiItemCombineIterable {
    protected MultiItemCombineIterable() {}

    public MultiItemCombineIterable(java.lang.Iterable<? extends java.util.concurrent.Flow.Publisher<?>> p0) {}

    public io.mutiny.groups.MultiItemCombineIterable collectFailures() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiItemCombineIterable latestItems() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <O> io.mutiny.Multi<O> using(java.util.function.Function<java.util.List<?>, O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
