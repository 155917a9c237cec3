package io.mutiny.operators;

import io.mutiny.Uni;
import io.mutiny.subscription.UniEmitter;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/** A {@code Uni} whose outcome the test gives by hand, recording whether it was cancelled. */
final class ManualUni<T> {
    final AtomicReference<UniEmitter<? super T>> emitter = new AtomicReference<>();
    final AtomicBoolean cancelled = new AtomicBoolean();
    private final AtomicBoolean completed = new AtomicBoolean();

    /** The {@code Uni}; a termination that is not a completion or failure given here is a cancellation. */
    Uni<T> uni() {
        return Uni.createFrom().<T>emitter(e -> {
            emitter.set(e);
            e.onTermination(() -> {
                if (!completed.get()) {
                    cancelled.set(true);
                }
            });
        });
    }

    void complete(T item) {
        completed.set(true);
        emitter.get().complete(item);
    }

    void fail(Throwable failure) {
        completed.set(true);
        emitter.get().fail(failure);
    }
}
