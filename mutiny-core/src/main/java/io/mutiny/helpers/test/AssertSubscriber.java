package io.mutiny.helpers.test;

public class AssertSubscriber<T>
        implements io.mutiny.subscription.MultiSubscriber<T>, io.mutiny.subscription.ContextSupport {
    public static final java.time.Duration DEFAULT_TIMEOUT = null;
    public static final java.lang.String DEFAULT_MUTINY_AWAIT_TIMEOUT = null;

    public AssertSubscriber(io.mutiny.Context p0, long p1, boolean p2) {}

    public AssertSubscriber(long p0, boolean p1) {}

    public AssertSubscriber() {}

    public AssertSubscriber(long p0) {}

    public static <T> io.mutiny.helpers.test.AssertSubscriber<T> create() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T> io.mutiny.helpers.test.AssertSubscriber<T> create(long p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T> io.mutiny.helpers.test.AssertSubscriber<T> create(io.mutiny.Context p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T> io.mutiny.helpers.test.AssertSubscriber<T> create(io.mutiny.Context p0, long p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Context context() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> assertCompleted() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> assertFailedWith(
            java.lang.Class<? extends java.lang.Throwable> p0, java.lang.String p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> assertFailedWith(
            java.lang.Class<? extends java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> assertHasNotReceivedAnyItem() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> assertSubscribed() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> assertNotSubscribed() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> assertTerminated() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> assertNotTerminated() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public final io.mutiny.helpers.test.AssertSubscriber<T> assertItems(T... p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public T getLastItem() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> assertLastItem(T p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> assertLastItem(
            java.util.function.Predicate<? super T> p0, java.lang.String p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> assertItems(
            java.util.function.Predicate<? super java.util.List<T>> p0, java.lang.String p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> inspectItems(
            java.util.function.Consumer<? super java.util.List<T>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> assertItemCount(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> awaitNextItem() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> awaitNextItem(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> awaitNextItems(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> awaitNextItems(int p0, int p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> awaitNextItems(int p0, java.time.Duration p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> awaitNextItems(int p0, int p1, java.time.Duration p2) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> awaitItems(int p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> awaitItems(int p0, java.time.Duration p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> awaitCompletion() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> awaitCompletion(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> awaitFailure() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> awaitFailure(
            java.util.function.Consumer<java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> awaitFailure(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> awaitFailure(
            java.util.function.Consumer<java.lang.Throwable> p0, java.time.Duration p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> awaitSubscription() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> awaitSubscription(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> cancel() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public synchronized io.mutiny.helpers.test.AssertSubscriber<T> request(long p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public synchronized void onSubscribe(java.util.concurrent.Flow.Subscription p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public synchronized void onItem(T p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onFailure(java.lang.Throwable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onCompletion() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.util.List<T> getItems() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.lang.Throwable getFailure() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.AssertSubscriber<T> run(java.lang.Runnable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public boolean isCancelled() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public boolean hasCompleted() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public record Event() {}

    public interface EventListener extends java.util.function.Consumer<io.mutiny.helpers.test.AssertSubscriber.Event> {}

    public record ItemTask<T>() {}

    public record NextItemTask<T>() {}

    public enum State {
        INIT,
        SUBSCRIBED,
        FAILED,
        CANCELLED,
        COMPLETED;
    }
}
