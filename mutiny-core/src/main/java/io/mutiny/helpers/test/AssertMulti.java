package io.mutiny.helpers.test;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * A step-by-step verifier of a {@link Multi}, for tests: declare the expected items, demand changes and the
 * terminal event in order, then call {@link #verify()}, which subscribes and checks the steps one after the other.
 *
 * <pre>{@code
 * AssertMulti.create(multi)
 *         .withInitialRequest(2)
 *         .expectNext(1, 2)
 *         .thenRequest(1)
 *         .expectNext(3)
 *         .expectComplete()
 *         .verify();
 * }</pre>
 *
 * <p>Item expectations consume the received items in order; a terminal expectation ({@link #expectComplete()},
 * {@code expectFailure(...)}) also fails if items were received and not consumed by an expectation. The last step
 * must be {@link #expectComplete()}, an {@code expectFailure} or {@link #thenCancel()}. Steps cannot be added once
 * {@link #verify()} was called. An instance is not meant to be shared between threads while steps are declared.
 *
 * @param <T> the type of the items
 */
public final class AssertMulti<T> {

    private final Multi<T> multi;
    private final Context context;
    private final List<Step<T>> steps = new ArrayList<>();
    private boolean frozen;
    private long initialRequest = Long.MAX_VALUE;

    private AssertMulti(Multi<T> multi, Context context) {
        this.multi = ParameterValidation.nonNull(multi, "multi");
        this.context = ParameterValidation.nonNull(context, "context");
    }

    /** Starts a verification of {@code multi}, subscribed with an empty context. */
    public static <T> AssertMulti<T> create(Multi<T> multi) {
        return new AssertMulti<>(multi, Context.empty());
    }

    /** Starts a verification of {@code multi}, subscribed with {@code context}. */
    public static <T> AssertMulti<T> create(Multi<T> multi, Context context) {
        return new AssertMulti<>(multi, context);
    }

    /**
     * Sets the demand requested on subscription (unbounded by default); {@code 0} requests nothing, leaving the
     * demand to {@link #thenRequest(long)} steps.
     */
    public AssertMulti<T> withInitialRequest(long request) {
        ensureNotFrozen();
        this.initialRequest = ParameterValidation.positiveOrZero(request, "request");
        return this;
    }

    /** Expects {@code item} as the next item (compared with {@link Objects#equals}). */
    public AssertMulti<T> expectNext(T item) {
        ParameterValidation.nonNull(item, "item");
        return addStep(new Step.ExpectNext<>(List.of(item)));
    }

    /** Expects {@code items} as the next items, in this order (compared with {@link Objects#equals}). */
    @SafeVarargs
    public final AssertMulti<T> expectNext(T... items) {
        ParameterValidation.isNotEmpty(items, "items");
        ParameterValidation.doesNotContainNull(items, "items");
        return addStep(new Step.ExpectNext<>(List.of(items)));
    }

    /** Expects the next item to satisfy {@code predicate}; {@code description} names it in failure messages. */
    public AssertMulti<T> expectNextMatches(Predicate<? super T> predicate, String description) {
        ParameterValidation.nonNull(predicate, "predicate");
        ParameterValidation.nonNull(description, "description");
        return addStep(new Step.ExpectNextMatches<>(predicate, description));
    }

    /** Expects {@code count} more items, whatever they are. */
    public AssertMulti<T> expectNextCount(int count) {
        ParameterValidation.positive(count, "count");
        return addStep(new Step.ExpectNextCount<>(count));
    }

    /** Waits for the next item and passes it to {@code consumer}, which may assert on it (throwing fails the step). */
    public AssertMulti<T> consumeNext(Consumer<? super T> consumer) {
        ParameterValidation.nonNull(consumer, "consumer");
        return addStep(new Step.ConsumeNext<>(consumer));
    }

    /**
     * Waits for the next {@code count} items and passes them, as an unmodifiable list, to {@code consumer}, which
     * may assert on them (throwing fails the step).
     */
    public AssertMulti<T> consumeNextItems(int count, Consumer<? super List<T>> consumer) {
        ParameterValidation.positive(count, "count");
        ParameterValidation.nonNull(consumer, "consumer");
        return addStep(new Step.ConsumeNextItems<>(count, consumer));
    }

    /** Requests {@code n} more items. */
    public AssertMulti<T> thenRequest(long n) {
        ParameterValidation.positive(n, "n");
        return addStep(new Step.ThenRequest<>(n));
    }

    /** Expects the completion, with no item left unconsumed. */
    public AssertMulti<T> expectComplete() {
        return addStep(new Step.ExpectComplete<>());
    }

    /** Expects a failure of any type, with no item left unconsumed. */
    public AssertMulti<T> expectFailure() {
        return addStep(new Step.ExpectFailure<>(failure -> {}));
    }

    /** Expects a failure that is an instance of {@code type}, with no item left unconsumed. */
    public AssertMulti<T> expectFailure(Class<? extends Throwable> type) {
        ParameterValidation.nonNull(type, "type");
        return addStep(new Step.ExpectFailure<>(failure -> checkFailureType(failure, type)));
    }

    /**
     * Expects a failure that is an instance of {@code type} and whose message contains {@code messageSubstring},
     * with no item left unconsumed.
     */
    public AssertMulti<T> expectFailure(Class<? extends Throwable> type, String messageSubstring) {
        ParameterValidation.nonNull(type, "type");
        ParameterValidation.nonNull(messageSubstring, "messageSubstring");
        return addStep(new Step.ExpectFailure<>(failure -> {
            checkFailureType(failure, type);
            String message = failure.getMessage();
            if (message == null || !message.contains(messageSubstring)) {
                throw new AssertionError(
                        "Expected a failure message containing `" + messageSubstring + "`, but received: " + failure,
                        failure);
            }
        }));
    }

    /**
     * Expects a failure and passes it to {@code validator}, which may assert on it (throwing fails the step), with no
     * item left unconsumed.
     */
    public AssertMulti<T> expectFailure(Consumer<Throwable> validator) {
        ParameterValidation.nonNull(validator, "validator");
        return addStep(new Step.ExpectFailure<>(validator));
    }

    /** Cancels the subscription. */
    public AssertMulti<T> thenCancel() {
        return addStep(new Step.ThenCancel<>());
    }

    /** Same as {@link #verify(Duration)} with {@link AssertSubscriber#DEFAULT_TIMEOUT}. */
    public void verify() {
        verify(AssertSubscriber.DEFAULT_TIMEOUT);
    }

    /**
     * Subscribes to the {@code Multi} on the calling thread, with the initial demand, then runs the steps in order
     * on the calling thread; each wait for items or a terminal event lasts at most {@code timeout}. The stream may
     * emit on any thread.
     *
     * @throws AssertionError naming the first step that failed, with the reason
     * @throws IllegalStateException if no step was declared or the last one is not terminal
     */
    public void verify(Duration timeout) {
        ParameterValidation.validate(timeout, "timeout");
        frozen = true;
        validateSteps();
        StepSubscriber<T> subscriber = new StepSubscriber<>(context, initialRequest);
        multi.subscribe().withSubscriber(subscriber);
        int consumed = 0;
        for (int index = 0; index < steps.size(); index++) {
            Step<T> step = steps.get(index);
            try {
                consumed = execute(step, subscriber, consumed, timeout);
                // unlike AssertSubscriber's own assertions, a verification is strict about the protocol
                subscriber.assertNoViolations();
            } catch (AssertionError failure) {
                throw new AssertionError(
                        "Step #" + (index + 1) + " `" + step.description() + "` failed: " + failure.getMessage(),
                        failure);
            }
        }
        // surfaces Reactive Streams violations the steps could not see (e.g. after a cancellation)
        subscriber.assertNoViolations();
    }

    private AssertMulti<T> addStep(Step<T> step) {
        ensureNotFrozen();
        steps.add(step);
        return this;
    }

    private void ensureNotFrozen() {
        if (frozen) {
            throw new IllegalStateException("Cannot change the steps after verify() has been called");
        }
    }

    private void validateSteps() {
        if (steps.isEmpty()) {
            throw new IllegalStateException("No steps defined");
        }
        Step<T> last = steps.get(steps.size() - 1);
        if (!(last instanceof Step.ExpectComplete
                || last instanceof Step.ExpectFailure
                || last instanceof Step.ThenCancel)) {
            throw new IllegalStateException(
                    "The last step must be terminal (expectComplete, expectFailure or thenCancel), not "
                            + last.description());
        }
    }

    /** Runs one step; returns the number of items consumed by the steps so far. */
    private int execute(Step<T> step, StepSubscriber<T> subscriber, int consumed, Duration timeout) {
        if (step instanceof Step.ExpectNext<T> expectNext) {
            List<T> expected = expectNext.expected();
            List<T> received = subscriber.awaitItems(consumed, expected.size(), timeout);
            for (int i = 0; i < expected.size(); i++) {
                if (!Objects.equals(expected.get(i), received.get(i))) {
                    throw new AssertionError("Expected item #" + (consumed + i + 1) + " to be " + expected.get(i)
                            + " but received " + received.get(i));
                }
            }
            return consumed + expected.size();
        }
        if (step instanceof Step.ExpectNextMatches<T> expectNextMatches) {
            T item = subscriber.awaitItems(consumed, 1, timeout).get(0);
            if (!expectNextMatches.predicate().test(item)) {
                throw new AssertionError("Expected item #" + (consumed + 1) + " to match "
                        + expectNextMatches.predicateDescription() + " but received " + item);
            }
            return consumed + 1;
        }
        if (step instanceof Step.ExpectNextCount<T> expectNextCount) {
            subscriber.awaitItems(consumed, expectNextCount.count(), timeout);
            return consumed + expectNextCount.count();
        }
        if (step instanceof Step.ConsumeNext<T> consumeNext) {
            consumeNext
                    .consumer()
                    .accept(subscriber.awaitItems(consumed, 1, timeout).get(0));
            return consumed + 1;
        }
        if (step instanceof Step.ConsumeNextItems<T> consumeNextItems) {
            consumeNextItems.consumer().accept(subscriber.awaitItems(consumed, consumeNextItems.count(), timeout));
            return consumed + consumeNextItems.count();
        }
        if (step instanceof Step.ThenRequest<T> thenRequest) {
            subscriber.request(thenRequest.n());
            return consumed;
        }
        if (step instanceof Step.ExpectComplete) {
            subscriber.awaitCompletion(timeout);
            checkAllItemsConsumed(subscriber, consumed);
            return consumed;
        }
        if (step instanceof Step.ExpectFailure<T> expectFailure) {
            subscriber.awaitFailure(expectFailure.validator(), timeout);
            checkAllItemsConsumed(subscriber, consumed);
            return consumed;
        }
        subscriber.cancel();
        return consumed;
    }

    private static void checkAllItemsConsumed(AssertSubscriber<?> subscriber, int consumed) {
        List<?> items = subscriber.getItems();
        if (items.size() > consumed) {
            throw new AssertionError(
                    "Received unexpected items before the terminal event: " + items.subList(consumed, items.size()));
        }
    }

    private static void checkFailureType(Throwable failure, Class<? extends Throwable> type) {
        if (!type.isInstance(failure)) {
            throw new AssertionError(
                    "Expected a failure of type " + type.getName() + ", but received: " + failure, failure);
        }
    }

    /**
     * An {@link AssertSubscriber} that also wakes up the verifying thread on every item and terminal event, so that
     * it can wait for a given number of items in total.
     */
    private static final class StepSubscriber<T> extends AssertSubscriber<T> {

        private final ReentrantLock lock = new ReentrantLock();
        private final Condition signalled = lock.newCondition();

        StepSubscriber(Context context, long initialRequest) {
            super(context, initialRequest, false);
        }

        @Override
        public void onItem(T item) {
            super.onItem(item);
            wakeUp();
        }

        @Override
        public void onFailure(Throwable failure) {
            super.onFailure(failure);
            wakeUp();
        }

        @Override
        public void onCompletion() {
            super.onCompletion();
            wakeUp();
        }

        private void wakeUp() {
            lock.lock();
            try {
                signalled.signalAll();
            } finally {
                lock.unlock();
            }
        }

        /**
         * Waits, at most {@code timeout}, until {@code count} items follow the first {@code skipped} ones, and returns
         * them; fails if the stream terminates first or the wait times out.
         */
        List<T> awaitItems(int skipped, int count, Duration timeout) {
            int needed = skipped + count;
            long remaining = timeout.toNanos();
            lock.lock();
            try {
                while (getItems().size() < needed && !isTerminated()) {
                    if (remaining <= 0L) {
                        throw new AssertionError("Timed out after " + timeout.toMillis() + " ms waiting for " + count
                                + " item(s); received so far: " + getItems());
                    }
                    remaining = signalled.awaitNanos(remaining);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("Interrupted while waiting for " + count + " item(s)", e);
            } finally {
                lock.unlock();
            }
            List<T> items = getItems();
            if (items.size() < needed) {
                AssertionError error = new AssertionError("Expected " + count + " more item(s), but the stream "
                        + (hasCompleted() ? "completed" : "failed with " + getFailure()) + " after " + items.size()
                        + " item(s): " + items);
                if (getFailure() != null) {
                    error.initCause(getFailure());
                }
                throw error;
            }
            return List.copyOf(items.subList(skipped, needed));
        }

        private boolean isTerminated() {
            return hasCompleted() || getFailure() != null;
        }
    }

    /** One declared step of a verification, described in failure messages. */
    sealed interface Step<T> {

        /** How the step reads in failure messages. */
        String description();

        /** Expects these items next, in order. */
        record ExpectNext<T>(List<T> expected) implements Step<T> {
            @Override
            public String description() {
                return "expectNext(" + expected + ")";
            }
        }

        /** Expects the next item to satisfy the predicate. */
        record ExpectNextMatches<T>(Predicate<? super T> predicate, String predicateDescription) implements Step<T> {
            @Override
            public String description() {
                return "expectNextMatches(" + predicateDescription + ")";
            }
        }

        /** Expects this many items next. */
        record ExpectNextCount<T>(int count) implements Step<T> {
            @Override
            public String description() {
                return "expectNextCount(" + count + ")";
            }
        }

        /** Passes the next item to the consumer. */
        record ConsumeNext<T>(Consumer<? super T> consumer) implements Step<T> {
            @Override
            public String description() {
                return "consumeNext()";
            }
        }

        /** Passes the next items to the consumer. */
        record ConsumeNextItems<T>(int count, Consumer<? super List<T>> consumer) implements Step<T> {
            @Override
            public String description() {
                return "consumeNextItems(" + count + ")";
            }
        }

        /** Requests more items. */
        record ThenRequest<T>(long n) implements Step<T> {
            @Override
            public String description() {
                return "thenRequest(" + n + ")";
            }
        }

        /** Expects the completion. */
        record ExpectComplete<T>() implements Step<T> {
            @Override
            public String description() {
                return "expectComplete()";
            }
        }

        /** Expects a failure, checked by the validator. */
        record ExpectFailure<T>(Consumer<Throwable> validator) implements Step<T> {
            @Override
            public String description() {
                return "expectFailure()";
            }
        }

        /** Cancels the subscription. */
        record ThenCancel<T>() implements Step<T> {
            @Override
            public String description() {
                return "thenCancel()";
            }
        }
    }
}
