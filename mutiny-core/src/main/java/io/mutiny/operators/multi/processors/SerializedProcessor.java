package io.mutiny.operators.multi.processors;

public class SerializedProcessor<I, O> implements java.util.concurrent.Flow.Processor<I, O> {
    protected SerializedProcessor() {}

    public SerializedProcessor(java.util.concurrent.Flow.Processor<I, O> p0) {}

    public void subscribe(java.util.concurrent.Flow.Subscriber<? super O> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onSubscribe(java.util.concurrent.Flow.Subscription p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onNext(I p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onError(java.lang.Throwable p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void onComplete() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void dispatch(java.util.List<java.lang.Object> p0, java.util.concurrent.Flow.Subscriber<I> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public static class CompletionEvent {
        protected CompletionEvent() {}
    }

    public record FailureEvent() {}

    public record ItemEvent<T>() {}

    public record SubscriptionEvent() {}
}
