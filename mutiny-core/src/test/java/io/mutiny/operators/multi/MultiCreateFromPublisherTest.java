package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.test.Race;
import io.mutiny.test.TestSubscriber;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Flow;
import java.util.concurrent.SubmissionPublisher;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class MultiCreateFromPublisherTest {

    /** A publisher that hands the subscriber to the test, which drives it by hand. */
    static final class ManualPublisher<T> implements Flow.Publisher<T> {
        final AtomicReference<Flow.Subscriber<? super T>> subscriber = new AtomicReference<>();
        final List<Long> requests = new CopyOnWriteArrayList<>();
        final AtomicBoolean cancelled = new AtomicBoolean();

        @Override
        public void subscribe(Flow.Subscriber<? super T> downstream) {
            subscriber.set(downstream);
            downstream.onSubscribe(subscription());
        }

        Flow.Subscription subscription() {
            return new Flow.Subscription() {
                @Override
                public void request(long n) {
                    requests.add(n);
                }

                @Override
                public void cancel() {
                    cancelled.set(true);
                }
            };
        }
    }

    @AfterEach
    void resetDroppedHook() {
        Infrastructure.resetDroppedExceptionHandler();
    }

    @Test
    void aMultiIsReturnedAsIs() {
        Multi<Integer> multi = Multi.createFrom().items(1, 2);
        assertThat(Multi.createFrom().publisher(multi)).isSameAs(multi);
        assertThat(Multi.createFrom().safePublisher(multi)).isSameAs(multi);
    }

    @Test
    void requestsAndCancellationReachThePublisher() {
        ManualPublisher<Integer> publisher = new ManualPublisher<>();
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().publisher(publisher).subscribe().withSubscriber(AssertSubscriber.create(3));
        publisher.subscriber.get().onNext(1);
        publisher.subscriber.get().onNext(2);
        subscriber.request(2);
        assertThat(publisher.requests).containsExactly(3L, 2L);
        subscriber.assertItems(1, 2);
        subscriber.cancel();
        assertThat(publisher.cancelled).isTrue();
    }

    @Test
    void guardsAgainstMisbehavingPublishers() {
        List<Throwable> dropped = new CopyOnWriteArrayList<>();
        Infrastructure.setDroppedExceptionHandler(dropped::add);
        ManualPublisher<Integer> publisher = new ManualPublisher<>();
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().publisher(publisher).subscribe().withSubscriber(AssertSubscriber.create(10));
        Flow.Subscriber<? super Integer> upstream = publisher.subscriber.get();

        AtomicBoolean secondCancelled = new AtomicBoolean();
        upstream.onSubscribe(new Flow.Subscription() {
            @Override
            public void request(long n) {}

            @Override
            public void cancel() {
                secondCancelled.set(true);
            }
        });
        assertThat(secondCancelled).isTrue();

        upstream.onNext(1);
        upstream.onComplete();
        upstream.onNext(2);
        upstream.onComplete();
        upstream.onError(new IllegalStateException("late"));
        subscriber.assertItems(1).assertCompleted();
        assertThat(dropped).singleElement().isInstanceOf(IllegalStateException.class);
    }

    @Test
    void nullItemFailsAndCancels() {
        ManualPublisher<Integer> publisher = new ManualPublisher<>();
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().publisher(publisher).subscribe().withSubscriber(AssertSubscriber.create(10));
        publisher.subscriber.get().onNext(null);
        subscriber.assertFailedWith(NullPointerException.class);
        assertThat(publisher.cancelled).isTrue();
    }

    @Test
    void invalidRequestFailsAndCancelsInsteadOfReachingThePublisher() {
        ManualPublisher<Integer> publisher = new ManualPublisher<>();
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().publisher(publisher).subscribe().withSubscriber(AssertSubscriber.create());
        subscriber.request(0).assertFailedWith(IllegalArgumentException.class, "rule 3.9");
        assertThat(publisher.cancelled).isTrue();
        assertThat(publisher.requests).isEmpty();
    }

    @Test
    void safePublisherPassesSignalsThrough() {
        ManualPublisher<Integer> publisher = new ManualPublisher<>();
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().safePublisher(publisher).subscribe().withSubscriber(AssertSubscriber.create(2));
        publisher.subscriber.get().onNext(1);
        publisher.subscriber.get().onComplete();
        subscriber.assertItems(1).assertCompleted();
        assertThat(publisher.requests).containsExactly(2L);
    }

    @Test
    void jdkPublisher() {
        try (SubmissionPublisher<Integer> publisher = new SubmissionPublisher<>()) {
            AssertSubscriber<Integer> subscriber =
                    Multi.createFrom().publisher(publisher).subscribe().withSubscriber(AssertSubscriber.create(10));
            subscriber.awaitSubscription();
            publisher.submit(1);
            publisher.submit(2);
            publisher.close();
            subscriber.awaitCompletion().assertItems(1, 2);
        }
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> Multi.createFrom().publisher(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("publisher");
        assertThatThrownBy(() -> Multi.createFrom().safePublisher(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("publisher");
    }

    @Test
    void anInvalidRequestWhileAForeignPublisherEmitsFailsWithoutOverlappingAnItem() {
        try (Race race = new Race()) {
            for (int i = 0; i < 500; i++) {
                SubmissionPublisher<Integer> publisher = new SubmissionPublisher<>();
                TestSubscriber<Integer> subscriber = TestSubscriber.create(Long.MAX_VALUE);
                Multi.createFrom().publisher(publisher).subscribe(subscriber);
                await().atMost(Duration.ofSeconds(5)).until(subscriber::isSubscribed);

                race.run(
                        () -> {
                            for (int n = 0; n < 1_000; n++) {
                                publisher.submit(n);
                            }
                            publisher.close();
                        },
                        () -> subscriber.request(-1));

                subscriber.awaitTermination().assertNoViolation();
                if (!subscriber.isCompleted()) {
                    assertThat(subscriber.failure()).isInstanceOf(IllegalArgumentException.class);
                }
            }
        }
    }

    /** Counts what the guarding processor (a {@code MultiOperatorProcessor}) forwards to one upstream subscription. */
    static final class CountingSubscription implements Flow.Subscription {
        final AtomicLong requested = new AtomicLong();
        final AtomicInteger cancellations = new AtomicInteger();

        @Override
        public void request(long n) {
            requested.addAndGet(n);
        }

        @Override
        public void cancel() {
            cancellations.incrementAndGet();
        }
    }

    @Test
    void aSecondSubscriptionIsCancelledAndCancellationReachesTheFirstOnce() {
        CountingSubscription first = new CountingSubscription();
        CountingSubscription second = new CountingSubscription();
        Multi<Integer> multi = Multi.createFrom().publisher(subscriber -> {
            subscriber.onSubscribe(first);
            subscriber.onSubscribe(second);
        });
        AssertSubscriber<Integer> subscriber = multi.subscribe().withSubscriber(AssertSubscriber.create(3));

        assertThat(second.cancellations).hasValue(1);
        assertThat(first.requested).hasValue(3);
        subscriber.cancel();
        subscriber.cancel();
        subscriber.request(5);
        assertThat(first.cancellations).hasValue(1);
        assertThat(first.requested).hasValue(3);
        assertThat(second.requested).hasValue(0);
    }

    @RepeatedTest(100)
    void aCancellationRacingTheCompletionEndsTheStreamOnce() {
        CountingSubscription upstream = new CountingSubscription();
        AtomicReference<Flow.Subscriber<? super Integer>> source = new AtomicReference<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>publisher(s -> {
                    source.set(s);
                    s.onSubscribe(upstream);
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        try (Race race = new Race()) {
            race.run(subscriber::cancel, () -> source.get().onComplete());
        }
        assertThat(upstream.cancellations.get() + (subscriber.hasCompleted() ? 1 : 0))
                .isEqualTo(1);
    }
}
