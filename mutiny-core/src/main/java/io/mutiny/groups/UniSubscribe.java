package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;

import io.mutiny.Context;
import io.mutiny.helpers.Exceptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.Cancellable;
import io.mutiny.subscription.UniSerializedSubscriber;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * The ways to subscribe to a {@code Uni}: {@code uni.subscribe()}. Subscribing triggers the operation; the outcome
 * is delivered on the thread that produces it (the subscribing thread for synchronous sources).
 *
 * @param <T> the type of the item
 */
public class UniSubscribe<T> {

    private final AbstractUni<T> upstream;

    /** The subscription group of {@code upstream}. */
    public UniSubscribe(AbstractUni<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /**
     * Subscribes {@code subscriber} (after the subscription interceptors) and returns it. The subscriber receives
     * {@code onSubscribe} then at most one of {@code onItem} / {@code onFailure}.
     */
    public <S extends UniSubscriber<? super T>> S withSubscriber(S subscriber) {
        // the entry point validates the subscriber
        upstream.subscribe(subscriber);
        return subscriber;
    }

    /**
     * Like {@link #withSubscriber(UniSubscriber)}, guarding {@code subscriber} against protocol violations of the
     * upstream: the subscription comes first, then at most one outcome, and nothing after a cancellation.
     */
    public <S extends UniSubscriber<? super T>> S withSerializedSubscriber(S subscriber) {
        nonNull(subscriber, "subscriber");
        UniSerializedSubscriber.subscribe(upstream, subscriber);
        return subscriber;
    }

    /**
     * Subscribes with callbacks for the item and the failure; the returned {@link Cancellable} cancels the
     * subscription. A throwing callback has nobody to report to: its exception goes to
     * {@link Infrastructure#handleDroppedException(Throwable)}.
     */
    public Cancellable with(Consumer<? super T> onItem, Consumer<? super Throwable> onFailure) {
        return with(Context.empty(), onItem, onFailure);
    }

    /** Like {@link #with(Consumer, Consumer)}, the subscriber carrying {@code context}. */
    public Cancellable with(Context context, Consumer<? super T> onItem, Consumer<? super Throwable> onFailure) {
        nonNull(context, "context");
        nonNull(onItem, "onItem");
        nonNull(onFailure, "onFailure");
        return withSubscriber(
                new CallbackSubscriber<>(context, Infrastructure.decorate(onItem), Infrastructure.decorate(onFailure)));
    }

    /**
     * Like {@link #with(Context, Consumer, Consumer)} without a failure callback: a failure goes to
     * {@link Infrastructure#handleDroppedException(Throwable)}.
     */
    public Cancellable with(Context context, Consumer<? super T> onItem) {
        nonNull(context, "context");
        nonNull(onItem, "onItem");
        return withSubscriber(new CallbackSubscriber<>(
                context, Infrastructure.decorate(onItem), Infrastructure::handleDroppedException));
    }

    /** Like {@link #with(Context, Consumer)} with an empty context. */
    public Cancellable with(Consumer<? super T> onItem) {
        return with(Context.empty(), onItem);
    }

    /**
     * Subscribes and returns a future completed with the item or completed exceptionally with the failure.
     * Cancelling the future cancels the subscription.
     */
    public CompletableFuture<T> asCompletionStage() {
        return asCompletionStage(Context.empty());
    }

    /** Like {@link #asCompletionStage()}, the subscriber carrying {@code context}. */
    public CompletableFuture<T> asCompletionStage(Context context) {
        nonNull(context, "context");
        CompletableFuture<T> future = new CompletableFuture<>();
        CallbackSubscriber<T> subscriber =
                new CallbackSubscriber<>(context, future::complete, future::completeExceptionally);
        future.whenComplete((item, failure) -> {
            if (failure instanceof CancellationException) {
                subscriber.cancel();
            }
        });
        withSubscriber(subscriber);
        return Infrastructure.wrapCompletableFuture(future);
    }

    /** Subscribes with two callbacks; cancellation before the subscription arrives cancels it on arrival. */
    private static final class CallbackSubscriber<T> implements UniSubscriber<T>, Cancellable {

        private static final UniSubscription CANCELLED = () -> {};

        private final Context context;
        private final Consumer<? super T> onItem;
        private final Consumer<? super Throwable> onFailure;
        private final AtomicReference<UniSubscription> subscription = new AtomicReference<>();

        CallbackSubscriber(Context context, Consumer<? super T> onItem, Consumer<? super Throwable> onFailure) {
            this.context = context;
            this.onItem = onItem;
            this.onFailure = onFailure;
        }

        @Override
        public Context context() {
            return context;
        }

        @Override
        public void onSubscribe(UniSubscription upstream) {
            if (!subscription.compareAndSet(null, upstream)) {
                upstream.cancel();
            }
        }

        @Override
        public void onItem(T item) {
            if (subscription.getAndSet(CANCELLED) != CANCELLED) {
                try {
                    onItem.accept(item);
                } catch (Throwable failure) {
                    Exceptions.throwIfFatal(failure);
                    Infrastructure.handleDroppedException(failure);
                }
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (subscription.getAndSet(CANCELLED) != CANCELLED) {
                try {
                    onFailure.accept(failure);
                } catch (Throwable thrown) {
                    Exceptions.throwIfFatal(thrown);
                    Infrastructure.handleDroppedException(thrown);
                }
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }

        @Override
        public void cancel() {
            UniSubscription current = subscription.getAndSet(CANCELLED);
            if (current != null && current != CANCELLED) {
                current.cancel();
            }
        }
    }
}
