package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

/**
 * Splits the items into windows: streams of {@code size} items, a new one opening every {@code skip} items
 * (overlapping when {@code skip < size}, with the items in between dropped when {@code skip > size}). A window is
 * emitted when its first item arrives and streams its items as they come; it completes after {@code size} items,
 * or with the upstream.
 *
 * <p>Demand: requesting {@code n} windows asks the upstream for the items they need (as {@link MultiBufferOp}
 * does); each window buffers (at most {@code size}) items until its subscriber requests them, and accepts one
 * subscriber. Cancelling the outer stream stops opening windows; the upstream is cancelled once the outer stream
 * and every open window were cancelled or completed. A failure reaches the outer stream and the open windows.
 */
public final class MultiWindowOp<T> extends MultiOperator<T, Multi<T>> {

    private final int size;
    private final int skip;

    /** Creates the operator splitting {@code upstream} into windows of {@code size} items, one every {@code skip} items. */
    public MultiWindowOp(Multi<? extends T> upstream, int size, int skip) {
        super(upstream);
        this.size = ParameterValidation.positive(size, "size");
        this.skip = ParameterValidation.positive(skip, "skip");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super Multi<T>> subscriber) {
        upstream().subscribe(new WindowProcessor<>(subscriber, size, skip));
    }

    static final class WindowProcessor<T> extends SplittingProcessor<T, Window<T>> {

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<WindowProcessor> FIRST_REQUEST_DONE =
                AtomicIntegerFieldUpdater.newUpdater(WindowProcessor.class, "firstRequestDone");

        private final int size;
        private final int skip;
        /** Changed by the upstream's serialized signals; also read to fail the windows on an invalid request. */
        private final ConcurrentLinkedDeque<Window<T>> open = new ConcurrentLinkedDeque<>();
        /** Only touched by the upstream's serialized signals. */
        private long index;

        private volatile int firstRequestDone;

        WindowProcessor(MultiSubscriber<? super Multi<T>> downstream, int size, int skip) {
            super(downstream);
            this.size = size;
            this.skip = skip;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (setUpstream(subscription)) {
                downstream.onSubscribe(this);
            }
        }

        @Override
        public void onItem(T item) {
            if (done) {
                return;
            }
            if (index++ % skip == 0 && !outerCancelled) {
                Window<T> window = new Window<>(this);
                open.add(window);
                open(window);
            }
            for (Window<T> window : open) {
                window.received++;
                window.push(item);
            }
            Window<T> oldest = open.peek();
            if (oldest != null && oldest.received == size) {
                open.poll().complete();
            }
        }

        @Override
        void terminateOpen(Throwable throwable) {
            for (Window<T> window : open) {
                window.terminate(throwable);
            }
            open.clear();
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                failAll(Subscriptions.invalidRequest(n));
                return;
            }
            addDemand(n);
            boolean first = firstRequestDone == 0 && FIRST_REQUEST_DONE.compareAndSet(this, 0, 1);
            Flow.Subscription current = upstream;
            if (current != Subscriptions.CANCELLED && current != null) {
                current.request(MultiBufferOp.upstreamDemand(n, size, skip, first));
            }
            drain();
        }
    }

    /** One window: a unicast stream that releases its hold on the upstream once complete or cancelled. */
    static final class Window<T> extends UnicastBuffer<T> {

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<Window> RELEASED =
                AtomicIntegerFieldUpdater.newUpdater(Window.class, "released");

        private final WindowProcessor<T> parent;
        /** Only touched by the upstream's serialized signals. */
        int received;

        private volatile int released;

        Window(WindowProcessor<T> parent) {
            this.parent = parent;
        }

        @Override
        String describe() {
            return "The window";
        }

        void complete() {
            terminate(null);
            release();
        }

        @Override
        void onCancelled() {
            release();
        }

        private void release() {
            if (RELEASED.compareAndSet(this, 0, 1)) {
                parent.release();
            }
        }
    }
}
