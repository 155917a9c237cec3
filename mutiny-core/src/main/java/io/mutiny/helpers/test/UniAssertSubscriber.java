package io.mutiny.helpers.test;

import io.mutiny.Context;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * A {@link UniSubscriber} for tests: it records every signal it receives (with the name of the thread that
 * delivered it) and offers bounded waits and assertions on the outcome. Failed assertions throw
 * {@link AssertionError}. Waits without an explicit duration time out after 10 seconds.
 *
 * <p>Like Mutiny's, it accepts whatever it receives: the first outcome (item or failure) is kept, later ones are
 * only recorded in {@link #getSignals()}, which {@link #assertSignalsReceivedInOrder()} checks.
 *
 * @param <T> the type of the item
 */
public class UniAssertSubscriber<T> implements UniSubscriber<T> {

    private static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);

    private final Context context;
    private final boolean cancelOnSubscription;
    private final CountDownLatch subscribed = new CountDownLatch(1);
    private final CountDownLatch terminated = new CountDownLatch(1);
    private final List<UniSignal> signals = new CopyOnWriteArrayList<>();

    private volatile UniSubscription subscription;
    private volatile boolean completed;
    private volatile T item;
    private volatile Throwable failure;
    private volatile String onSubscribeThreadName;
    private volatile String onItemThreadName;
    private volatile String onFailureThreadName;

    /**
     * Creates a subscriber with the given context; if {@code cancelled} is {@code true} it cancels its
     * subscription as soon as it receives it.
     */
    public UniAssertSubscriber(Context context, boolean cancelled) {
        this.context = Objects.requireNonNull(context, "context");
        this.cancelOnSubscription = cancelled;
    }

    /** Creates a subscriber with an empty context that cancels at once when {@code cancelled} is {@code true}. */
    public UniAssertSubscriber(boolean cancelled) {
        this(Context.empty(), cancelled);
    }

    /** Creates a subscriber with an empty context. */
    public UniAssertSubscriber() {
        this(Context.empty(), false);
    }

    /** Creates a subscriber with an empty context. */
    public static <T> UniAssertSubscriber<T> create() {
        return new UniAssertSubscriber<>();
    }

    /** Creates a subscriber carrying {@code context}. */
    public static <T> UniAssertSubscriber<T> create(Context context) {
        return new UniAssertSubscriber<>(context, false);
    }

    /** The context given at creation. */
    @Override
    public Context context() {
        return context;
    }

    /** Records the subscription (and cancels it when this subscriber was created cancelled). */
    @Override
    public void onSubscribe(UniSubscription subscription) {
        onSubscribeThreadName = Thread.currentThread().getName();
        signals.add(new OnSubscribeUniSignal(subscription));
        this.subscription = subscription;
        subscribed.countDown();
        if (cancelOnSubscription) {
            cancel();
        }
    }

    /** Records the item and releases the waits; ignored (but recorded as a signal) after a first outcome. */
    @Override
    public synchronized void onItem(T item) {
        signals.add(new OnItemUniSignal<>(item));
        if (terminated.getCount() == 0) {
            return;
        }
        onItemThreadName = Thread.currentThread().getName();
        this.item = item;
        this.completed = true;
        terminated.countDown();
    }

    /** Records the failure and releases the waits; ignored (but recorded as a signal) after a first outcome. */
    @Override
    public synchronized void onFailure(Throwable failure) {
        signals.add(new OnFailureUniSignal(failure));
        if (terminated.getCount() == 0) {
            return;
        }
        onFailureThreadName = Thread.currentThread().getName();
        this.failure = failure;
        terminated.countDown();
    }

    /** Waits (10 s at most) for the item; fails if a failure arrives instead or nothing arrives in time. */
    public UniAssertSubscriber<T> awaitItem() {
        return awaitItem(DEFAULT_TIMEOUT);
    }

    /** Waits ({@code duration} at most) for the item; fails on a failure or a timeout. */
    public UniAssertSubscriber<T> awaitItem(Duration duration) {
        awaitTermination(duration, "an item");
        if (failure != null) {
            throw error("Expected an item, but received a failure: " + failure, failure);
        }
        return this;
    }

    /** Waits (10 s at most) for a failure; fails if an item arrives instead or nothing arrives in time. */
    public UniAssertSubscriber<T> awaitFailure() {
        return awaitFailure(DEFAULT_TIMEOUT);
    }

    /** Waits (10 s at most) for a failure, then passes it to {@code assertion}. */
    public UniAssertSubscriber<T> awaitFailure(Consumer<Throwable> assertion) {
        return awaitFailure(assertion, DEFAULT_TIMEOUT);
    }

    /** Waits ({@code duration} at most) for a failure; fails on an item or a timeout. */
    public UniAssertSubscriber<T> awaitFailure(Duration duration) {
        return awaitFailure(ignored -> {}, duration);
    }

    /** Waits ({@code duration} at most) for a failure, then passes it to {@code assertion}. */
    public UniAssertSubscriber<T> awaitFailure(Consumer<Throwable> assertion, Duration duration) {
        Objects.requireNonNull(assertion, "assertion");
        awaitTermination(duration, "a failure");
        if (failure == null) {
            throw error("Expected a failure, but received the item: " + item, null);
        }
        assertion.accept(failure);
        return this;
    }

    /** Waits (10 s at most) for the subscription. */
    public UniAssertSubscriber<T> awaitSubscription() {
        return awaitSubscription(DEFAULT_TIMEOUT);
    }

    /** Waits ({@code duration} at most) for the subscription. */
    public UniAssertSubscriber<T> awaitSubscription(Duration duration) {
        if (!await(subscribed, duration)) {
            throw error("Expected a subscription within " + asWritten(duration) + ", but none was received", null);
        }
        return this;
    }

    /** Asserts that the item was received (possibly {@code null}) and no failure. */
    public UniAssertSubscriber<T> assertCompleted() {
        if (failure != null) {
            throw error("Expected an item, but received a failure: " + failure, failure);
        }
        if (!completed) {
            throw error("Expected an item, but none was received", null);
        }
        return this;
    }

    /** Asserts that a failure was received. */
    public UniAssertSubscriber<T> assertFailed() {
        if (completed) {
            throw error("Expected a failure, but received the item: " + item, null);
        }
        if (failure == null) {
            throw error("Expected a failure, but none was received", null);
        }
        return this;
    }

    /** The item received, or {@code null} if none (or a {@code null} item) was received. */
    public T getItem() {
        return item;
    }

    /** The failure received, or {@code null}. */
    public Throwable getFailure() {
        return failure;
    }

    /** Asserts that the item was received and equals {@code expected}. */
    public UniAssertSubscriber<T> assertItem(T expected) {
        assertCompleted();
        if (!Objects.equals(item, expected)) {
            throw error("Expected the item <" + expected + "> but received <" + item + ">", null);
        }
        return this;
    }

    /** Asserts that the item was received and matches {@code predicate}, described by {@code description}. */
    public UniAssertSubscriber<T> assertItem(Predicate<? super T> predicate, String description) {
        Objects.requireNonNull(predicate, "predicate");
        assertCompleted();
        if (!predicate.test(item)) {
            throw error("Expected the item <" + item + "> to match: " + description, null);
        }
        return this;
    }

    /** Asserts that a {@code null} item was received. */
    public UniAssertSubscriber<T> assertItemIsNull() {
        return assertItem((T) null);
    }

    /** Asserts that the item was received, then passes it to {@code inspector}. */
    public UniAssertSubscriber<T> inspectItem(Consumer<? super T> inspector) {
        Objects.requireNonNull(inspector, "inspector");
        assertCompleted();
        inspector.accept(item);
        return this;
    }

    /**
     * Asserts that a failure of type {@code expectedType} was received and that its message contains
     * {@code expectedMessage} (when not {@code null}).
     */
    public UniAssertSubscriber<T> assertFailedWith(Class<? extends Throwable> expectedType, String expectedMessage) {
        assertFailedWith(expectedType);
        if (expectedMessage != null) {
            String message = failure.getMessage();
            if (message == null || !message.contains(expectedMessage)) {
                throw error(
                        "Expected a failure whose message contains <" + expectedMessage + "> but the message was <"
                                + message + ">",
                        failure);
            }
        }
        return this;
    }

    /** Asserts that a failure of type {@code expectedType} (or a subtype) was received. */
    public UniAssertSubscriber<T> assertFailedWith(Class<? extends Throwable> expectedType) {
        Objects.requireNonNull(expectedType, "expectedType");
        assertFailed();
        if (!expectedType.isInstance(failure)) {
            throw error("Expected a failure of type " + expectedType.getName() + " but received " + failure, failure);
        }
        return this;
    }

    /** The name of the thread that delivered the item, or {@code null}. */
    public String getOnItemThreadName() {
        return onItemThreadName;
    }

    /** The name of the thread that delivered the failure, or {@code null}. */
    public String getOnFailureThreadName() {
        return onFailureThreadName;
    }

    /** The name of the thread that delivered the subscription, or {@code null}. */
    public String getOnSubscribeThreadName() {
        return onSubscribeThreadName;
    }

    /** Cancels the subscription (if received) and records the cancellation. */
    public void cancel() {
        signals.add(new OnCancellationUniSignal());
        UniSubscription current = subscription;
        if (current != null) {
            current.cancel();
        }
    }

    /** Asserts that an item or a failure was received. */
    public UniAssertSubscriber<T> assertTerminated() {
        if (terminated.getCount() != 0) {
            throw error("Expected an item or a failure, but none was received", null);
        }
        return this;
    }

    /** Asserts that neither an item nor a failure was received. */
    public UniAssertSubscriber<T> assertNotTerminated() {
        if (terminated.getCount() == 0) {
            throw error("Expected no outcome, but received " + (failure != null ? failure : "the item " + item), null);
        }
        return this;
    }

    /** Asserts that the subscription was received. */
    public UniAssertSubscriber<T> assertSubscribed() {
        if (subscription == null) {
            throw error("Expected a subscription, but none was received", null);
        }
        return this;
    }

    /** Asserts that no subscription was received. */
    public UniAssertSubscriber<T> assertNotSubscribed() {
        if (subscription != null) {
            throw error("Expected no subscription, but one was received", null);
        }
        return this;
    }

    /** A snapshot of the signals received so far, in order. */
    public List<UniSignal> getSignals() {
        return new ArrayList<>(signals);
    }

    /**
     * Asserts that the signals respect the {@code Uni} protocol: one subscription first (or a cancellation, made before
     * the subscription arrived), then at most one outcome (item or failure). An outcome after a cancellation is
     * allowed: it may have raced with the cancellation.
     */
    public UniAssertSubscriber<T> assertSignalsReceivedInOrder() {
        List<UniSignal> received = getSignals();
        if (received.isEmpty()) {
            return this;
        }
        if (!(received.get(0) instanceof OnSubscribeUniSignal)
                && !(received.get(0) instanceof OnCancellationUniSignal)) {
            throw error("Expected the subscription (or a cancellation) as the first signal, but got " + received, null);
        }
        boolean subscribed = false;
        boolean outcome = false;
        for (UniSignal signal : received) {
            if (signal instanceof OnSubscribeUniSignal) {
                if (subscribed) {
                    throw error("Received more than one subscription: " + received, null);
                }
                subscribed = true;
            } else if (!(signal instanceof OnCancellationUniSignal)) {
                if (outcome) {
                    throw error("Received more than one outcome: " + received, null);
                }
                outcome = true;
            }
        }
        return this;
    }

    private void awaitTermination(Duration duration, String expected) {
        Objects.requireNonNull(duration, "duration");
        if (!await(terminated, duration)) {
            throw error("Expected " + expected + " within " + asWritten(duration) + ", but nothing was received", null);
        }
    }

    /** A duration as a test writes it, in milliseconds. */
    private static String asWritten(Duration duration) {
        return duration.toMillis() + " ms";
    }

    private static boolean await(CountDownLatch latch, Duration duration) {
        try {
            return latch.await(duration.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("Interrupted while waiting", e);
        }
    }

    private static AssertionError error(String message, Throwable cause) {
        return new AssertionError(message, cause);
    }
}
