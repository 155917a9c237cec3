package io.mutiny.groups;

public class MultiReplay {
    public MultiReplay() {}

    public io.mutiny.groups.MultiReplay upTo(long p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> ofMulti(io.mutiny.Multi<T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T> io.mutiny.Multi<T> ofSeedAndMulti(java.lang.Iterable<T> p0, io.mutiny.Multi<T> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
