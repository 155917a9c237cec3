package io.mutiny.operators.uni;

import io.mutiny.Context;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.UniEmitter;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * The emitter handed to {@code Uni.createFrom().emitter(...)} callbacks, which is also the subscriber's
 * subscription. The first of {@code complete}, {@code fail} or {@code cancel} wins; later calls are ignored
 * (a late failure goes to {@link Infrastructure#handleDroppedException(Throwable)}). The termination callback runs
 * once, after the outcome was delivered or on cancellation; registering it after termination runs it at once, and
 * registering another replaces it.
 *
 * @param <T> the type of the item
 */
final class UniEmitterSubscription<T> implements UniEmitter<T>, UniSubscription {

    private static final Runnable TERMINATED = () -> {};

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<UniEmitterSubscription> DONE =
            AtomicIntegerFieldUpdater.newUpdater(UniEmitterSubscription.class, "done");

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<UniEmitterSubscription, Runnable> ON_TERMINATION =
            AtomicReferenceFieldUpdater.newUpdater(UniEmitterSubscription.class, Runnable.class, "onTermination");

    private final UniSubscriber<? super T> downstream;
    private volatile int done;
    private volatile Runnable onTermination;

    UniEmitterSubscription(UniSubscriber<? super T> downstream) {
        this.downstream = downstream;
    }

    @Override
    public void complete(T item) {
        if (DONE.compareAndSet(this, 0, 1)) {
            try {
                downstream.onItem(item);
            } finally {
                terminate();
            }
        }
    }

    @Override
    public void fail(Throwable failure) {
        ParameterValidation.nonNull(failure, "failure");
        if (DONE.compareAndSet(this, 0, 1)) {
            try {
                downstream.onFailure(failure);
            } finally {
                terminate();
            }
        } else {
            Infrastructure.handleDroppedException(failure);
        }
    }

    @Override
    public UniEmitter<T> onTermination(Runnable callback) {
        ParameterValidation.nonNull(callback, "onTermination");
        for (; ; ) {
            Runnable current = onTermination;
            if (current == TERMINATED) {
                runQuietly(callback);
                break;
            }
            if (ON_TERMINATION.compareAndSet(this, current, callback)) {
                break;
            }
        }
        return this;
    }

    @Override
    public void cancel() {
        if (DONE.compareAndSet(this, 0, 1)) {
            terminate();
        }
    }

    @Override
    public Context context() {
        return downstream.context();
    }

    private void terminate() {
        Runnable callback = ON_TERMINATION.getAndSet(this, TERMINATED);
        if (callback != null && callback != TERMINATED) {
            runQuietly(callback);
        }
    }

    private static void runQuietly(Runnable callback) {
        try {
            callback.run();
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            // the outcome is already decided: nobody else can receive this
            Infrastructure.handleDroppedException(failure);
        }
    }
}
