package io.mutiny.test;

import io.mutiny.Multi;
import io.mutiny.subscription.FusedSubscription;
import io.mutiny.subscription.MultiSubscriber;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Flow;

/**
 * A consumer that asks its upstream for {@link FusedSubscription} fusion, as emitOn or collect do, and records the
 * mode it got, the items, the terminal signal and the threads that polled. In {@link FusedSubscription#SYNC} mode it
 * polls everything at subscription (on the subscribing thread); otherwise it requests everything and, in
 * {@link FusedSubscription#ASYNC} mode, polls what is available on each {@code onItem} signal, else is pushed the
 * items. Used to test each fuseable operator with a fusing consumer. The terminal state is safe to await from
 * another thread; the items are then visible too.
 */
public final class FusingSubscriber<T> implements MultiSubscriber<T> {

    private final int requestedModes;
    private final List<T> items = new ArrayList<>();
    private final List<String> pollThreads = new CopyOnWriteArrayList<>();
    private volatile int mode = -1;
    private volatile Throwable failure;
    private volatile boolean completed;
    private volatile Flow.Subscription subscription;

    private FusingSubscriber(int requestedModes) {
        this.requestedModes = requestedModes;
    }

    /** Subscribes to {@code multi}, requesting fusion with {@code modes}. */
    public static <T> FusingSubscriber<T> subscribe(Multi<T> multi, int modes) {
        FusingSubscriber<T> subscriber = new FusingSubscriber<>(modes);
        multi.subscribe(subscriber);
        return subscriber;
    }

    /**
     * Subscribes to {@code multi}, negotiates {@link FusedSubscription#SYNC} fusion and returns the fused subscription
     * unpolled, for a test that drives it.
     *
     * @throws AssertionError if {@code SYNC} fusion is refused
     */
    @SuppressWarnings("unchecked")
    public static <T> FusedSubscription<T> fuseSynchronously(Multi<T> multi) {
        List<FusedSubscription<T>> fused = new ArrayList<>();
        multi.subscribe(new MultiSubscriber<T>() {
            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                if (subscription instanceof FusedSubscription
                        && ((FusedSubscription<T>) subscription).requestFusion(FusedSubscription.SYNC)
                                == FusedSubscription.SYNC) {
                    fused.add((FusedSubscription<T>) subscription);
                }
            }

            @Override
            public void onItem(T item) {
                throw new AssertionError("pushed " + item);
            }

            @Override
            public void onFailure(Throwable failure) {
                throw new AssertionError("pushed a failure", failure);
            }

            @Override
            public void onCompletion() {
                throw new AssertionError("pushed a completion");
            }
        });
        if (fused.size() != 1) {
            throw new AssertionError("not fused synchronously: " + multi);
        }
        return fused.get(0);
    }

    @SuppressWarnings("unchecked")
    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        this.subscription = subscription;
        mode = subscription instanceof FusedSubscription
                ? ((FusedSubscription<T>) subscription).requestFusion(requestedModes)
                : FusedSubscription.NONE;
        if (mode != FusedSubscription.SYNC) {
            subscription.request(Long.MAX_VALUE);
            return;
        }
        FusedSubscription<T> source = (FusedSubscription<T>) subscription;
        try {
            for (T item = source.poll(); item != null; item = source.poll()) {
                items.add(item);
            }
            completed = true;
        } catch (Throwable pollFailure) {
            failure = pollFailure;
        }
        source.clear();
    }

    @Override
    public void onItem(T item) {
        if (mode == FusedSubscription.SYNC) {
            throw new IllegalStateException("onItem called on a synchronously fused subscriber");
        }
        if (mode == FusedSubscription.ASYNC) {
            if (item != null) {
                throw new IllegalStateException("onItem called with an item on an asynchronously fused subscriber");
            }
            pollAvailable();
            return;
        }
        items.add(item);
    }

    @SuppressWarnings("unchecked")
    private void pollAvailable() {
        FusedSubscription<T> source = (FusedSubscription<T>) subscription;
        pollThreads.add(Thread.currentThread().getName());
        try {
            for (T item = source.poll(); item != null; item = source.poll()) {
                items.add(item);
            }
        } catch (Throwable pollFailure) {
            source.cancel();
            source.clear();
            failure = pollFailure;
        }
    }

    @SuppressWarnings("unchecked")
    @Override
    public void onFailure(Throwable failure) {
        if (mode == FusedSubscription.ASYNC) {
            ((FusedSubscription<T>) subscription).clear();
        }
        this.failure = failure;
    }

    @Override
    public void onCompletion() {
        if (mode == FusedSubscription.ASYNC) {
            pollAvailable();
        }
        completed = true;
    }

    /** The threads that polled on an {@code onItem} signal, in {@link FusedSubscription#ASYNC} mode. */
    public List<String> pollThreads() {
        return pollThreads;
    }

    /** The fusion mode granted by the upstream: {@link FusedSubscription#NONE}, {@code SYNC} or {@code ASYNC}. */
    public int mode() {
        return mode;
    }

    public List<T> items() {
        return items;
    }

    public Throwable failure() {
        return failure;
    }

    public boolean isCompleted() {
        return completed;
    }

    public Flow.Subscription subscription() {
        return subscription;
    }
}
