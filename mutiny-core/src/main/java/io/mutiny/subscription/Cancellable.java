package io.mutiny.subscription;

public interface Cancellable {
    void cancel();
}
