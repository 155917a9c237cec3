package io.mutiny.operators.multi;

import io.mutiny.CompositeException;
import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import java.util.function.Predicate;

/**
 * Calls synchronous side-effect callbacks on the lifecycle signals of a stream, and passes the signals on unchanged.
 * Every callback is optional ({@code null}).
 *
 * <ul>
 *   <li>{@code onSubscription}: before the subscription goes downstream; if it throws, the upstream is cancelled and
 *       the downstream receives a cancelled subscription then the failure.
 *   <li>{@code onRequest}: with each valid request, before it goes upstream; if it throws, the upstream is cancelled
 *       and the failure goes downstream.
 *   <li>{@code onCancellation}: once, on the first downstream cancellation before termination, before the upstream
 *       is cancelled; a failure it throws is dropped ({@link Infrastructure#handleDroppedException}).
 *   <li>{@code onCompletion}: before the completion goes downstream; if it throws, a failure goes instead.
 *   <li>{@code onFailure}: for failures matching {@code failurePredicate}, before the failure goes downstream; if it
 *       (or the predicate) throws, a {@link CompositeException} of both goes instead.
 *   <li>{@code onTermination}: once, with {@code (failure, false)} on failure, {@code (null, false)} on completion
 *       and {@code (null, true)} on cancellation; treated as the callbacks above.
 * </ul>
 */
public final class MultiSignalConsumerOp<T> extends MultiOperator<T, T> {

    private final Consumer<? super Flow.Subscription> onSubscription;
    private final LongConsumer onRequest;
    private final Runnable onCancellation;
    private final Runnable onCompletion;
    private final Predicate<? super Throwable> failurePredicate;
    private final Consumer<Throwable> onFailure;
    private final BiConsumer<Throwable, Boolean> onTermination;

    private MultiSignalConsumerOp(
            Multi<? extends T> upstream,
            Consumer<? super Flow.Subscription> onSubscription,
            LongConsumer onRequest,
            Runnable onCancellation,
            Runnable onCompletion,
            Predicate<? super Throwable> failurePredicate,
            Consumer<Throwable> onFailure,
            BiConsumer<Throwable, Boolean> onTermination) {
        super(upstream);
        this.onSubscription = onSubscription;
        this.onRequest = onRequest;
        this.onCancellation = onCancellation;
        this.onCompletion = onCompletion;
        this.failurePredicate = failurePredicate;
        this.onFailure = onFailure;
        this.onTermination = onTermination;
    }

    /** Calls {@code callback} with the subscription before passing it downstream. */
    public static <T> MultiSignalConsumerOp<T> onSubscription(
            Multi<? extends T> upstream, Consumer<? super Flow.Subscription> callback) {
        return new MultiSignalConsumerOp<>(upstream, callback, null, null, null, null, null, null);
    }

    /** Calls {@code callback} with each request before passing it upstream. */
    public static <T> MultiSignalConsumerOp<T> onRequest(Multi<? extends T> upstream, LongConsumer callback) {
        return new MultiSignalConsumerOp<>(upstream, null, callback, null, null, null, null, null);
    }

    /** Calls {@code callback} on the first downstream cancellation. */
    public static <T> MultiSignalConsumerOp<T> onCancellation(Multi<? extends T> upstream, Runnable callback) {
        return new MultiSignalConsumerOp<>(upstream, null, null, callback, null, null, null, null);
    }

    /** Calls {@code callback} before passing the completion. */
    public static <T> MultiSignalConsumerOp<T> onCompletion(Multi<? extends T> upstream, Runnable callback) {
        return new MultiSignalConsumerOp<>(upstream, null, null, null, callback, null, null, null);
    }

    /** Calls {@code callback} with failures matching {@code predicate} before passing them. */
    public static <T> MultiSignalConsumerOp<T> onFailure(
            Multi<? extends T> upstream, Predicate<? super Throwable> predicate, Consumer<Throwable> callback) {
        return new MultiSignalConsumerOp<>(upstream, null, null, null, null, predicate, callback, null);
    }

    /** Calls {@code callback} once on completion, failure or cancellation. */
    public static <T> MultiSignalConsumerOp<T> onTermination(
            Multi<? extends T> upstream, BiConsumer<Throwable, Boolean> callback) {
        return new MultiSignalConsumerOp<>(upstream, null, null, null, null, null, null, callback);
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe().withSubscriber(new SignalConsumerProcessor<>(subscriber, this));
    }

    static final class SignalConsumerProcessor<T> extends MultiOperatorProcessor<T, T> {

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<SignalConsumerProcessor> TERMINATION_CALLED =
                AtomicIntegerFieldUpdater.newUpdater(SignalConsumerProcessor.class, "terminationCalled");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<SignalConsumerProcessor> CANCELLATION_HANDLED =
                AtomicIntegerFieldUpdater.newUpdater(SignalConsumerProcessor.class, "cancellationHandled");

        private final MultiSignalConsumerOp<T> config;
        private volatile int terminationCalled;
        private volatile int cancellationHandled;

        SignalConsumerProcessor(MultiSubscriber<? super T> downstream, MultiSignalConsumerOp<T> config) {
            // a throwing onRequest callback fails the stream from the requesting thread
            super(downstream, config.onRequest != null);
            this.config = config;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (config.onSubscription != null) {
                try {
                    config.onSubscription.accept(subscription);
                } catch (Throwable failure) {
                    Exceptions.throwIfFatal(failure);
                    subscription.cancel();
                    Subscriptions.fail(downstream, failure);
                    return;
                }
            }
            super.onSubscribe(subscription);
        }

        @Override
        public void request(long n) {
            if (n > 0 && config.onRequest != null && !isDone()) {
                try {
                    config.onRequest.accept(n);
                } catch (Throwable failure) {
                    Exceptions.throwIfFatal(failure);
                    failAndCancel(failure);
                    return;
                }
            }
            super.request(n);
        }

        @Override
        public void cancel() {
            if (!isDone() && CANCELLATION_HANDLED.compareAndSet(this, 0, 1)) {
                if (config.onCancellation != null) {
                    runDroppingFailure(config.onCancellation);
                }
                if (config.onTermination != null && claimTermination()) {
                    runDroppingFailure(() -> config.onTermination.accept(null, true));
                }
            }
            super.cancel();
        }

        @Override
        public void onCompletion() {
            if (isDone()) {
                return;
            }
            try {
                if (config.onCompletion != null) {
                    config.onCompletion.run();
                }
                if (config.onTermination != null && claimTermination()) {
                    config.onTermination.accept(null, false);
                }
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                super.onFailure(failure);
                return;
            }
            super.onCompletion();
        }

        @Override
        public void onFailure(Throwable failure) {
            if (isDone()) {
                Infrastructure.handleDroppedException(failure);
                return;
            }
            Throwable toSend = failure;
            try {
                if (config.onFailure != null
                        && (config.failurePredicate == null || config.failurePredicate.test(failure))) {
                    config.onFailure.accept(failure);
                }
                if (config.onTermination != null && claimTermination()) {
                    config.onTermination.accept(failure, false);
                }
            } catch (Throwable callbackFailure) {
                Exceptions.throwIfFatal(callbackFailure);
                toSend = new CompositeException(failure, callbackFailure);
            }
            super.onFailure(toSend);
        }

        private boolean claimTermination() {
            return TERMINATION_CALLED.compareAndSet(this, 0, 1);
        }

        private static void runDroppingFailure(Runnable action) {
            try {
                action.run();
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                Infrastructure.handleDroppedException(failure);
            }
        }
    }
}
