package io.mutiny.helpers.test;

import io.mutiny.Context;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.subscription.AbstractMultiSubscriber;
import io.mutiny.subscription.ContextSupport;
import io.mutiny.subscription.MultiSubscriber;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * A {@link MultiSubscriber} for tests: it records what it receives, lets the test drive the demand and cancellation,
 * offers bounded waits ({@code await...}) and assertions ({@code assert...}) that throw {@link AssertionError}.
 *
 * <p>Like Mutiny's, it accepts what it receives: items beyond its demand, items after a terminal signal, items
 * before the subscription. It also records these Reactive Streams protocol violations (as far as a subscriber can
 * see them), but only {@link #assertNoViolations()} checks them: the other assertions and the waits ignore them. The
 * first terminal signal wins: a later one is only recorded as a violation. As a compliant subscriber, it cancels a
 * second subscription (rule 2.5) and rejects a {@code null} item with a {@link NullPointerException} (rule 2.13),
 * both also recorded as violations.
 *
 * <p>It is thread-safe: signals may arrive on any thread while the test thread asserts and waits.
 *
 * @param <T> the type of the items
 */
public class AssertSubscriber<T> extends AbstractMultiSubscriber<T> implements ContextSupport {

    /**
     * How long the {@code await...} methods without an explicit duration wait. Initialised from the system property
     * named by {@link #DEFAULT_MUTINY_AWAIT_TIMEOUT} (milliseconds), 10 seconds otherwise.
     */
    public static Duration DEFAULT_TIMEOUT = Duration.ofMillis(Long.getLong("mutiny.test.await.timeout", 10_000L));

    /** The system property (milliseconds) that sets {@link #DEFAULT_TIMEOUT}. */
    public static final String DEFAULT_MUTINY_AWAIT_TIMEOUT = "mutiny.test.await.timeout";

    private final Context context;
    private final boolean cancelOnSubscription;
    private final AtomicReference<Flow.Subscription> upstream = new AtomicReference<>();
    private final List<EventListener> listeners = new CopyOnWriteArrayList<>();
    /** Guards the fields below: signals and test-thread reads may happen on different threads. */
    private final ReentrantLock lock = new ReentrantLock();

    private final List<T> items = new ArrayList<>();
    private final List<String> violations = new ArrayList<>();
    private State state = State.INIT;
    private Throwable failure;
    private boolean cancelled;
    private int subscriptions;
    /** Demand requested before the subscription arrived, forwarded in {@link #onSubscribe}. */
    private long pendingRequest;
    /** Demand signalled upstream and not yet satisfied: the subscriber's view of what it may receive. */
    private long outstanding;

    /**
     * Creates a subscriber with the given context, that requests {@code requested} items on subscription (if
     * positive) and cancels at once on subscription if {@code cancelled} is {@code true}.
     */
    public AssertSubscriber(Context context, long requested, boolean cancelled) {
        this.context = context == null ? Context.empty() : context;
        this.pendingRequest = requested;
        this.cancelOnSubscription = cancelled;
    }

    /**
     * Creates a subscriber that requests {@code requested} items on subscription (if positive) and cancels at once on
     * subscription if {@code cancelled} is {@code true}.
     */
    public AssertSubscriber(long requested, boolean cancelled) {
        this(Context.empty(), requested, cancelled);
    }

    /** Creates a subscriber that requests nothing on subscription. */
    public AssertSubscriber() {
        this(Context.empty(), 0L, false);
    }

    /** Creates a subscriber that requests {@code requested} items on subscription (if positive). */
    public AssertSubscriber(long requested) {
        this(Context.empty(), requested, false);
    }

    /** Creates a subscriber that requests nothing on subscription. */
    public static <T> AssertSubscriber<T> create() {
        return new AssertSubscriber<>();
    }

    /** Creates a subscriber that requests {@code requested} items on subscription ({@code Long.MAX_VALUE}: all). */
    public static <T> AssertSubscriber<T> create(long requested) {
        return new AssertSubscriber<>(requested);
    }

    /** Creates a subscriber with the given context, that requests nothing on subscription. */
    public static <T> AssertSubscriber<T> create(Context context) {
        return new AssertSubscriber<>(context, 0L, false);
    }

    /** Creates a subscriber with the given context, that requests {@code requested} items on subscription. */
    public static <T> AssertSubscriber<T> create(Context context, long requested) {
        return new AssertSubscriber<>(context, requested, false);
    }

    /** The context this subscriber exposes upstream. */
    @Override
    public Context context() {
        return context;
    }

    // ---------------------------------------------------------------- signals

    /**
     * Stores the subscription, then cancels it if this subscriber was created cancelled or cancelled before, or
     * requests the demand given at creation or requested before. A second subscription is cancelled (rule 2.5) and
     * recorded as a violation.
     */
    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        if (subscription == null) {
            recordViolation("onSubscribe(null) (rule 2.13)");
            throw new NullPointerException("onSubscribe(null) (rule 2.13)");
        }
        Flow.Subscription previous = upstream.compareAndExchange(null, subscription);
        long toRequest = 0L;
        lock.lock();
        try {
            subscriptions++;
            if (state == State.INIT) {
                state = State.SUBSCRIBED;
            }
            if (subscriptions > 1) {
                violations.add("onSubscribe called more than once (rule 2.5)");
            } else if (previous == null && !cancelOnSubscription && pendingRequest > 0) {
                toRequest = pendingRequest;
                outstanding = Subscriptions.add(outstanding, toRequest);
            }
            pendingRequest = 0L;
        } finally {
            lock.unlock();
        }
        if (previous != null) {
            // either cancelled before the subscription arrived, or a second subscription (rule 2.5)
            subscription.cancel();
            return;
        }
        notifyListeners(null);
        if (cancelOnSubscription) {
            cancel();
        } else if (toRequest > 0) {
            subscription.request(toRequest);
        }
    }

    /**
     * Records the item; an item beyond the demand, after a terminal signal or before the subscription is recorded as
     * a violation too. A {@code null} item is recorded as a violation and rejected with a
     * {@link NullPointerException} (rule 2.13).
     */
    @Override
    public void onItem(T item) {
        if (item == null) {
            recordViolation("onItem(null) (rule 2.13)");
            throw new NullPointerException("onItem(null) (rule 2.13)");
        }
        lock.lock();
        try {
            if (subscriptions == 0) {
                violations.add("onItem(" + item + ") before onSubscribe (rule 1.9)");
            }
            if (isTerminal(state)) {
                violations.add("onItem(" + item + ") after the terminal state " + state + " (rule 1.7)");
            }
            if (outstanding == 0L) {
                violations.add(
                        "onItem(" + item + ") beyond the requested demand (rule 1.1), item #" + (items.size() + 1));
            } else if (outstanding != Long.MAX_VALUE) {
                outstanding--;
            }
            items.add(item);
        } finally {
            lock.unlock();
        }
        notifyListeners(new Event(item, null, false, false));
    }

    /** Records the failure; a second terminal signal is a violation. */
    @Override
    public void onFailure(Throwable failure) {
        lock.lock();
        try {
            if (isTerminal(state)) {
                violations.add("onFailure(" + failure + ") after the terminal state " + state + " (rule 1.7)");
                return;
            }
            if (failure == null) {
                violations.add("onFailure(null) (rule 2.13)");
            }
            this.failure = failure;
            state = State.FAILED;
        } finally {
            lock.unlock();
        }
        notifyListeners(new Event(null, failure, false, false));
    }

    /** Records the completion; a second terminal signal is a violation. */
    @Override
    public void onCompletion() {
        lock.lock();
        try {
            if (isTerminal(state)) {
                violations.add("onCompletion() after the terminal state " + state + " (rule 1.7)");
                return;
            }
            state = State.COMPLETED;
        } finally {
            lock.unlock();
        }
        notifyListeners(new Event(null, null, true, false));
    }

    // ---------------------------------------------------------------- driving

    /**
     * Requests {@code n} more items upstream, or remembers them until the subscription arrives. Non-positive values
     * are passed through unchanged, to test rule 3.9.
     */
    public AssertSubscriber<T> request(long n) {
        Flow.Subscription subscription;
        lock.lock();
        try {
            subscription = upstream.get();
            if (subscription == null) {
                pendingRequest = Subscriptions.add(pendingRequest, Math.max(n, 0L));
                return this;
            }
            if (n > 0) {
                outstanding = Subscriptions.add(outstanding, n);
            }
        } finally {
            lock.unlock();
        }
        subscription.request(n);
        return this;
    }

    /** Cancels the subscription (at once, or as soon as it arrives). Idempotent. */
    public AssertSubscriber<T> cancel() {
        lock.lock();
        try {
            if (cancelled) {
                return this;
            }
            cancelled = true;
            if (!isTerminal(state)) {
                state = State.CANCELLED;
            }
        } finally {
            lock.unlock();
        }
        Flow.Subscription current = upstream.compareAndExchange(null, Subscriptions.CANCELLED);
        if (current != null) {
            current.cancel();
        }
        notifyListeners(new Event(null, null, false, true));
        return this;
    }

    /** Runs {@code action} on the calling thread (to interleave actions in a fluent test), then returns this. */
    public AssertSubscriber<T> run(Runnable action) {
        Objects.requireNonNull(action, "action").run();
        return this;
    }

    // ---------------------------------------------------------------- state

    /** A copy of the items received so far, in order. */
    public List<T> getItems() {
        lock.lock();
        try {
            return new ArrayList<>(items);
        } finally {
            lock.unlock();
        }
    }

    /** The last item received, or {@code null} if none. */
    public T getLastItem() {
        lock.lock();
        try {
            return items.isEmpty() ? null : items.get(items.size() - 1);
        } finally {
            lock.unlock();
        }
    }

    /** The failure received, or {@code null} if none. */
    public Throwable getFailure() {
        lock.lock();
        try {
            return failure;
        } finally {
            lock.unlock();
        }
    }

    /** {@code true} once this subscriber cancelled its subscription. */
    public boolean isCancelled() {
        lock.lock();
        try {
            return cancelled;
        } finally {
            lock.unlock();
        }
    }

    /** {@code true} once the completion signal was received. */
    public boolean hasCompleted() {
        lock.lock();
        try {
            return state == State.COMPLETED;
        } finally {
            lock.unlock();
        }
    }

    // ---------------------------------------------------------------- assertions

    /**
     * Asserts that none of the Reactive Streams protocol violations this subscriber can see was recorded: an item
     * beyond the demand, a signal after a terminal signal, a second subscription, an item before the subscription, a
     * {@code null} item. Not part of Mutiny's {@code AssertSubscriber}: the other assertions accept all that, as
     * Mutiny's do.
     */
    public AssertSubscriber<T> assertNoViolations() {
        lock.lock();
        try {
            if (!violations.isEmpty()) {
                throw new AssertionError("Reactive Streams protocol violations: " + violations);
            }
        } finally {
            lock.unlock();
        }
        return this;
    }

    /** Asserts that the stream completed (and did not fail). */
    public AssertSubscriber<T> assertCompleted() {
        return check(() -> {
            if (state == State.FAILED) {
                return "Expected a completion event, but received the failure: " + failure;
            }
            return state == State.COMPLETED ? null : "Expected a completion event, but none was received; " + facts();
        });
    }

    /** Asserts that the stream failed with a failure of type {@code expectedType} whose message contains text. */
    public AssertSubscriber<T> assertFailedWith(Class<? extends Throwable> expectedType, String expectedMessage) {
        return check(() -> failureMismatch(expectedType, expectedMessage));
    }

    /** Asserts that the stream failed with a failure of type {@code expectedType}. */
    public AssertSubscriber<T> assertFailedWith(Class<? extends Throwable> expectedType) {
        return assertFailedWith(expectedType, null);
    }

    /** Asserts that no item was received. */
    public AssertSubscriber<T> assertHasNotReceivedAnyItem() {
        return check(() -> items.isEmpty() ? null : "Expected no item, but received " + countOf(items) + ": " + items);
    }

    /** Asserts that a subscription was received. */
    public AssertSubscriber<T> assertSubscribed() {
        return check(() -> subscriptions > 0 ? null : "Expected a subscription, but none was received");
    }

    /** Asserts that no subscription was received. */
    public AssertSubscriber<T> assertNotSubscribed() {
        return check(() -> subscriptions == 0
                ? null
                : "Expected no subscription, but received " + subscriptions + " subscription(s)");
    }

    /** Asserts that the stream completed or failed. */
    public AssertSubscriber<T> assertTerminated() {
        return check(() -> isTerminal(state)
                ? null
                : "Expected a terminal event (a completion or a failure), but none was received; " + facts());
    }

    /** Asserts that the stream neither completed nor failed. */
    public AssertSubscriber<T> assertNotTerminated() {
        return check(() -> {
            if (state == State.FAILED) {
                return "Expected no terminal event, but received the failure: " + failure;
            }
            return state == State.COMPLETED ? "Expected no terminal event, but received a completion event" : null;
        });
    }

    /** Asserts that exactly {@code expected} were received, in this order. */
    @SafeVarargs
    public final AssertSubscriber<T> assertItems(T... expected) {
        List<T> wanted = Arrays.asList(expected);
        return check(() -> items.equals(wanted)
                ? null
                : "Expected the items " + wanted + ", but received " + items + ": " + differences(wanted, items));
    }

    /** Asserts that the last item received equals {@code expected}. */
    public AssertSubscriber<T> assertLastItem(T expected) {
        return check(() -> {
            if (items.isEmpty()) {
                return "Expected the last item to be " + expected + ", but no items were received";
            }
            T last = items.get(items.size() - 1);
            return Objects.equals(last, expected)
                    ? null
                    : "Expected the last item to be " + expected + ", but was " + last;
        });
    }

    /** Asserts that the last item received matches {@code predicate}, described by {@code description}. */
    public AssertSubscriber<T> assertLastItem(Predicate<? super T> predicate, String description) {
        Objects.requireNonNull(predicate, "predicate");
        return check(() -> {
            if (items.isEmpty()) {
                return "Expected the last item to be " + description + ", but no items were received";
            }
            T last = items.get(items.size() - 1);
            return predicate.test(last) ? null : "Expected the last item to be " + description + ", but was " + last;
        });
    }

    /** Asserts that the list of items received matches {@code predicate}, described by {@code description}. */
    public AssertSubscriber<T> assertItems(Predicate<? super List<T>> predicate, String description) {
        Objects.requireNonNull(predicate, "predicate");
        return check(() -> predicate.test(new ArrayList<>(items))
                ? null
                : "Expected the items to be " + description + ", but received " + items);
    }

    /** Passes a copy of the items received to {@code inspector} (e.g. AssertJ assertions). */
    public AssertSubscriber<T> inspectItems(Consumer<? super List<T>> inspector) {
        Objects.requireNonNull(inspector, "inspector");
        inspector.accept(getItems());
        return this;
    }

    /** Asserts that exactly {@code expected} items were received. */
    public AssertSubscriber<T> assertItemCount(int expected) {
        return check(() -> items.size() == expected
                ? null
                : "Expected " + expected + " items, but received " + items.size() + ": " + items);
    }

    // ---------------------------------------------------------------- waits

    /** Requests one item and waits, at most {@link #DEFAULT_TIMEOUT}, until it arrives. */
    public AssertSubscriber<T> awaitNextItem() {
        return awaitNextItems(1, 1, DEFAULT_TIMEOUT);
    }

    /** Requests one item and waits, at most {@code timeout}, until it arrives. */
    public AssertSubscriber<T> awaitNextItem(Duration timeout) {
        return awaitNextItems(1, 1, timeout);
    }

    /** Requests {@code number} items and waits, at most {@link #DEFAULT_TIMEOUT}, until they arrive. */
    public AssertSubscriber<T> awaitNextItems(int number) {
        return awaitNextItems(number, number, DEFAULT_TIMEOUT);
    }

    /** Requests {@code request} items and waits, at most {@link #DEFAULT_TIMEOUT}, for {@code number} more items. */
    public AssertSubscriber<T> awaitNextItems(int number, int request) {
        return awaitNextItems(number, request, DEFAULT_TIMEOUT);
    }

    /** Requests {@code number} items and waits, at most {@code timeout}, until they arrive. */
    public AssertSubscriber<T> awaitNextItems(int number, Duration timeout) {
        return awaitNextItems(number, number, timeout);
    }

    /**
     * Requests {@code request} items (if positive) and waits, at most {@code timeout}, until at least {@code number}
     * more items than before the call arrived. Fails if the stream terminates first.
     */
    public AssertSubscriber<T> awaitNextItems(int number, int request, Duration timeout) {
        checkWaitArguments(number, timeout);
        int expected;
        lock.lock();
        try {
            expected = items.size() + number;
        } finally {
            lock.unlock();
        }
        if (request > 0) {
            request(request);
        }
        return awaitItemCount(expected, false, timeout, "Expected " + number + " more item(s)");
    }

    /** Waits, at most {@link #DEFAULT_TIMEOUT}, until {@code number} items in total were received. */
    public AssertSubscriber<T> awaitItems(int number) {
        return awaitItems(number, DEFAULT_TIMEOUT);
    }

    /**
     * Waits, at most {@code timeout}, until {@code number} items in total were received. Fails if the stream
     * terminates first, or if more than {@code number} items were received.
     */
    public AssertSubscriber<T> awaitItems(int number, Duration timeout) {
        checkWaitArguments(number, timeout);
        return awaitItemCount(number, true, timeout, "Expected " + number + " item(s)");
    }

    /** Waits, at most {@link #DEFAULT_TIMEOUT}, for the completion; fails if the stream fails instead. */
    public AssertSubscriber<T> awaitCompletion() {
        return awaitCompletion(DEFAULT_TIMEOUT);
    }

    /** Waits, at most {@code timeout}, for the completion; fails if the stream fails instead. */
    public AssertSubscriber<T> awaitCompletion(Duration timeout) {
        awaitCondition(() -> isTerminal(state) || cancelled, timeout, "a completion event");
        if (cancelled && !isTerminal(state)) {
            throw new AssertionError("Expected a completion event, but the subscriber cancelled; " + facts());
        }
        return assertCompleted();
    }

    /** Waits, at most {@link #DEFAULT_TIMEOUT}, for a failure; fails if the stream completes instead. */
    public AssertSubscriber<T> awaitFailure() {
        return awaitFailure(failure -> {}, DEFAULT_TIMEOUT);
    }

    /** Waits, at most {@link #DEFAULT_TIMEOUT}, for a failure, then passes it to {@code assertion}. */
    public AssertSubscriber<T> awaitFailure(Consumer<Throwable> assertion) {
        return awaitFailure(assertion, DEFAULT_TIMEOUT);
    }

    /** Waits, at most {@code timeout}, for a failure; fails if the stream completes instead. */
    public AssertSubscriber<T> awaitFailure(Duration timeout) {
        return awaitFailure(failure -> {}, timeout);
    }

    /**
     * Waits, at most {@code timeout}, for a failure, then passes it to {@code assertion}; fails if the stream
     * completes instead, or with an {@link AssertionError} naming the failure if {@code assertion} throws.
     */
    public AssertSubscriber<T> awaitFailure(Consumer<Throwable> assertion, Duration timeout) {
        Objects.requireNonNull(assertion, "assertion");
        awaitCondition(() -> isTerminal(state) || cancelled, timeout, "a failure event");
        check(() -> {
            if (state == State.COMPLETED) {
                return "Expected a failure event, but received a completion event; " + facts();
            }
            return state == State.FAILED ? null : "Expected a failure event, but the subscriber cancelled; " + facts();
        });
        Throwable received = getFailure();
        try {
            assertion.accept(received);
        } catch (AssertionError | RuntimeException invalid) {
            throw new AssertionError(
                    "The failure received (" + received + ") did not pass the validation: " + invalid, invalid);
        }
        return this;
    }

    /** Waits, at most {@link #DEFAULT_TIMEOUT}, for the subscription. */
    public AssertSubscriber<T> awaitSubscription() {
        return awaitSubscription(DEFAULT_TIMEOUT);
    }

    /** Waits, at most {@code timeout}, for the subscription. */
    public AssertSubscriber<T> awaitSubscription(Duration timeout) {
        awaitCondition(() -> subscriptions > 0, timeout, "a subscription");
        return this;
    }

    // ---------------------------------------------------------------- internals

    private static boolean isTerminal(State state) {
        return state == State.COMPLETED || state == State.FAILED;
    }

    private static void checkWaitArguments(int number, Duration timeout) {
        if (number <= 0) {
            throw new IllegalArgumentException("`number` must be greater than zero");
        }
        Objects.requireNonNull(timeout, "timeout");
    }

    private static String countOf(List<?> received) {
        return received.size() + (received.size() == 1 ? " item" : " items");
    }

    /** What was received so far, for the assertion messages; called under the lock. */
    private String facts() {
        String received = items.isEmpty() ? "no items received" : "received " + countOf(items) + ": " + items;
        return received + (cancelled ? ", cancelled" : "") + (subscriptions == 0 ? ", no subscription" : "");
    }

    /** Where {@code received} departs from {@code wanted}: the first differing item, the missing or extra ones. */
    private static String differences(List<?> wanted, List<?> received) {
        int common = Math.min(wanted.size(), received.size());
        for (int i = 0; i < common; i++) {
            if (!Objects.equals(wanted.get(i), received.get(i))) {
                return "item #" + (i + 1) + " is " + received.get(i) + " instead of " + wanted.get(i);
            }
        }
        if (wanted.size() > received.size()) {
            return "missing " + countOf(wanted.subList(common, wanted.size())) + ": "
                    + wanted.subList(common, wanted.size());
        }
        return "unexpected " + countOf(received.subList(common, received.size())) + ": "
                + received.subList(common, received.size());
    }

    /** A duration as a test writes it, in milliseconds. */
    private static String asWritten(Duration duration) {
        return duration.toMillis() + " ms";
    }

    private void recordViolation(String violation) {
        lock.lock();
        try {
            violations.add(violation);
        } finally {
            lock.unlock();
        }
    }

    private String failureMismatch(Class<? extends Throwable> expectedType, String expectedMessage) {
        if (state == State.COMPLETED) {
            return "Expected a failure of type " + expectedType.getName() + ", but received a completion event";
        }
        if (state != State.FAILED) {
            return "Expected a failure of type " + expectedType.getName()
                    + ", but received neither a failure nor a completion; " + facts();
        }
        if (!expectedType.isInstance(failure)) {
            return "Expected a failure of type " + expectedType.getName() + ", but received " + failure;
        }
        if (expectedMessage != null
                && (failure.getMessage() == null || !failure.getMessage().contains(expectedMessage))) {
            return "Expected a failure whose message contains `" + expectedMessage + "`, but the message was `"
                    + failure.getMessage() + "` (" + failure + ")";
        }
        return null;
    }

    /**
     * Evaluates {@code mismatch} under the lock: it returns {@code null} when the expectation holds, or a description
     * of what differs, thrown as an {@link AssertionError} (caused by the failure received, if any).
     */
    private AssertSubscriber<T> check(java.util.function.Supplier<String> mismatch) {
        String problem;
        lock.lock();
        try {
            problem = mismatch.get();
        } finally {
            lock.unlock();
        }
        if (problem != null) {
            AssertionError error = new AssertionError(problem);
            Throwable received = getFailure();
            if (received != null) {
                error.initCause(received);
            }
            throw error;
        }
        return this;
    }

    /** Waits for {@code expected} items in total; with {@code exact}, receiving more is a failure too. */
    private AssertSubscriber<T> awaitItemCount(int expected, boolean exact, Duration timeout, String expectation) {
        awaitCondition(
                () -> items.size() >= expected || isTerminal(state) || cancelled,
                timeout,
                expectation.substring("Expected ".length()));
        return check(() -> {
            if (items.size() == expected || (!exact && items.size() > expected)) {
                return null;
            }
            if (items.size() > expected) {
                return expectation + ", but already received " + items.size() + ": " + items;
            }
            String reason = state == State.FAILED
                    ? "the failure " + failure
                    : (cancelled ? "the cancellation" : "a completion event");
            return expectation + ", but received " + reason + " while waiting; " + facts();
        });
    }

    /** Blocks until {@code awaitedCondition} (evaluated under the lock) holds; throws an AssertionError on timeout. */
    private void awaitCondition(BooleanSupplier awaitedCondition, Duration timeout, String awaited) {
        Objects.requireNonNull(timeout, "timeout");
        CompletableFuture<Void> reached = new CompletableFuture<>();
        EventListener listener = event -> {
            if (holds(awaitedCondition)) {
                reached.complete(null);
            }
        };
        listeners.add(listener);
        try {
            if (holds(awaitedCondition)) {
                return;
            }
            reached.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            lock.lock();
            try {
                throw new AssertionError("Expected " + awaited + " within " + asWritten(timeout) + ", but timed out; "
                        + facts() + " (state: " + state + ")");
            } finally {
                lock.unlock();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("Interrupted while waiting for " + awaited, e);
        } catch (ExecutionException e) {
            throw new AssertionError("Unexpected failure while waiting for " + awaited, e.getCause());
        } finally {
            listeners.remove(listener);
        }
    }

    private boolean holds(BooleanSupplier condition) {
        lock.lock();
        try {
            return condition.getAsBoolean();
        } finally {
            lock.unlock();
        }
    }

    private void notifyListeners(Event event) {
        for (EventListener listener : listeners) {
            listener.accept(event);
        }
    }

    /**
     * A signal this subscriber received (or its own cancellation), passed to the waiting {@link EventListener}s. The
     * subscription event is {@code null}.
     */
    record Event(Object item, Throwable failure, boolean completion, boolean cancellation) {
        public boolean isItem() {
            return !completion && !cancellation && failure == null;
        }

        public boolean isFailure() {
            return failure != null;
        }
    }

    /** Notified of every signal, on the thread that delivered it. */
    interface EventListener extends Consumer<Event> {}

    /** The lifecycle of the subscriber. */
    public enum State {
        /** Not subscribed yet. */
        INIT,
        /** Subscribed, not terminated. */
        SUBSCRIBED,
        /** Received a failure. */
        FAILED,
        /** Cancelled its subscription. */
        CANCELLED,
        /** Received the completion. */
        COMPLETED;
    }
}
