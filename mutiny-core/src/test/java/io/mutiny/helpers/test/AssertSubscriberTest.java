package io.mutiny.helpers.test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Context;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class AssertSubscriberTest {

    /** A subscription recording what the subscriber does with it. */
    static final class RecordingSubscription implements Flow.Subscription {
        final List<Long> requests = new ArrayList<>();
        final AtomicInteger cancellations = new AtomicInteger();

        @Override
        public synchronized void request(long n) {
            requests.add(n);
        }

        @Override
        public void cancel() {
            cancellations.incrementAndGet();
        }
    }

    @Test
    void requestsTheInitialDemandOnSubscription() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(5);
        RecordingSubscription subscription = new RecordingSubscription();
        subscriber.assertNotSubscribed();
        subscriber.onSubscribe(subscription);
        subscriber.assertSubscribed().assertNotTerminated().assertHasNotReceivedAnyItem();
        assertThat(subscription.requests).containsExactly(5L);
    }

    @Test
    void requestBeforeSubscriptionIsForwardedOnSubscription() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create();
        subscriber.request(2).request(3);
        RecordingSubscription subscription = new RecordingSubscription();
        subscriber.onSubscribe(subscription);
        assertThat(subscription.requests).containsExactly(5L);
        subscriber.request(1);
        assertThat(subscription.requests).containsExactly(5L, 1L);
    }

    @Test
    void nonPositiveRequestsArePassedThrough() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create();
        RecordingSubscription subscription = new RecordingSubscription();
        subscriber.onSubscribe(subscription);
        subscriber.request(0).request(-1);
        assertThat(subscription.requests).containsExactly(0L, -1L);
    }

    @Test
    void recordsItemsAndCompletion() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
        subscriber.onSubscribe(new RecordingSubscription());
        subscriber.onItem(1);
        subscriber.onItem(2);
        subscriber.onCompletion();
        subscriber
                .assertItems(1, 2)
                .assertItemCount(2)
                .assertCompleted()
                .assertTerminated()
                .assertLastItem(2);
        assertThat(subscriber.getItems()).containsExactly(1, 2);
        assertThat(subscriber.getLastItem()).isEqualTo(2);
        assertThat(subscriber.hasCompleted()).isTrue();
        assertThat(subscriber.getFailure()).isNull();
        subscriber.assertItems(list -> list.size() == 2, "of size 2");
        subscriber.assertLastItem(i -> i > 1, "greater than 1");
        subscriber.inspectItems(items -> assertThat(items).containsExactly(1, 2));
    }

    @Test
    void assertionsFailWithClearMessages() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        subscriber.onSubscribe(new RecordingSubscription());
        subscriber.onItem(1);
        assertThatThrownBy(() -> subscriber.assertItems(1, 2))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("[1, 2]")
                .hasMessageContaining("[1]");
        assertThatThrownBy(subscriber::assertCompleted).isInstanceOf(AssertionError.class);
        assertThatThrownBy(subscriber::assertTerminated).isInstanceOf(AssertionError.class);
        assertThatThrownBy(subscriber::assertHasNotReceivedAnyItem).isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> subscriber.assertItemCount(3)).hasMessageContaining("Expected 3 items");
        assertThatThrownBy(() -> subscriber.assertLastItem(5)).hasMessageContaining("5");
        assertThatThrownBy(() -> subscriber.assertFailedWith(IOException.class))
                .hasMessageContaining("java.io.IOException");
        assertThatThrownBy(subscriber::assertNotSubscribed).isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> subscriber.assertItems(List::isEmpty, "empty")).hasMessageContaining("empty");
    }

    @Test
    void recordsFailure() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        subscriber.onSubscribe(new RecordingSubscription());
        subscriber.onFailure(new IOException("boom"));
        subscriber
                .assertFailedWith(IOException.class)
                .assertFailedWith(IOException.class, "boo")
                .assertTerminated();
        assertThat(subscriber.getFailure()).isInstanceOf(IOException.class);
        assertThatThrownBy(() -> subscriber.assertFailedWith(IOException.class, "other"))
                .hasMessageContaining("other");
        assertThatThrownBy(() -> subscriber.assertFailedWith(IllegalStateException.class))
                .hasMessageContaining("IllegalStateException");
        assertThatThrownBy(subscriber::assertCompleted)
                .hasMessageContaining("boom")
                .hasCauseInstanceOf(IOException.class);
        assertThatThrownBy(subscriber::assertNotTerminated).hasMessageContaining("boom");
        assertThatThrownBy(subscriber::awaitCompletion).hasMessageContaining("boom");
        subscriber.awaitFailure(failure -> assertThat(failure).hasMessage("boom"));
    }

    @Test
    void acceptsItemsBeyondTheDemandAndReportsThemOnlyOnRequest() {
        Flow.Publisher<Integer> overEmitting = subscriber -> {
            subscriber.onSubscribe(new RecordingSubscription());
            for (int i = 0; i < 3; i++) {
                subscriber.onNext(i);
            }
            subscriber.onComplete();
        };
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(2);
        overEmitting.subscribe(subscriber);
        subscriber.assertItems(0, 1, 2).assertCompleted().awaitCompletion();
        assertThatThrownBy(subscriber::assertNoViolations)
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("beyond the requested demand");
    }

    @Test
    void demandIsTrackedAcrossRequests() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        subscriber.onSubscribe(new RecordingSubscription());
        subscriber.onItem(1);
        subscriber.request(1);
        subscriber.onItem(2);
        subscriber.assertItems(1, 2).assertNoViolations();
        subscriber.onItem(3);
        subscriber.assertItems(1, 2, 3);
        assertThatThrownBy(subscriber::assertNoViolations).hasMessageContaining("item #3");
    }

    @Test
    void unboundedDemandIsNeverExhausted() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create();
        subscriber.onSubscribe(new RecordingSubscription());
        subscriber.request(Long.MAX_VALUE - 1).request(10);
        for (int i = 0; i < 1000; i++) {
            subscriber.onItem(i);
        }
        subscriber.assertItemCount(1000).assertNoViolations();
    }

    @Test
    void acceptsSignalsAfterTerminalSignalsKeepingTheFirstTerminalSignal() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        subscriber.onSubscribe(new RecordingSubscription());
        subscriber.onCompletion();
        subscriber.onItem(1);
        subscriber.assertCompleted().assertItems(1);
        assertThatThrownBy(subscriber::assertNoViolations).hasMessageContaining("after the terminal state COMPLETED");

        AssertSubscriber<Integer> failed = AssertSubscriber.create(10);
        failed.onSubscribe(new RecordingSubscription());
        failed.onFailure(new IOException("boom"));
        failed.onCompletion();
        failed.assertFailedWith(IOException.class, "boom");
        assertThatThrownBy(failed::assertNoViolations).hasMessageContaining("onCompletion()");
    }

    @Test
    void acceptsItemsBeforeTheSubscriptionButRejectsNullItems() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        subscriber.onItem(1);
        subscriber.assertItems(1);
        assertThatThrownBy(subscriber::assertNoViolations).hasMessageContaining("before onSubscribe");

        AssertSubscriber<Integer> nulls = AssertSubscriber.create(10);
        nulls.onSubscribe(new RecordingSubscription());
        assertThatThrownBy(() -> nulls.onItem(null)).isInstanceOf(NullPointerException.class);
        nulls.assertHasNotReceivedAnyItem().assertNotTerminated();
        assertThatThrownBy(nulls::assertNoViolations).hasMessageContaining("onItem(null)");
    }

    @Test
    void nullSubscriptionIsRejectedWithNullPointerExceptionAndReported() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        assertThatThrownBy(() -> subscriber.onSubscribe(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(subscriber::assertNoViolations).hasMessageContaining("onSubscribe(null)");
    }

    @Test
    void aSecondSubscriptionIsCancelledAndReportedOnlyOnRequest() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        RecordingSubscription first = new RecordingSubscription();
        RecordingSubscription second = new RecordingSubscription();
        subscriber.onSubscribe(first);
        subscriber.onSubscribe(second);
        assertThat(second.cancellations).hasValue(1);
        assertThat(first.cancellations).hasValue(0);
        subscriber.assertSubscribed();
        assertThatThrownBy(subscriber::assertNotSubscribed).hasMessageContaining("received 2 subscription(s)");
        assertThatThrownBy(subscriber::assertNoViolations).hasMessageContaining("more than once");
    }

    @Test
    void cancelIsIdempotentAndReachesTheSubscription() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        RecordingSubscription subscription = new RecordingSubscription();
        subscriber.onSubscribe(subscription);
        subscriber.cancel().cancel();
        assertThat(subscription.cancellations).hasValue(1);
        assertThat(subscriber.isCancelled()).isTrue();
        subscriber.assertNotTerminated();
    }

    @Test
    void cancelBeforeSubscriptionCancelsTheLateSubscription() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        subscriber.cancel();
        RecordingSubscription subscription = new RecordingSubscription();
        subscriber.onSubscribe(subscription);
        assertThat(subscription.cancellations).hasValue(1);
        assertThat(subscription.requests).isEmpty();
        subscriber.assertSubscribed();
    }

    @Test
    void createdCancelledCancelsOnSubscription() {
        AssertSubscriber<Integer> subscriber = new AssertSubscriber<>(10, true);
        RecordingSubscription subscription = new RecordingSubscription();
        subscriber.onSubscribe(subscription);
        assertThat(subscription.cancellations).hasValue(1);
        assertThat(subscription.requests).isEmpty();
        assertThat(subscriber.isCancelled()).isTrue();
    }

    @Test
    void exposesItsContext() {
        Context context = Context.of("key", "value");
        assertThat(AssertSubscriber.create(context).context()).isSameAs(context);
        assertThat(AssertSubscriber.create(context, 3).context()).isSameAs(context);
        assertThat(AssertSubscriber.create().context().isEmpty()).isTrue();
        assertThat(new AssertSubscriber<>(context, 1, false).context()).isSameAs(context);
    }

    @Test
    void runExecutesTheAction() {
        AtomicBoolean ran = new AtomicBoolean();
        AssertSubscriber.create().run(() -> ran.set(true));
        assertThat(ran).isTrue();
    }

    /** Emits 0, 1, 2... on a separate thread, honouring the demand, up to {@code count} then completes. */
    static Flow.Publisher<Integer> asyncRange(int count) {
        return subscriber -> {
            AtomicLong requested = new AtomicLong();
            AtomicInteger next = new AtomicInteger();
            AtomicBoolean cancelled = new AtomicBoolean();
            AtomicInteger wip = new AtomicInteger();
            Runnable drain = () -> {
                if (wip.getAndIncrement() != 0) {
                    return;
                }
                do {
                    while (!cancelled.get() && requested.get() > 0 && next.get() < count) {
                        requested.decrementAndGet();
                        subscriber.onNext(next.getAndIncrement());
                    }
                    if (next.get() == count && !cancelled.getAndSet(true)) {
                        subscriber.onComplete();
                    }
                } while (wip.decrementAndGet() != 0);
            };
            subscriber.onSubscribe(new Flow.Subscription() {
                @Override
                public void request(long n) {
                    requested.addAndGet(n);
                    new Thread(drain).start();
                }

                @Override
                public void cancel() {
                    cancelled.set(true);
                }
            });
        };
    }

    // the items come from other threads: repeated so that a wait racing with the emissions would show
    @RepeatedTest(100)
    void awaitsItemsAndCompletionFromAnotherThread() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create();
        asyncRange(5).subscribe(subscriber);
        subscriber
                .awaitSubscription()
                .awaitNextItem()
                .assertItems(0)
                .awaitNextItems(2)
                .assertItems(0, 1, 2)
                .awaitNextItems(1, 5)
                .awaitItems(5)
                .awaitCompletion()
                .assertItems(0, 1, 2, 3, 4);
    }

    @Test
    void awaitNextItemsAcceptsMoreItemsThanAwaited() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create();
        asyncRange(10).subscribe(subscriber);
        subscriber.awaitNextItems(1, 3).awaitItems(3).assertItems(0, 1, 2);
    }

    @Test
    void waitsIgnoreProtocolViolations() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create();
        subscriber.onSubscribe(new RecordingSubscription());
        subscriber.onItem(1);
        subscriber.onItem(2);
        subscriber.awaitItems(2, Duration.ofSeconds(10)).assertItems(1, 2);
    }

    @Test
    void assertionMessagesCarryTheFacts() {
        Duration shortWait = Duration.ofMillis(50);
        AssertSubscriber<Integer> pending = AssertSubscriber.create(10);
        pending.onSubscribe(new RecordingSubscription());
        pending.onItem(7);
        assertThatThrownBy(pending::assertCompleted).hasMessageContaining("received 1 item: [7]");
        assertThatThrownBy(() -> pending.awaitItems(3, shortWait))
                .hasMessageContaining("Expected 3 item(s) within 50 ms")
                .hasMessageContaining("received 1 item: [7]");
        assertThatThrownBy(() -> pending.awaitCompletion(shortWait)).hasMessageContaining("within 50 ms");
        assertThatThrownBy(() -> pending.assertItems(7, 8)).hasMessageContaining("missing 1 item: [8]");
        assertThatThrownBy(() -> pending.assertItems(6)).hasMessageContaining("item #1 is 7 instead of 6");
        assertThatThrownBy(() -> pending.assertItems()).hasMessageContaining("unexpected 1 item: [7]");
        assertThatThrownBy(pending::assertHasNotReceivedAnyItem).hasMessageContaining("received 1 item: [7]");
        assertThatThrownBy(() -> pending.assertFailedWith(IOException.class))
                .hasMessageContaining("neither a failure nor a completion");

        AssertSubscriber<Integer> empty = AssertSubscriber.create(10);
        empty.onSubscribe(new RecordingSubscription());
        assertThatThrownBy(() -> empty.awaitNextItems(2, shortWait))
                .hasMessageContaining("Expected 2 more item(s) within 50 ms")
                .hasMessageContaining("no items received");
        assertThatThrownBy(() -> empty.assertLastItem(1)).hasMessageContaining("no items were received");

        AssertSubscriber<Integer> failed = AssertSubscriber.create(10);
        failed.onSubscribe(new RecordingSubscription());
        failed.onFailure(new IOException("boom"));
        assertThatThrownBy(() -> failed.assertFailedWith(IOException.class, "bam"))
                .hasMessageContaining("the message was `boom`");
        assertThatThrownBy(
                        () -> failed.awaitFailure(failure -> assertThat(failure).hasMessage("bam")))
                .hasMessageContaining("did not pass the validation")
                .hasMessageContaining("boom");
    }

    @Test
    void awaitItemsFailsWhenTooManyItemsArrived() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
        asyncRange(5).subscribe(subscriber);
        subscriber.awaitCompletion();
        assertThatThrownBy(() -> subscriber.awaitItems(3))
                .hasMessageContaining("Expected 3 item(s), but already received 5");
    }

    @Test
    void awaitItemsFailsWhenTheStreamEndsFirst() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(Long.MAX_VALUE);
        asyncRange(2).subscribe(subscriber);
        assertThatThrownBy(() -> subscriber.awaitItems(3)).hasMessageContaining("completion");
    }

    @Test
    void waitsTimeOutWithAnAssertionError() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        Duration shortWait = Duration.ofMillis(50);
        assertThatThrownBy(() -> subscriber.awaitSubscription(shortWait)).hasMessageContaining("a subscription");
        subscriber.onSubscribe(new RecordingSubscription());
        assertThatThrownBy(() -> subscriber.awaitItems(1, shortWait)).hasMessageContaining("timed out");
        assertThatThrownBy(() -> subscriber.awaitCompletion(shortWait)).hasMessageContaining("completion");
        assertThatThrownBy(() -> subscriber.awaitFailure(shortWait)).hasMessageContaining("failure");
        assertThatThrownBy(() -> subscriber.awaitNextItem(shortWait)).hasMessageContaining("timed out");
        assertThatThrownBy(() -> subscriber.awaitNextItems(2, shortWait)).hasMessageContaining("timed out");
        assertThatThrownBy(() -> subscriber.awaitNextItems(2, 1, shortWait)).hasMessageContaining("timed out");
    }

    @Test
    void awaitFailureFailsOnCompletion() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        subscriber.onSubscribe(new RecordingSubscription());
        subscriber.onCompletion();
        assertThatThrownBy(subscriber::awaitFailure).hasMessageContaining("received a completion event");
        assertThatThrownBy(() -> subscriber.awaitItems(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void awaitFailureFromAnotherThread() throws InterruptedException {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create();
        subscriber.onSubscribe(new RecordingSubscription());
        Thread thread = new Thread(() -> subscriber.onFailure(new IOException("late")));
        thread.start();
        subscriber.awaitFailure(Duration.ofSeconds(5)).assertFailedWith(IOException.class, "late");
        thread.join(5000);
    }

    @Test
    void concurrentRequestsAndItemsKeepAnAccurateView() throws InterruptedException {
        for (int round = 0; round < 500; round++) {
            AssertSubscriber<Integer> subscriber = AssertSubscriber.create();
            RecordingSubscription subscription = new RecordingSubscription();
            CountDownLatch start = new CountDownLatch(1);
            Thread requester = new Thread(() -> {
                await(start);
                subscriber.request(100);
            });
            requester.start();
            subscriber.onSubscribe(subscription);
            start.countDown();
            requester.join(5000);
            for (int i = 0; i < 100; i++) {
                subscriber.onItem(i);
            }
            subscriber.assertItemCount(100);
            assertThat(subscription.requests).containsExactly(100L);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            assertThat(latch.await(5, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
