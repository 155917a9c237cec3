package io.mutiny.tck;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertNull;

import io.mutiny.Multi;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.LongStream;
import org.reactivestreams.tck.TestEnvironment;
import org.reactivestreams.tck.flow.FlowPublisherVerification;

/**
 * The base of every publisher verification: the TCK's timeouts come from the environment
 * ({@code DEFAULT_TIMEOUT_MILLIS}, set by the module's Surefire configuration for a loaded 2-core machine).
 */
public abstract class PublisherTck<T> extends FlowPublisherVerification<T> {

    /** The executor of the thread-hopping operators under test; daemon threads, shared by all verifications. */
    protected static final ExecutorService EXECUTOR = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "tck-worker");
        thread.setDaemon(true);
        return thread;
    });

    /** The scheduler of the timed operators under test. */
    protected static final ScheduledExecutorService SCHEDULER = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "tck-timer");
        thread.setDaemon(true);
        return thread;
    });

    protected PublisherTck() {
        super(new TestEnvironment(), envPublisherReferenceGCTimeoutMillis());
    }

    /** {@code 0, 1, ..., elements - 1}, lazily, so that {@code Long.MAX_VALUE} elements is an endless stream. */
    protected static Multi<Long> longs(long elements) {
        return Multi.createFrom().iterable(() -> LongStream.range(0, elements).iterator());
    }

    /**
     * The scenario of the TCK's {@code required_spec317_mustNotSignalOnErrorWhenPendingAboveLongMaxValue} on a
     * stream of {@code elements} items, for publishers that cannot run it on the TCK's 2^31 items: ten
     * {@code request(Long.MAX_VALUE - 1)} calls from {@code onNext} overflow the pending demand, which must then be
     * treated as unbounded (rule 3.17): every item arrives, then the completion, and no failure.
     */
    protected static void verifyOverflowingDemandIsUnbounded(Flow.Publisher<Long> publisher, int elements)
            throws InterruptedException {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        CountDownLatch terminated = new CountDownLatch(1);
        AtomicLong received = new AtomicLong();
        publisher.subscribe(new Flow.Subscriber<>() {
            private Flow.Subscription subscription;
            private int overflowingRequests = 10;

            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                this.subscription = subscription;
                subscription.request(1);
            }

            @Override
            public void onNext(Long item) {
                received.incrementAndGet();
                if (overflowingRequests-- > 0) {
                    subscription.request(Long.MAX_VALUE - 1);
                }
            }

            @Override
            public void onError(Throwable throwable) {
                failure.set(throwable);
                terminated.countDown();
            }

            @Override
            public void onComplete() {
                terminated.countDown();
            }
        });
        terminated.await(10, TimeUnit.SECONDS);
        assertNull(failure.get(), "no failure on an overflowing demand");
        assertEquals(received.get(), elements, "every item delivered");
    }
}
