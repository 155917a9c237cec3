package io.mutiny.operators.uni;

import io.mutiny.helpers.Exceptions;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniEmitter;
import io.mutiny.subscription.UniSubscriber;
import java.util.function.Consumer;

/**
 * Hands an emitter to the callback for each subscriber, on the subscribing thread; the emitter may complete or
 * fail later from any thread. A throwing callback fails the subscriber unless the emitter was already used.
 *
 * @param <T> the type of the item
 */
public final class UniCreateWithEmitterOp<T> extends AbstractUni<T> {

    private final Consumer<UniEmitter<? super T>> consumer;

    /** Builds the operator; nothing happens until a subscription (see the class description). */
    public UniCreateWithEmitterOp(Consumer<UniEmitter<? super T>> consumer) {
        this.consumer = consumer;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        UniEmitterSubscription<T> emitter = new UniEmitterSubscription<>(subscriber);
        subscriber.onSubscribe(emitter);
        try {
            consumer.accept(emitter);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            emitter.fail(failure);
        }
    }
}
