package io.mutiny.helpers;

import io.mutiny.Context;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.ContextSupport;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * Demand arithmetic and subscription plumbing shared by every operator.
 *
 * <p>Demand is a {@code long} that saturates at {@link Long#MAX_VALUE}, which then means "unbounded" and is never
 * decremented again. An invalid {@code request(n <= 0)} is reported downstream as an
 * {@link IllegalArgumentException} (Reactive Streams rule 3.9) through {@link #invalidRequest(long)}.
 */
public final class Subscriptions {

    /** A subscription that ignores every call: handed out before a failure or a completion. */
    public static final Flow.Subscription EMPTY = new Flow.Subscription() {
        @Override
        public void request(long n) {
            // nothing to deliver
        }

        @Override
        public void cancel() {
            // nothing to cancel
        }

        @Override
        public String toString() {
            return "Subscriptions.EMPTY";
        }
    };

    /** The marker stored in a subscription slot once it has been cancelled. */
    public static final Flow.Subscription CANCELLED = new Flow.Subscription() {
        @Override
        public void request(long n) {
            // cancelled
        }

        @Override
        public void cancel() {
            // already cancelled
        }

        @Override
        public String toString() {
            return "Subscriptions.CANCELLED";
        }
    };

    private Subscriptions() {
        // no instances
    }

    /** The failure signalled for {@code request(n)} with {@code n <= 0}, as rule 3.9 requires. */
    public static IllegalArgumentException invalidRequest(long n) {
        return new IllegalArgumentException(
                "Invalid request number, must be greater than 0 (Reactive Streams rule 3.9), got " + n);
    }

    /** {@code a + b}, saturating at {@link Long#MAX_VALUE}. Both are expected to be positive or zero. */
    public static long add(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }

    /** {@code a * b}, saturating at {@link Long#MAX_VALUE}. Both are expected to be positive or zero. */
    public static long multiply(long a, long b) {
        long product = a * b;
        if (((a | b) >>> 31) != 0 && (b != 0 && product / b != a)) {
            return Long.MAX_VALUE;
        }
        return product < 0 ? Long.MAX_VALUE : product;
    }

    /**
     * Atomically adds {@code n} to the demand held by {@code updater} on {@code instance}, saturating at
     * {@link Long#MAX_VALUE}.
     *
     * @return the demand before the addition: 0 means the caller now owns the emission loop
     */
    public static <T> long add(AtomicLongFieldUpdater<T> updater, T instance, long n) {
        for (; ; ) {
            long current = updater.get(instance);
            if (current == Long.MAX_VALUE) {
                return Long.MAX_VALUE;
            }
            long next = add(current, n);
            if (updater.compareAndSet(instance, current, next)) {
                return current;
            }
        }
    }

    /**
     * Atomically removes {@code n} emitted items from the demand, unless it is unbounded.
     *
     * @return the demand after the subtraction
     */
    public static <T> long produced(AtomicLongFieldUpdater<T> updater, T instance, long n) {
        for (; ; ) {
            long current = updater.get(instance);
            if (current == Long.MAX_VALUE) {
                return Long.MAX_VALUE;
            }
            long next = current - n;
            if (next < 0) {
                Infrastructure.handleDroppedException(
                        new IllegalStateException("More items produced than requested: " + next));
                next = 0;
            }
            if (updater.compareAndSet(instance, current, next)) {
                return next;
            }
        }
    }

    /**
     * Stores {@code subscription} in the slot if it is empty. A slot that was cancelled in the meantime cancels
     * the late subscription; a slot that already holds one cancels the duplicate (rule 2.5).
     *
     * <p>The slot may be typed {@code Object}: an updater on a field typed {@link Flow.Subscription} checks each
     * stored value against that interface, which is slow for a value whose class was last checked against another
     * interface (see {@link io.mutiny.subscription.AbstractMultiSubscriber}); one typed {@code Object} does not.
     *
     * @return {@code true} when the subscription was stored
     */
    public static <T> boolean setIfEmpty(
            AtomicReferenceFieldUpdater<T, ? super Flow.Subscription> updater,
            T instance,
            Flow.Subscription subscription) {
        if (updater.compareAndSet(instance, null, subscription)) {
            return true;
        }
        subscription.cancel();
        return false;
    }

    /** Same as {@link #setIfEmpty(AtomicReferenceFieldUpdater, Object, Flow.Subscription)} for an atomic reference. */
    public static boolean setIfEmpty(AtomicReference<Flow.Subscription> slot, Flow.Subscription subscription) {
        if (slot.compareAndSet(null, subscription)) {
            return true;
        }
        subscription.cancel();
        return false;
    }

    /**
     * Cancels the subscription held in the slot, once: later calls find {@link #CANCELLED} and do nothing.
     *
     * @return {@code true} if this call did the cancellation
     */
    public static <T> boolean cancel(AtomicReferenceFieldUpdater<T, ? super Flow.Subscription> updater, T instance) {
        Object current = updater.get(instance);
        if (current != CANCELLED) {
            current = updater.getAndSet(instance, CANCELLED);
            if (current != CANCELLED) {
                if (current != null) {
                    ((Flow.Subscription) current).cancel();
                }
                return true;
            }
        }
        return false;
    }

    /** Same as {@link #cancel(AtomicReferenceFieldUpdater, Object)} for an atomic reference. */
    public static boolean cancel(AtomicReference<Flow.Subscription> slot) {
        Flow.Subscription current = slot.get();
        if (current != CANCELLED) {
            current = slot.getAndSet(CANCELLED);
            if (current != CANCELLED) {
                if (current != null) {
                    current.cancel();
                }
                return true;
            }
        }
        return false;
    }

    /**
     * The context an inner subscriber forwards upstream: its downstream's, when that one carries a context
     * ({@link ContextSupport}), else a new empty one.
     */
    public static Context contextOf(Object downstream) {
        return downstream instanceof ContextSupport ? ((ContextSupport) downstream).context() : Context.empty();
    }

    /** Signals {@code failure} to a subscriber that has not been given a subscription yet. */
    public static void fail(Flow.Subscriber<?> subscriber, Throwable failure) {
        subscriber.onSubscribe(EMPTY);
        subscriber.onError(failure);
    }

    /** Signals completion to a subscriber that has not been given a subscription yet. */
    public static void complete(Flow.Subscriber<?> subscriber) {
        subscriber.onSubscribe(EMPTY);
        subscriber.onComplete();
    }

    /**
     * Accumulates failures: the first one is kept, later ones are added as suppressed so that nothing is lost.
     *
     * @return the combined failure
     */
    public static Throwable addFailure(Throwable current, Throwable next) {
        if (current == null) {
            return next;
        }
        if (next != null && next != current) {
            current.addSuppressed(next);
        }
        return current;
    }
}
