package io.mutiny.subscription;

import io.mutiny.CompositeException;
import io.mutiny.Context;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.Consumer;

/** Factory of subscribers built from callbacks, used by {@code multi.subscribe().with(...)}. */
public class Subscribers {

    /**
     * Marker for "no failure callback": a subscriber built with it reports failures to
     * {@link Infrastructure#handleDroppedException(Throwable)}.
     */
    public static final Consumer<? super Throwable> NO_ON_FAILURE = null;

    /** An instance has no use: the factories are static. */
    public Subscribers() {}

    /**
     * Creates a subscriber calling the given callbacks.
     *
     * @param context the context exposed upstream, must not be {@code null}
     * @param onItem called for each item, must not be {@code null}
     * @param onFailure called on failure; {@code null} sends failures to the dropped-exception handler
     * @param onCompletion called on completion, may be {@code null}
     * @param onSubscription called with the subscription and responsible for requesting items; {@code null}
     *     requests {@code Long.MAX_VALUE} on subscription
     * @return the subscriber, which is also a {@link Cancellable} cancelling its subscription
     */
    public static <T> CancellableSubscriber<T> from(
            Context context,
            Consumer<? super T> onItem,
            Consumer<? super Throwable> onFailure,
            Runnable onCompletion,
            Consumer<? super Flow.Subscription> onSubscription) {
        return new CallbackBasedSubscriber<>(context, onItem, onFailure, onCompletion, onSubscription);
    }

    /**
     * A subscriber delegating to callbacks. Signals after a terminal signal or after {@link #cancel()} are ignored.
     * A throwing item or subscription callback cancels the subscription and is handled as a failure; a throwing
     * failure or completion callback goes to {@link Infrastructure#handleDroppedException(Throwable)}.
     *
     * @param <T> the type of the items
     */
    public static class CallbackBasedSubscriber<T>
            implements CancellableSubscriber<T>, Flow.Subscription, ContextSupport {

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<CallbackBasedSubscriber, Flow.Subscription> UPSTREAM =
                AtomicReferenceFieldUpdater.newUpdater(
                        CallbackBasedSubscriber.class, Flow.Subscription.class, "upstream");

        private final Context context;
        private final Consumer<? super T> onItem;
        private final Consumer<? super Throwable> onFailure;
        private final Runnable onCompletion;
        private final Consumer<? super Flow.Subscription> onSubscription;

        /** The subscription; {@link Subscriptions#CANCELLED} once terminated or cancelled. */
        private volatile Flow.Subscription upstream;

        /** See {@link Subscribers#from}. */
        public CallbackBasedSubscriber(
                Context context,
                Consumer<? super T> onItem,
                Consumer<? super Throwable> onFailure,
                Runnable onCompletion,
                Consumer<? super Flow.Subscription> onSubscription) {
            this.context = context == null ? Context.empty() : context;
            this.onItem = onItem;
            this.onFailure = onFailure;
            this.onCompletion = onCompletion;
            this.onSubscription = onSubscription;
        }

        /** The context given at creation. */
        @Override
        public Context context() {
            return context;
        }

        /**
         * Keeps the subscription, then calls the subscription callback, or requests {@code Long.MAX_VALUE} without
         * one. A duplicate or late subscription is cancelled.
         */
        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (!Subscriptions.setIfEmpty(UPSTREAM, this, subscription)) {
                return;
            }
            if (onSubscription == null) {
                subscription.request(Long.MAX_VALUE);
                return;
            }
            try {
                onSubscription.accept(this);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                cancel();
                deliverFailure(failure);
            }
        }

        /**
         * Calls the item callback, unless terminated or cancelled. A throwing callback cancels the subscription and
         * its exception goes to {@link Infrastructure#handleDroppedException(Throwable)}, not to the failure
         * callback (which reports the stream's failures, not the subscriber's). A {@code null} item is rejected with
         * a {@link NullPointerException} (rule 2.13).
         */
        @Override
        public void onItem(T item) {
            ParameterValidation.nonNullNpe(item, "onItem(null) (rule 2.13)");
            if (upstream == Subscriptions.CANCELLED) {
                return;
            }
            try {
                onItem.accept(item);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                Subscriptions.cancel(UPSTREAM, this);
                Infrastructure.handleDroppedException(failure);
            }
        }

        /** Calls the failure callback once, unless cancelled; without one the failure is dropped. */
        @Override
        public void onFailure(Throwable failure) {
            if (markTerminated()) {
                deliverFailure(failure);
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }

        /** Calls the completion callback once, unless cancelled. */
        @Override
        public void onCompletion() {
            if (markTerminated() && onCompletion != null) {
                try {
                    onCompletion.run();
                } catch (Throwable failure) {
                    Exceptions.throwIfFatal(failure);
                    Infrastructure.handleDroppedException(failure);
                }
            }
        }

        /** Requests {@code n} items upstream; a non-positive {@code n} is passed on, to be rejected upstream. */
        @Override
        public void request(long n) {
            Flow.Subscription current = upstream;
            if (current != null && current != Subscriptions.CANCELLED) {
                current.request(n);
            }
        }

        /** Cancels the subscription; idempotent, and later signals are ignored. */
        @Override
        public void cancel() {
            Subscriptions.cancel(UPSTREAM, this);
        }

        private boolean markTerminated() {
            return UPSTREAM.getAndSet(this, Subscriptions.CANCELLED) != Subscriptions.CANCELLED;
        }

        private void deliverFailure(Throwable failure) {
            if (onFailure == null) {
                Infrastructure.handleDroppedException(failure);
                return;
            }
            try {
                onFailure.accept(failure);
            } catch (Throwable callbackFailure) {
                Exceptions.throwIfFatal(callbackFailure);
                Infrastructure.handleDroppedException(new CompositeException(failure, callbackFailure));
            }
        }
    }
}
