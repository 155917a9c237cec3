package io.mutiny.test;

import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A source for fusion tests: it emits {@code items}, grants the fusion modes it is built with and records what the
 * consumer did (the requested modes, the threads that polled, cancellation and clearing). Without fusion it pushes
 * the items as they are requested, then completes. In {@code ASYNC} mode a request makes that many items pollable,
 * each announced by {@code onItem(null)}, then the terminal signal follows. One subscriber at a time.
 */
public final class FuseableSource<T> extends AbstractMulti<T> {

    private final List<T> items;
    private final int grantedModes;
    private final List<Integer> requestedModes = new CopyOnWriteArrayList<>();
    private final List<String> pollThreads = new CopyOnWriteArrayList<>();
    private volatile boolean cancelled;
    private volatile boolean cleared;

    /**
     * Thrown by the poll after the last item ({@code SYNC}) or signalled after it ({@code ASYNC} and pushed modes),
     * instead of completing; {@code null} to complete.
     */
    private final RuntimeException failure;

    private FuseableSource(int grantedModes, List<T> items, RuntimeException failure) {
        this.grantedModes = grantedModes;
        this.items = items;
        this.failure = failure;
    }

    /** A source granting {@code grantedModes} ({@code SYNC} or {@code ASYNC}, possibly with {@code BOUNDARY}). */
    @SafeVarargs
    public static <T> FuseableSource<T> of(int grantedModes, T... items) {
        return new FuseableSource<>(grantedModes, List.of(items), null);
    }

    /** A source failing with {@code failure} after {@code items}. */
    @SafeVarargs
    public static <T> FuseableSource<T> failingAfter(int grantedModes, RuntimeException failure, T... items) {
        return new FuseableSource<>(grantedModes, List.of(items), failure);
    }

    @Override
    public void subscribe(MultiSubscriber<? super T> subscriber) {
        subscriber.onSubscribe(new Subscription(subscriber));
    }

    public List<Integer> requestedModes() {
        return requestedModes;
    }

    public List<String> pollThreads() {
        return pollThreads;
    }

    public boolean isCancelled() {
        return cancelled;
    }

    public boolean isCleared() {
        return cleared;
    }

    private final class Subscription implements FusedSubscription<T> {
        private final MultiSubscriber<? super T> downstream;
        private int index;
        /** The fusion mode granted; written in {@code requestFusion}, before any request. */
        private int mode;
        /** {@code ASYNC} mode: the number of items made pollable, written before the {@code onItem} signal. */
        private volatile int available;

        private long requested;
        private boolean emitting;
        private boolean done;

        Subscription(MultiSubscriber<? super T> downstream) {
            this.downstream = downstream;
        }

        @Override
        public int requestFusion(int modes) {
            requestedModes.add(modes);
            boolean acrossBoundary = (modes & BOUNDARY) != 0;
            if (acrossBoundary && (grantedModes & BOUNDARY) == 0) {
                return NONE;
            }
            if ((modes & grantedModes & SYNC) != 0) {
                mode = SYNC;
            } else if ((modes & grantedModes & ASYNC) != 0) {
                mode = ASYNC;
            }
            return mode;
        }

        @Override
        public T poll() {
            pollThreads.add(Thread.currentThread().getName());
            if (mode == ASYNC) {
                return index < available ? items.get(index++) : null;
            }
            if (index < items.size()) {
                return items.get(index++);
            }
            if (failure != null && !cleared) {
                throw failure;
            }
            return null;
        }

        @Override
        public boolean isEmpty() {
            if (mode == ASYNC) {
                return index >= available;
            }
            return index == items.size() && (failure == null || cleared);
        }

        @Override
        public void clear() {
            cleared = true;
            index = items.size();
        }

        @Override
        public synchronized void request(long n) {
            requested = requested + n < 0 ? Long.MAX_VALUE : requested + n;
            if (emitting || done) {
                return;
            }
            emitting = true;
            if (mode == ASYNC) {
                while (requested > 0 && available < items.size() && !cancelled) {
                    requested--;
                    available++;
                    downstream.onItem(null);
                }
            } else {
                while (requested > 0 && index < items.size() && !cancelled) {
                    requested--;
                    downstream.onItem(items.get(index++));
                }
            }
            emitting = false;
            if ((mode == ASYNC ? available : index) == items.size() && !cancelled) {
                done = true;
                if (failure != null) {
                    downstream.onFailure(failure);
                } else {
                    downstream.onCompletion();
                }
            }
        }

        @Override
        public void cancel() {
            cancelled = true;
        }
    }
}
