package io.mutiny.tck;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertNull;

import io.mutiny.Multi;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.testng.annotations.Test;

/**
 * {@code cache()} requests its upstream unboundedly and records every item, so the TCK's stream of
 * {@code Integer.MAX_VALUE} items (used only by the third rule 3.17 test) cannot be held in memory:
 * {@link #maxElementsFromPublisher()} caps the size, and {@link #cacheMustNotSignalOnErrorWhenPendingAboveLongMaxValue()}
 * runs that rule 3.17 scenario on a stream that fits.
 */
@Verifies("`cache()`; rule 3.17's overflowing-demand scenario runs on a 1,000-item cached stream (see the class)")
public class MultiCacheTck extends MultiOperatorTck {

    /** Enough for every TCK test but the one needing {@code Integer.MAX_VALUE} items. */
    static final long LARGEST_CACHED_STREAM = 1_000_000;

    @Override
    protected Multi<Long> apply(Multi<Long> upstream) {
        return upstream.cache();
    }

    @Override
    public long maxElementsFromPublisher() {
        return LARGEST_CACHED_STREAM;
    }

    /**
     * Rule 3.17: ten {@code request(Long.MAX_VALUE - 1)} calls from {@code onNext} overflow the pending demand, which
     * must then be treated as unbounded, without a failure.
     */
    @Test
    public void cacheMustNotSignalOnErrorWhenPendingAboveLongMaxValue() throws InterruptedException {
        int elements = 1_000;
        AtomicReference<Throwable> failure = new AtomicReference<>();
        CountDownLatch completed = new CountDownLatch(1);
        long[] received = new long[1];
        createFlowPublisher(elements).subscribe(new Flow.Subscriber<>() {
            private Flow.Subscription subscription;
            private int overflowingRequests = 10;

            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                this.subscription = subscription;
                subscription.request(1);
            }

            @Override
            public void onNext(Long item) {
                received[0]++;
                if (overflowingRequests-- > 0) {
                    subscription.request(Long.MAX_VALUE - 1);
                }
            }

            @Override
            public void onError(Throwable throwable) {
                failure.set(throwable);
                completed.countDown();
            }

            @Override
            public void onComplete() {
                completed.countDown();
            }
        });
        completed.await(10, TimeUnit.SECONDS);
        assertNull(failure.get(), "no failure on an overflowing demand");
        assertEquals(received[0], elements, "every item delivered");
    }
}
