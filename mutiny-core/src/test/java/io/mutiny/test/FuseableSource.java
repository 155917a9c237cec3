package io.mutiny.test;

import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A source for fusion tests: it emits {@code items}, grants the fusion modes it is built with and records what the
 * consumer did (the requested modes, the threads that polled, cancellation and clearing). Without fusion it pushes
 * the items as they are requested, then completes. One subscriber at a time.
 */
public final class FuseableSource<T> extends AbstractMulti<T> {

    private final List<T> items;
    private final int grantedModes;
    private final List<Integer> requestedModes = new CopyOnWriteArrayList<>();
    private final List<String> pollThreads = new CopyOnWriteArrayList<>();
    private volatile boolean cancelled;
    private volatile boolean cleared;

    /** Thrown by the poll after the last item, instead of completing; {@code null} to complete. */
    private final RuntimeException failure;

    private FuseableSource(int grantedModes, List<T> items, RuntimeException failure) {
        this.grantedModes = grantedModes;
        this.items = items;
        this.failure = failure;
    }

    /** A source granting {@code grantedModes} ({@code SYNC}, possibly with {@code BOUNDARY}). */
    @SafeVarargs
    public static <T> FuseableSource<T> of(int grantedModes, T... items) {
        return new FuseableSource<>(grantedModes, List.of(items), null);
    }

    /** A source whose poll throws {@code failure} after {@code items} (fused mode only). */
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
            if ((modes & SYNC) != 0
                    && (grantedModes & SYNC) != 0
                    && (!acrossBoundary || (grantedModes & BOUNDARY) != 0)) {
                return SYNC;
            }
            return NONE;
        }

        @Override
        public T poll() {
            pollThreads.add(Thread.currentThread().getName());
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
            while (requested > 0 && index < items.size() && !cancelled) {
                requested--;
                downstream.onItem(items.get(index++));
            }
            emitting = false;
            if (index == items.size() && !cancelled) {
                done = true;
                downstream.onCompletion();
            }
        }

        @Override
        public void cancel() {
            cancelled = true;
        }
    }
}
