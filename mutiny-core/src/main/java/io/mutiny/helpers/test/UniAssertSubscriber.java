package io.mutiny.helpers.test;

public class UniAssertSubscriber<T> implements io.mutiny.subscription.UniSubscriber<T> {
    public UniAssertSubscriber(io.mutiny.Context p0, boolean p1) {}

    public UniAssertSubscriber(boolean p0) {}

    public UniAssertSubscriber() {}

    public static <T> io.mutiny.helpers.test.UniAssertSubscriber<T> create() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static <T> io.mutiny.helpers.test.UniAssertSubscriber<T> create(io.mutiny.Context p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.Context context() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public synchronized void onSubscribe(io.mutiny.subscription.UniSubscription p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public synchronized void onItem(T p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public synchronized void onFailure(java.lang.Throwable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.UniAssertSubscriber<T> awaitItem() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.UniAssertSubscriber<T> awaitItem(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.UniAssertSubscriber<T> awaitFailure() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.UniAssertSubscriber<T> awaitFailure(
            java.util.function.Consumer<java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.UniAssertSubscriber<T> awaitFailure(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.UniAssertSubscriber<T> awaitFailure(
            java.util.function.Consumer<java.lang.Throwable> p0, java.time.Duration p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.UniAssertSubscriber<T> awaitSubscription() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.UniAssertSubscriber<T> awaitSubscription(java.time.Duration p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public synchronized io.mutiny.helpers.test.UniAssertSubscriber<T> assertCompleted() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public synchronized io.mutiny.helpers.test.UniAssertSubscriber<T> assertFailed() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public synchronized T getItem() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public synchronized java.lang.Throwable getFailure() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.UniAssertSubscriber<T> assertItem(T p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.UniAssertSubscriber<T> assertItem(
            java.util.function.Predicate<? super T> p0, java.lang.String p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.UniAssertSubscriber<T> assertItemIsNull() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.UniAssertSubscriber<T> inspectItem(java.util.function.Consumer<? super T> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.UniAssertSubscriber<T> assertFailedWith(
            java.lang.Class<? extends java.lang.Throwable> p0, java.lang.String p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.UniAssertSubscriber<T> assertFailedWith(
            java.lang.Class<? extends java.lang.Throwable> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.lang.String getOnItemThreadName() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.lang.String getOnFailureThreadName() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.lang.String getOnSubscribeThreadName() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void cancel() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.UniAssertSubscriber<T> assertTerminated() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.UniAssertSubscriber<T> assertNotTerminated() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.UniAssertSubscriber<T> assertSubscribed() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.UniAssertSubscriber<T> assertNotSubscribed() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public java.util.List<io.mutiny.helpers.test.UniSignal> getSignals() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.helpers.test.UniAssertSubscriber<T> assertSignalsReceivedInOrder() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
