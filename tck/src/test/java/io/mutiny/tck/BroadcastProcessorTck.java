package io.mutiny.tck;

import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.multi.processors.BroadcastProcessor;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A {@link BroadcastProcessor} does not buffer: an item pushed to a subscriber without demand fails that subscriber
 * ({@code BackPressureFailure}), by design. So it is verified as the publisher it is to its subscribers, fed with
 * {@code onNext} only within the demand its subscriber signalled (the requests still go to the processor's own
 * subscription, which counts them, fails on {@code request(n <= 0)} and handles cancellation); the subscriber side
 * is verified by {@link BroadcastProcessorSubscriberTck}.
 */
@Verifies("`BroadcastProcessor` as a publisher, fed with `onNext` within its subscriber's demand (it does not buffer"
        + " by design); a processor already failed as the failed publisher")
public class BroadcastProcessorTck extends PublisherTck<Long> {

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        BroadcastProcessor<Long> processor = BroadcastProcessor.create();
        return subscriber -> {
            DemandFeeder feeder = new DemandFeeder(processor, elements, subscriber);
            processor.subscribe(feeder);
            feeder.start();
        };
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        BroadcastProcessor<Long> processor = BroadcastProcessor.create();
        processor.onError(new MultiOperatorTck.TckFailure());
        return processor;
    }

    /** Passes the processor's signals to the subscriber, and pushes items into the processor as the subscriber asks. */
    private static final class DemandFeeder implements Flow.Subscriber<Long> {
        private final BroadcastProcessor<Long> processor;
        private final long elements;
        private final Flow.Subscriber<? super Long> downstream;
        private final AtomicLong demand = new AtomicLong();
        private final AtomicInteger wip = new AtomicInteger();
        private volatile boolean cancelled;
        /** Set once the processor registered the subscriber: an item pushed earlier would reach nobody. */
        private volatile boolean started;

        private long fed;

        DemandFeeder(BroadcastProcessor<Long> processor, long elements, Flow.Subscriber<? super Long> downstream) {
            this.processor = processor;
            this.elements = elements;
            this.downstream = downstream;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            downstream.onSubscribe(new Flow.Subscription() {
                @Override
                public void request(long n) {
                    subscription.request(n);
                    if (n > 0) {
                        demand.getAndUpdate(current -> Subscriptions.add(current, n));
                        feed();
                    }
                }

                @Override
                public void cancel() {
                    cancelled = true;
                    subscription.cancel();
                }
            });
        }

        void start() {
            started = true;
            feed();
        }

        private void feed() {
            if (!started || wip.getAndIncrement() != 0) {
                return;
            }
            EXECUTOR.execute(() -> {
                int missed = 1;
                do {
                    while (!cancelled && fed < elements && demand.get() > 0) {
                        processor.onNext(fed++);
                        if (demand.get() != Long.MAX_VALUE) {
                            demand.decrementAndGet();
                        }
                    }
                    if (!cancelled && fed >= elements) {
                        processor.onComplete();
                        return;
                    }
                    missed = wip.addAndGet(-missed);
                } while (missed != 0);
            });
        }

        @Override
        public void onNext(Long item) {
            downstream.onNext(item);
        }

        @Override
        public void onError(Throwable failure) {
            downstream.onError(failure);
        }

        @Override
        public void onComplete() {
            downstream.onComplete();
        }
    }
}
