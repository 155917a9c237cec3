package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import org.jctools.queues.SpscUnboundedArrayQueue;

/**
 * Groups the items into lists of {@code size} items, a new list starting every {@code skip} items: consecutive
 * lists when {@code skip == size}, overlapping ones when {@code skip < size}, and lists separated by dropped items
 * when {@code skip > size}. When the upstream completes, the lists still open are emitted (partial), then the
 * completion; a failure is propagated at once and discards the open lists.
 *
 * <p>Demand: a request for {@code n} lists asks the upstream for the number of items these lists need
 * ({@code n * size} for consecutive lists, {@code n * skip} otherwise, plus the overlap of the first list), so
 * lists are emitted only within the downstream demand.
 */
public final class MultiBufferOp<T> extends MultiOperator<T, List<T>> {

    private final int size;
    private final int skip;

    /** Creates the operator grouping the items of {@code upstream} into lists of {@code size}, one every {@code skip} items. */
    public MultiBufferOp(Multi<? extends T> upstream, int size, int skip) {
        super(upstream);
        this.size = ParameterValidation.positive(size, "size");
        this.skip = ParameterValidation.positive(skip, "skip");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super List<T>> subscriber) {
        upstream().subscribe(new BufferProcessor<>(subscriber, size, skip));
    }

    /**
     * The number of upstream items that {@code n} more groups of {@code size} items, one starting every
     * {@code skip} items, need; the {@code first} request of overlapping groups also covers the overlap.
     */
    static long upstreamDemand(long n, int size, int skip, boolean first) {
        if (skip == size) {
            return Subscriptions.multiply(n, size);
        }
        if (skip > size || !first) {
            return Subscriptions.multiply(n, skip);
        }
        return Subscriptions.add(size, Subscriptions.multiply(n - 1, skip));
    }

    static final class BufferProcessor<T> extends MultiOperatorProcessor<T, List<T>> {

        private static final AtomicLongFieldUpdater<BufferProcessor> REQUESTED =
                AtomicLongFieldUpdater.newUpdater(BufferProcessor.class, "requested");
        private static final AtomicIntegerFieldUpdater<BufferProcessor> WIP =
                AtomicIntegerFieldUpdater.newUpdater(BufferProcessor.class, "wip");
        private static final AtomicIntegerFieldUpdater<BufferProcessor> FIRST_REQUEST_DONE =
                AtomicIntegerFieldUpdater.newUpdater(BufferProcessor.class, "firstRequestDone");

        /** The largest capacity a list is created with; a larger list grows as its items arrive. */
        private static final int MAX_INITIAL_CAPACITY = 256;

        private final int size;
        private final int skip;
        /** Only touched by the upstream's serialized signals. */
        private final ArrayDeque<List<T>> open = new ArrayDeque<>();
        /** Only touched by the upstream's serialized signals. */
        private long index;

        private final SpscUnboundedArrayQueue<List<T>> ready = new SpscUnboundedArrayQueue<>(16);

        private volatile long requested;
        private volatile int wip;
        private volatile int firstRequestDone;
        private volatile boolean upstreamDone;
        private volatile boolean cancelled;
        private volatile Throwable failure;

        BufferProcessor(MultiSubscriber<? super List<T>> downstream, int size, int skip) {
            super(downstream);
            this.size = size;
            this.skip = skip;
        }

        @Override
        public void onItem(T item) {
            if (isDone()) {
                return;
            }
            if (index++ % skip == 0) {
                // size is a bound, not a capacity: of(Integer.MAX_VALUE) must not allocate an array of that length
                open.add(new ArrayList<>(Math.min(size, MAX_INITIAL_CAPACITY)));
            }
            for (List<T> list : open) {
                list.add(item);
            }
            List<T> oldest = open.peek();
            if (oldest != null && oldest.size() == size) {
                ready.offer(open.poll());
                drain();
            }
        }

        @Override
        public void onFailure(Throwable throwable) {
            if (isDone() || upstreamDone) {
                Infrastructure.handleDroppedException(throwable);
                return;
            }
            open.clear();
            failure = throwable;
            upstreamDone = true;
            drain();
        }

        @Override
        public void onCompletion() {
            if (isDone()) {
                return;
            }
            for (List<T> list : open) {
                ready.offer(list);
            }
            open.clear();
            upstreamDone = true;
            drain();
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                // through the drain loop, so that the failure never overlaps an emission
                failure = Subscriptions.invalidRequest(n);
                upstreamDone = true;
                super.cancel();
                drain();
                return;
            }
            Subscriptions.add(REQUESTED, this, n);
            boolean first = firstRequestDone == 0 && FIRST_REQUEST_DONE.compareAndSet(this, 0, 1);
            requestUpstream(upstreamDemand(n, size, skip, first));
            drain();
        }

        @Override
        public void cancel() {
            cancelled = true;
            super.cancel();
            drain();
        }

        private void drain() {
            if (WIP.getAndIncrement(this) != 0) {
                return;
            }
            int missed = 1;
            for (; ; ) {
                long demand = requested;
                long emitted = 0;
                while (true) {
                    if (cancelled) {
                        ready.clear();
                        return;
                    }
                    boolean done = upstreamDone;
                    Throwable failed = failure;
                    if (done && failed != null) {
                        ready.clear();
                        markDone();
                        downstream.onFailure(failed);
                        return;
                    }
                    boolean empty = ready.isEmpty();
                    if (done && empty) {
                        markDone();
                        downstream.onCompletion();
                        return;
                    }
                    if (empty || emitted == demand) {
                        break;
                    }
                    downstream.onItem(ready.poll());
                    emitted++;
                }
                if (emitted != 0) {
                    Subscriptions.produced(REQUESTED, this, emitted);
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
            }
        }
    }
}
