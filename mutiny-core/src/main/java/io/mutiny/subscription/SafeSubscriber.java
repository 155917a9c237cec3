package io.mutiny.subscription;

import io.mutiny.CompositeException;
import io.mutiny.Context;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Wraps a subscriber that may misbehave, so that the stream still follows the Reactive Streams rules: a subscriber
 * callback that throws cancels the upstream (and, from {@code onNext}, receives the failure through
 * {@code onError}); a {@code null} item becomes a {@link NullPointerException} failure; nothing is delivered after a
 * terminal signal; failures that cannot be delivered go to {@link Infrastructure#handleDroppedException(Throwable)}.
 *
 * @param <T> the type of the items
 */
public final class SafeSubscriber<T> implements Flow.Subscriber<T>, Flow.Subscription, ContextSupport {

    private final Flow.Subscriber<? super T> downstream;
    private final AtomicReference<Flow.Subscription> upstream = new AtomicReference<>();
    /** Signals are serialized by the upstream (rule 1.3), so a plain volatile flag suffices. */
    private volatile boolean done;

    /** Wraps {@code downstream}. */
    public SafeSubscriber(Flow.Subscriber<? super T> downstream) {
        this.downstream = downstream;
    }

    /** Passes {@code this} as the subscription downstream; a second subscription is cancelled (rule 2.5). */
    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        if (!Subscriptions.setIfEmpty(upstream, subscription)) {
            return;
        }
        try {
            downstream.onSubscribe(this);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            done = true;
            cancel();
            Infrastructure.handleDroppedException(failure);
        }
    }

    /** Passes the item; a {@code null} item or a throwing {@code onNext} cancels upstream and fails downstream. */
    @Override
    public void onNext(T item) {
        if (done) {
            return;
        }
        if (item == null) {
            cancel();
            onError(new NullPointerException("onNext received a `null` item (rule 2.13)"));
            return;
        }
        try {
            downstream.onNext(item);
        } catch (Throwable failure) {
            Exceptions.throwIfFatal(failure);
            cancel();
            onError(failure);
        }
    }

    /** Passes the failure once; a failure thrown by {@code onError} is dropped. */
    @Override
    public void onError(Throwable failure) {
        if (done) {
            Infrastructure.handleDroppedException(failure);
            return;
        }
        done = true;
        Throwable actual = failure != null ? failure : new NullPointerException("onError received `null` (rule 2.13)");
        try {
            downstream.onError(actual);
        } catch (Throwable callbackFailure) {
            Exceptions.throwIfFatal(callbackFailure);
            Infrastructure.handleDroppedException(new CompositeException(actual, callbackFailure));
        }
    }

    /** Passes the completion once; a failure thrown by {@code onComplete} is dropped. */
    @Override
    public void onComplete() {
        if (done) {
            return;
        }
        done = true;
        try {
            downstream.onComplete();
        } catch (Throwable callbackFailure) {
            Exceptions.throwIfFatal(callbackFailure);
            Infrastructure.handleDroppedException(callbackFailure);
        }
    }

    /** Forwards the request upstream (which rejects non-positive ones). */
    @Override
    public void request(long n) {
        Flow.Subscription subscription = upstream.get();
        if (subscription != null) {
            subscription.request(n);
        }
    }

    /** Cancels the upstream; idempotent. */
    @Override
    public void cancel() {
        Subscriptions.cancel(upstream);
    }

    /** The wrapped subscriber's context, or an empty one. */
    @Override
    public Context context() {
        return Subscriptions.contextOf(downstream);
    }
}
