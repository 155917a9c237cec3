package io.mutiny.groups;

public class MultiBroadcast<T> {
    protected MultiBroadcast() {}

    public MultiBroadcast(io.mutiny.Multi<T> p0) {}

    public io.mutiny.Multi<T> toAllSubscribers() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Multi<T> toAtLeast(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiBroadcast<T> withCancellationAfterLastSubscriberDeparture() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiBroadcast<T> withCancellationAfterLastSubscriberDeparture(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
