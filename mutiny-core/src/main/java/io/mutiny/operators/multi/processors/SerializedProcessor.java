package io.mutiny.operators.multi.processors;

import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import java.util.List;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import org.jctools.queues.MpscUnboundedArrayQueue;

/**
 * Wraps a {@link Flow.Processor} so that its {@code on*} methods can be called from several threads at once: the
 * signals are queued and passed to the wrapped processor one at a time, in the order they were queued, by whichever
 * caller is not blocked (no thread waits for another). Signals after a terminal signal are ignored: a failure then
 * goes to {@link Infrastructure#handleDroppedException(Throwable)} and a subscription is cancelled.
 *
 * @param <I> the type of the items received
 * @param <O> the type of the items emitted
 */
public class SerializedProcessor<I, O> implements Flow.Processor<I, O> {

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<SerializedProcessor> WIP =
            AtomicIntegerFieldUpdater.newUpdater(SerializedProcessor.class, "wip");

    private final Flow.Processor<I, O> downstream;
    private final MpscUnboundedArrayQueue<Object> events = new MpscUnboundedArrayQueue<>(16);

    private volatile int wip;
    private volatile boolean terminated;

    /** Wraps {@code processor}. */
    public SerializedProcessor(Flow.Processor<I, O> processor) {
        this.downstream = ParameterValidation.nonNull(processor, "processor");
    }

    /** Subscribes {@code subscriber} to the wrapped processor. */
    @Override
    public void subscribe(Flow.Subscriber<? super O> subscriber) {
        downstream.subscribe(subscriber);
    }

    /** Passes {@code subscription} to the wrapped processor, serialized with the other signals. */
    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        ParameterValidation.nonNullNpe(subscription, "subscription");
        enqueue(new SubscriptionEvent(subscription));
    }

    /**
     * Passes {@code item} to the wrapped processor, serialized with the other signals.
     *
     * @throws NullPointerException if {@code item} is {@code null} (rule 2.13)
     */
    @Override
    public void onNext(I item) {
        ParameterValidation.nonNullNpe(item, "`onNext` was called with a `null` item");
        enqueue(new ItemEvent<>(item));
    }

    /**
     * Passes {@code failure} to the wrapped processor, serialized with the other signals.
     *
     * @throws NullPointerException if {@code failure} is {@code null} (rule 2.13)
     */
    @Override
    public void onError(Throwable failure) {
        ParameterValidation.nonNullNpe(failure, "`onError` was called with `null`");
        enqueue(new FailureEvent(failure));
    }

    /** Passes the completion to the wrapped processor, serialized with the other signals. */
    @Override
    public void onComplete() {
        enqueue(CompletionEvent.INSTANCE);
    }

    /**
     * Passes {@code signals} in order to {@code subscriber}, stopping after a terminal one. The signals are the
     * events this class queues: a subscription, an item, a failure or the completion.
     */
    @SuppressWarnings("unchecked")
    public void dispatch(List<Object> signals, Flow.Subscriber<I> subscriber) {
        for (Object signal : signals) {
            if (!deliver(signal, subscriber)) {
                return;
            }
        }
    }

    private void enqueue(Object event) {
        if (terminated) {
            dropAfterTermination(event);
            return;
        }
        events.offer(event);
        if (WIP.getAndIncrement(this) != 0) {
            return;
        }
        int missed = 1;
        for (; ; ) {
            for (Object next = events.poll(); next != null; next = events.poll()) {
                if (terminated) {
                    // queued before the terminal signal was delivered: dropped as one arriving after it is
                    dropAfterTermination(next);
                } else if (!deliver(next, downstream)) {
                    terminated = true;
                }
            }
            missed = WIP.addAndGet(this, -missed);
            if (missed == 0) {
                return;
            }
        }
    }

    /**
     * Drops an event that comes after the terminal signal: a failure goes to the dropped-exception handler, and a
     * subscription is cancelled, so that its publisher does not wait for requests that will never come (rule 2.5).
     */
    private static void dropAfterTermination(Object event) {
        if (event instanceof FailureEvent failed) {
            Infrastructure.handleDroppedException(failed.failure());
        } else if (event instanceof SubscriptionEvent subscribed) {
            subscribed.subscription().cancel();
        }
    }

    /**
     * Passes one event to {@code subscriber}.
     *
     * @return {@code false} if it was terminal
     */
    @SuppressWarnings("unchecked")
    private boolean deliver(Object event, Flow.Subscriber<I> subscriber) {
        if (event instanceof ItemEvent) {
            subscriber.onNext(((ItemEvent<I>) event).item());
            return true;
        }
        if (event instanceof SubscriptionEvent) {
            subscriber.onSubscribe(((SubscriptionEvent) event).subscription());
            return true;
        }
        if (event instanceof FailureEvent) {
            subscriber.onError(((FailureEvent) event).failure());
        } else {
            subscriber.onComplete();
        }
        return false;
    }

    static class CompletionEvent {
        static final CompletionEvent INSTANCE = new CompletionEvent();

        private CompletionEvent() {
            // singleton
        }
    }

    record FailureEvent(Throwable failure) {}

    record ItemEvent<T>(T item) {}

    record SubscriptionEvent(Flow.Subscription subscription) {}
}
