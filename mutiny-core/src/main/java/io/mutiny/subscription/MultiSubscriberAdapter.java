package io.mutiny.subscription;

import io.mutiny.Context;
import io.mutiny.helpers.Subscriptions;
import java.util.concurrent.Flow;

/**
 * Adapts a plain {@link Flow.Subscriber} to {@link MultiSubscriber}, and carries the {@link Context} of the
 * subscriber it wraps when it has one.
 *
 * @param <T> the type of the items
 */
public class MultiSubscriberAdapter<T> extends AbstractMultiSubscriber<T> implements ContextSupport {

    private final Flow.Subscriber<? super T> downstream;

    /** Adapts {@code downstream}; {@link #of} avoids the adapter when it is a {@link MultiSubscriber} already. */
    public MultiSubscriberAdapter(Flow.Subscriber<? super T> downstream) {
        this.downstream = downstream;
    }

    /**
     * {@code subscriber} itself if it is a {@link MultiSubscriber}, otherwise an adapter. This library's own
     * subscribers are recognised first by a class check ({@link AbstractMultiSubscriber} says why), and cast to that
     * class: a cast to the interface would cost the same check again.
     */
    @SuppressWarnings("unchecked")
    public static <T> MultiSubscriber<T> of(Flow.Subscriber<T> subscriber) {
        if (subscriber instanceof AbstractMultiSubscriber) {
            return (AbstractMultiSubscriber<T>) subscriber;
        }
        if (subscriber instanceof MultiSubscriber) {
            return (MultiSubscriber<T>) subscriber;
        }
        return new MultiSubscriberAdapter<>(subscriber);
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        downstream.onSubscribe(subscription);
    }

    @Override
    public void onItem(T item) {
        downstream.onNext(item);
    }

    @Override
    public void onFailure(Throwable failure) {
        downstream.onError(failure);
    }

    @Override
    public void onCompletion() {
        downstream.onComplete();
    }

    @Override
    public Context context() {
        return Subscriptions.contextOf(downstream);
    }
}
