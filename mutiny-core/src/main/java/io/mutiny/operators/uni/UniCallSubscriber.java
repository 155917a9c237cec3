package io.mutiny.operators.uni;

import io.mutiny.Context;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.ContextSupport;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Subscribes to the {@link Uni} returned by a {@code call(...)} callback and continues with {@code onItem} (whatever
 * the item) or {@code onFailure}, at most once. {@link #cancel()} cancels the Uni and suppresses both continuations,
 * also when it comes before the subscription to the Uni. Shared by the operators whose callbacks return a Uni
 * ({@code onSubscription().call}, {@code onRequest().call}, {@code onTermination().call}...).
 */
public final class UniCallSubscriber implements UniSubscriber<Object> {

    private static final AtomicReferenceFieldUpdater<UniCallSubscriber, UniSubscription> SUBSCRIPTION =
            AtomicReferenceFieldUpdater.newUpdater(UniCallSubscriber.class, UniSubscription.class, "subscription");

    /** Marks a call that terminated or was cancelled. */
    private static final UniSubscription DONE = () -> {};

    private final Runnable onItem;
    private final Consumer<Throwable> onFailure;
    private final ContextSupport contextSource;
    private volatile UniSubscription subscription;

    /** A call whose Uni sees an empty context. */
    public UniCallSubscriber(Runnable onItem, Consumer<Throwable> onFailure) {
        this(onItem, onFailure, null);
    }

    /** A call whose Uni sees the context of {@code contextSource} (the operator's downstream, usually). */
    public UniCallSubscriber(Runnable onItem, Consumer<Throwable> onFailure, ContextSupport contextSource) {
        this.onItem = onItem;
        this.onFailure = onFailure;
        this.contextSource = contextSource;
    }

    /**
     * Gets the Uni from {@code callback} and subscribes to it. If the callback throws or returns {@code null}, calls
     * {@code onFailure} at once.
     *
     * @return the call, to cancel it
     */
    public static UniCallSubscriber call(
            Supplier<? extends Uni<?>> callback, Runnable onItem, Consumer<Throwable> onFailure) {
        UniCallSubscriber call = new UniCallSubscriber(onItem, onFailure);
        call.start(callback);
        return call;
    }

    /** Gets the Uni from {@code callback} and subscribes to it; a throw or {@code null} calls {@code onFailure}. */
    public void start(Supplier<? extends Uni<?>> callback) {
        Uni<?> uni;
        try {
            uni = ParameterValidation.nonNullNpe(callback.get(), ParameterValidation.SUPPLIER_PRODUCED_NULL);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            onFailure(failure);
            return;
        }
        AbstractUni.subscribe(uni, this);
    }

    @Override
    public Context context() {
        return contextSource == null ? Context.empty() : contextSource.context();
    }

    @Override
    public void onSubscribe(UniSubscription uniSubscription) {
        if (!SUBSCRIPTION.compareAndSet(this, null, uniSubscription)) {
            uniSubscription.cancel();
        }
    }

    @Override
    public void onItem(Object item) {
        if (SUBSCRIPTION.getAndSet(this, DONE) != DONE) {
            onItem.run();
        }
    }

    @Override
    public void onFailure(Throwable failure) {
        if (SUBSCRIPTION.getAndSet(this, DONE) != DONE) {
            onFailure.accept(failure);
        }
    }

    /** Cancels the Uni; neither continuation runs afterwards. Idempotent. */
    public void cancel() {
        UniSubscription current = SUBSCRIPTION.getAndSet(this, DONE);
        if (current != null && current != DONE) {
            current.cancel();
        }
    }
}
