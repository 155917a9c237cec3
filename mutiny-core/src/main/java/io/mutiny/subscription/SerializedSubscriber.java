package io.mutiny.subscription;

import io.mutiny.Context;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicReference;
import org.jctools.queues.MpscLinkedQueue;

/**
 * Makes the signals reaching a subscriber serial (rule 1.3) when they may be emitted from several threads at once:
 * concurrent signals are queued and delivered, in arrival order, by whichever thread is already delivering. The
 * first terminal signal is delivered after the items queued before it; later signals are ignored (late failures go
 * to {@link Infrastructure#handleDroppedException(Throwable)}). Cancelling drops the queued items.
 *
 * @param <T> the type of the items
 */
public final class SerializedSubscriber<T> extends AbstractMultiSubscriber<T>
        implements Flow.Subscription, ContextSupport {

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<SerializedSubscriber> WIP =
            AtomicIntegerFieldUpdater.newUpdater(SerializedSubscriber.class, "wip");

    private final Flow.Subscriber<? super T> downstream;
    private final AtomicReference<Flow.Subscription> upstream = new AtomicReference<>();
    private final MpscLinkedQueue<T> queue = new MpscLinkedQueue<>();

    private volatile int wip;
    private volatile boolean done;
    private volatile boolean cancelled;
    private volatile Throwable failure;
    /** Only touched by the delivering thread. */
    private boolean terminated;

    /** Wraps {@code downstream}. */
    public SerializedSubscriber(Flow.Subscriber<? super T> downstream) {
        this.downstream = downstream;
    }

    /** Passes {@code this} as the subscription downstream; a second subscription is cancelled. */
    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        if (Subscriptions.setIfEmpty(upstream, subscription)) {
            downstream.onSubscribe(this);
        }
    }

    /** Queues the item for serial delivery, unless terminated or cancelled. */
    @Override
    public void onItem(T item) {
        if (done || cancelled) {
            return;
        }
        queue.offer(item);
        drain();
    }

    /** Delivers the failure after the queued items, once. */
    @Override
    public void onFailure(Throwable failure) {
        if (done || cancelled) {
            Infrastructure.handleDroppedException(failure);
            return;
        }
        this.failure = failure;
        done = true;
        drain();
    }

    /** Delivers the completion after the queued items, once. */
    @Override
    public void onCompletion() {
        if (done || cancelled) {
            return;
        }
        done = true;
        drain();
    }

    /** Forwards the request upstream (which rejects non-positive ones). */
    @Override
    public void request(long n) {
        Flow.Subscription subscription = upstream.get();
        if (subscription != null) {
            subscription.request(n);
        }
    }

    /** Cancels the upstream and drops the queued items; idempotent. */
    @Override
    public void cancel() {
        cancelled = true;
        Subscriptions.cancel(upstream);
        drain();
    }

    /** The wrapped subscriber's context, or an empty one. */
    @Override
    public Context context() {
        return Subscriptions.contextOf(downstream);
    }

    private void drain() {
        if (WIP.getAndIncrement(this) != 0) {
            return;
        }
        int missed = 1;
        do {
            if (cancelled) {
                queue.clear();
            } else if (!terminated) {
                T item;
                while ((item = queue.poll()) != null && !cancelled) {
                    downstream.onNext(item);
                }
                if (done && queue.isEmpty() && !cancelled) {
                    terminated = true;
                    Throwable received = failure;
                    if (received != null) {
                        downstream.onError(received);
                    } else {
                        downstream.onComplete();
                    }
                }
            }
            missed = WIP.addAndGet(this, -missed);
        } while (missed != 0);
    }
}
