package io.mutiny.operators.multi;

import io.mutiny.CompositeException;
import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.MultiOperator;
import io.mutiny.operators.uni.UniCallSubscriber;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Calls an asynchronous callback (returning a {@link Uni}) on completion, failure or cancellation, and delays the
 * signal until that Uni emits. Every callback is optional ({@code null}: the signal passes at once).
 *
 * <ul>
 *   <li>Completion: the completion goes downstream when the Uni emits an item; the Uni's failure goes instead if it
 *       fails.
 *   <li>Failure (matching {@code failurePredicate}): the original failure goes downstream when the Uni emits an item;
 *       a {@link CompositeException} of both if it fails.
 *   <li>Cancellation (before termination): the upstream is cancelled when the Uni terminates; a Uni failure is
 *       dropped ({@link Infrastructure#handleDroppedException}).
 * </ul>
 *
 * A callback that throws or returns {@code null} counts as a failing Uni. Cancelling while a completion or failure
 * call is pending cancels that Uni and nothing more is sent downstream.
 */
public final class MultiOnTerminateCallOp<T> extends MultiOperator<T, T> {

    private final Predicate<? super Throwable> failurePredicate;
    private final Function<Throwable, Uni<?>> onFailure;
    private final Supplier<Uni<?>> onCompletion;
    private final Supplier<Uni<?>> onCancellation;

    public MultiOnTerminateCallOp(
            Multi<? extends T> upstream,
            Predicate<? super Throwable> failurePredicate,
            Function<Throwable, Uni<?>> onFailure,
            Supplier<Uni<?>> onCompletion,
            Supplier<Uni<?>> onCancellation) {
        super(upstream);
        this.failurePredicate = failurePredicate;
        this.onFailure = onFailure;
        this.onCompletion = onCompletion;
        this.onCancellation = onCancellation;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe().withSubscriber(new TerminateCallProcessor<>(subscriber, this));
    }

    static final class TerminateCallProcessor<T> extends MultiOperatorProcessor<T, T> {

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<TerminateCallProcessor, UniCallSubscriber> PENDING =
                AtomicReferenceFieldUpdater.newUpdater(
                        TerminateCallProcessor.class, UniCallSubscriber.class, "pendingCall");

        private final MultiOnTerminateCallOp<T> config;
        /** Kept to cancel the upstream once the cancellation call terminates. */
        private volatile Flow.Subscription upstreamSubscription;

        private volatile UniCallSubscriber pendingCall;
        private volatile boolean cancelled;

        TerminateCallProcessor(MultiSubscriber<? super T> downstream, MultiOnTerminateCallOp<T> config) {
            super(downstream);
            this.config = config;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            upstreamSubscription = subscription;
            super.onSubscribe(subscription);
        }

        @Override
        public void onCompletion() {
            if (config.onCompletion == null || !markDone()) {
                super.onCompletion();
                return;
            }
            track(UniCallSubscriber.call(
                    config.onCompletion,
                    () -> {
                        if (!cancelled) {
                            downstream.onCompletion();
                        }
                    },
                    this::sendFailure));
        }

        @Override
        public void onFailure(Throwable failure) {
            if (config.onFailure == null || isDone()) {
                super.onFailure(failure);
                return;
            }
            boolean matches;
            try {
                matches = config.failurePredicate == null || config.failurePredicate.test(failure);
            } catch (Throwable predicateFailure) {
                Exceptions.throwIfFatal(predicateFailure);
                super.onFailure(new CompositeException(failure, predicateFailure));
                return;
            }
            if (!matches || !markDone()) {
                super.onFailure(failure);
                return;
            }
            track(UniCallSubscriber.call(
                    () -> config.onFailure.apply(failure),
                    () -> sendFailure(failure),
                    callFailure -> sendFailure(new CompositeException(failure, callFailure))));
        }

        @Override
        public void cancel() {
            cancelled = true;
            UniCallSubscriber pending = PENDING.getAndSet(this, null);
            if (pending != null) {
                pending.cancel();
            }
            if (config.onCancellation == null || !markDone()) {
                super.cancel();
                return;
            }
            UniCallSubscriber.call(config.onCancellation, this::cancelUpstream, failure -> {
                Infrastructure.handleDroppedException(failure);
                cancelUpstream();
            });
        }

        private void cancelUpstream() {
            Flow.Subscription subscription = upstreamSubscription;
            if (subscription != null) {
                subscription.cancel();
            }
        }

        private void sendFailure(Throwable failure) {
            if (cancelled) {
                Infrastructure.handleDroppedException(failure);
            } else {
                downstream.onFailure(failure);
            }
        }

        /** Remembers the pending call so that a cancellation reaches it, even one racing with its start. */
        private void track(UniCallSubscriber call) {
            PENDING.set(this, call);
            if (cancelled && PENDING.compareAndSet(this, call, null)) {
                call.cancel();
            }
        }
    }
}
