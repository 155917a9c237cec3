package io.mutiny.jmh;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;

/**
 * One summing consumer per library, each written against that library's own trusted subscriber type. They request
 * {@code Long.MAX_VALUE} up front, or one item at a time when built with {@code oneByOne}, and hand the sum back
 * once the stream completes (waiting for it when the pipeline is asynchronous).
 */
final class Sinks {

    /** Bounds every wait so that a broken pipeline fails the benchmark instead of hanging the run. */
    private static final long WAIT_SECONDS = 60;

    private Sinks() {}

    /** Sums the items of {@code multi}, requested all at once or, with {@code oneByOne}, one at a time. */
    static long sum(io.mutiny.Multi<? extends Number> multi, boolean oneByOne) {
        return multi.subscribe().withSubscriber(new MutinySum(oneByOne)).result();
    }

    /** Sums the items of {@code multi}, requested all at once or, with {@code oneByOne}, one at a time. */
    static long sum(io.smallrye.mutiny.Multi<? extends Number> multi, boolean oneByOne) {
        return multi.subscribe().withSubscriber(new SmallRyeSum(oneByOne)).result();
    }

    /** Sums the items of a Flux or a Mono, requested all at once or, with {@code oneByOne}, one at a time. */
    static long sum(reactor.core.CorePublisher<? extends Number> publisher, boolean oneByOne) {
        ReactorSum sum = new ReactorSum(oneByOne);
        publisher.subscribe(sum);
        return sum.result();
    }

    /** Sums the items of {@code flowable}, requested all at once or, with {@code oneByOne}, one at a time. */
    static long sum(io.reactivex.rxjava3.core.Flowable<? extends Number> flowable, boolean oneByOne) {
        RxSum sum = new RxSum(oneByOne);
        flowable.subscribe(sum);
        return sum.result();
    }

    /** The item of {@code uni}, as a long. */
    static long sum(io.mutiny.Uni<? extends Number> uni) {
        return uni.subscribe().withSubscriber(new MutinyUniSum()).result();
    }

    /** The item of {@code uni}, as a long. */
    static long sum(io.smallrye.mutiny.Uni<? extends Number> uni) {
        return uni.subscribe().withSubscriber(new SmallRyeUniSum()).result();
    }

    /** The item of {@code single}, as a long. */
    static long sum(io.reactivex.rxjava3.core.Single<? extends Number> single) {
        RxSingleSum sum = new RxSingleSum();
        single.subscribe(sum);
        return sum.result();
    }

    /** The state every consumer shares: the running sum, the terminal signal and the latch releasing the caller. */
    abstract static class Sum {
        private final CountDownLatch terminated = new CountDownLatch(1);
        final boolean oneByOne;
        long sum;
        private Throwable failure;

        Sum(boolean oneByOne) {
            this.oneByOne = oneByOne;
        }

        final long initialRequest() {
            return oneByOne ? 1L : Long.MAX_VALUE;
        }

        final void fail(Throwable t) {
            failure = t;
            terminated.countDown();
        }

        final void complete() {
            terminated.countDown();
        }

        /** Returns the sum once the stream has completed; rethrows its failure. */
        final long result() {
            try {
                if (!terminated.await(WAIT_SECONDS, TimeUnit.SECONDS)) {
                    throw new IllegalStateException("the pipeline did not terminate within " + WAIT_SECONDS + " s");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            if (failure != null) {
                throw new IllegalStateException("the pipeline failed", failure);
            }
            return sum;
        }
    }

    static final class MutinySum extends Sum implements io.mutiny.subscription.MultiSubscriber<Number> {
        private Flow.Subscription upstream;

        MutinySum(boolean oneByOne) {
            super(oneByOne);
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            upstream = subscription;
            subscription.request(initialRequest());
        }

        @Override
        public void onItem(Number item) {
            sum += item.longValue();
            if (oneByOne) {
                upstream.request(1);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            fail(failure);
        }

        @Override
        public void onCompletion() {
            complete();
        }
    }

    static final class SmallRyeSum extends Sum implements io.smallrye.mutiny.subscription.MultiSubscriber<Number> {
        private Flow.Subscription upstream;

        SmallRyeSum(boolean oneByOne) {
            super(oneByOne);
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            upstream = subscription;
            subscription.request(initialRequest());
        }

        @Override
        public void onItem(Number item) {
            sum += item.longValue();
            if (oneByOne) {
                upstream.request(1);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            fail(failure);
        }

        @Override
        public void onCompletion() {
            complete();
        }
    }

    static final class ReactorSum extends Sum implements reactor.core.CoreSubscriber<Number> {
        private org.reactivestreams.Subscription upstream;

        ReactorSum(boolean oneByOne) {
            super(oneByOne);
        }

        @Override
        public void onSubscribe(org.reactivestreams.Subscription subscription) {
            upstream = subscription;
            subscription.request(initialRequest());
        }

        @Override
        public void onNext(Number item) {
            sum += item.longValue();
            if (oneByOne) {
                upstream.request(1);
            }
        }

        @Override
        public void onError(Throwable failure) {
            fail(failure);
        }

        @Override
        public void onComplete() {
            complete();
        }
    }

    static final class RxSum extends Sum implements io.reactivex.rxjava3.core.FlowableSubscriber<Number> {
        private org.reactivestreams.Subscription upstream;

        RxSum(boolean oneByOne) {
            super(oneByOne);
        }

        @Override
        public void onSubscribe(org.reactivestreams.Subscription subscription) {
            upstream = subscription;
            subscription.request(initialRequest());
        }

        @Override
        public void onNext(Number item) {
            sum += item.longValue();
            if (oneByOne) {
                upstream.request(1);
            }
        }

        @Override
        public void onError(Throwable failure) {
            fail(failure);
        }

        @Override
        public void onComplete() {
            complete();
        }
    }

    static final class MutinyUniSum extends Sum implements io.mutiny.subscription.UniSubscriber<Number> {
        MutinyUniSum() {
            super(false);
        }

        @Override
        public void onSubscribe(io.mutiny.subscription.UniSubscription subscription) {}

        @Override
        public void onItem(Number item) {
            sum = item.longValue();
            complete();
        }

        @Override
        public void onFailure(Throwable failure) {
            fail(failure);
        }
    }

    static final class SmallRyeUniSum extends Sum implements io.smallrye.mutiny.subscription.UniSubscriber<Number> {
        SmallRyeUniSum() {
            super(false);
        }

        @Override
        public void onSubscribe(io.smallrye.mutiny.subscription.UniSubscription subscription) {}

        @Override
        public void onItem(Number item) {
            sum = item.longValue();
            complete();
        }

        @Override
        public void onFailure(Throwable failure) {
            fail(failure);
        }
    }

    static final class RxSingleSum extends Sum implements io.reactivex.rxjava3.core.SingleObserver<Number> {
        RxSingleSum() {
            super(false);
        }

        @Override
        public void onSubscribe(io.reactivex.rxjava3.disposables.Disposable d) {}

        @Override
        public void onSuccess(Number item) {
            sum = item.longValue();
            complete();
        }

        @Override
        public void onError(Throwable failure) {
            fail(failure);
        }
    }
}
