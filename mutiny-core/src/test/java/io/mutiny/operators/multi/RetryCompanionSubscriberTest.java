package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.test.Race;
import io.mutiny.test.RecordingSubscription;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The subscriber to the companion of {@code retry().when(..)}, shared by Multi and Uni. */
class RetryCompanionSubscriberTest {

    private final List<String> events = new CopyOnWriteArrayList<>();
    private final AtomicReference<RetryCompanionSubscriber> subscriberHolder = new AtomicReference<>();

    private final RetryCompanionSubscriber.Retrying stage = new RetryCompanionSubscriber.Retrying() {
        @Override
        public void retry() {
            events.add("retry");
        }

        @Override
        public void subscribeAttempt() {
            events.add("attempt");
        }

        @Override
        public boolean isOver() {
            return events.contains("completion") || events.stream().anyMatch(event -> event.startsWith("failure"));
        }

        @Override
        public void companionFailed(Throwable failure) {
            events.add("failure " + failure.getMessage());
        }

        @Override
        public void companionCompleted() {
            events.add("completion");
        }
    };

    @Test
    void eachItemAnswersOneRequestAndTheOthersAreIgnored() {
        RetryCompanionSubscriber subscriber = new RetryCompanionSubscriber(stage);
        RecordingSubscription companion = new RecordingSubscription();
        subscriber.onSubscribe(companion);
        subscriber.onItem("unasked");
        assertThat(events).isEmpty();

        subscriber.requestOne();
        subscriber.requestOne();
        subscriber.onItem("first");
        subscriber.onItem("second");
        subscriber.onItem("third");
        assertThat(companion.requests).containsExactly(1L, 1L);
        assertThat(events).containsExactly("retry", "retry");
    }

    @Test
    void terminalSignalsNeedNoRequest() {
        RetryCompanionSubscriber subscriber = new RetryCompanionSubscriber(stage);
        subscriber.onSubscribe(new RecordingSubscription());
        subscriber.onFailure(new IllegalStateException("stop"));
        assertThat(events).containsExactly("failure stop");

        events.clear();
        new RetryCompanionSubscriber(stage).onCompletion();
        assertThat(events).containsExactly("completion");
    }

    @Test
    void anEndArrivingDuringAnAttemptIsAppliedAfterTheAttemptsAskedBeforeIt() {
        RetryCompanionSubscriber subscriber = new RetryCompanionSubscriber(new RetryCompanionSubscriber.Retrying() {
            @Override
            public void retry() {}

            @Override
            public void subscribeAttempt() {
                events.add("attempt");
                if (events.size() == 1) {
                    // a synchronous companion answering this attempt's failure, then completing
                    subscriberHolder.get().attempt();
                    subscriberHolder.get().onCompletion();
                }
            }

            @Override
            public boolean isOver() {
                return events.contains("completion");
            }

            @Override
            public void companionFailed(Throwable failure) {}

            @Override
            public void companionCompleted() {
                events.add("completion");
            }
        });
        subscriberHolder.set(subscriber);
        subscriber.attempt();
        assertThat(events).containsExactly("attempt", "attempt", "completion");
    }

    @Test
    void requestsMadeBeforeTheCompanionSubscribedReachItOnceItDoes() {
        RetryCompanionSubscriber subscriber = new RetryCompanionSubscriber(stage);
        subscriber.requestOne();
        subscriber.requestOne();
        RecordingSubscription companion = new RecordingSubscription();
        subscriber.onSubscribe(companion);
        subscriber.requestOne();
        assertThat(companion.requests).containsExactly(2L, 1L);
    }

    @Test
    void aRequestRacingTheSubscriptionReachesTheCompanionOnce() {
        try (Race race = new Race()) {
            for (int round = 0; round < 2_000; round++) {
                RetryCompanionSubscriber subscriber = new RetryCompanionSubscriber(stage);
                RecordingSubscription companion = new RecordingSubscription();
                race.run(subscriber::requestOne, () -> subscriber.onSubscribe(companion));
                assertThat(companion.requests).as("round %d", round).containsExactly(1L);
            }
        }
    }

    @Test
    void cancellingBeforeTheSubscriptionCancelsItWhenItArrives() {
        RetryCompanionSubscriber subscriber = new RetryCompanionSubscriber(stage);
        subscriber.cancel();
        RecordingSubscription companion = new RecordingSubscription();
        subscriber.onSubscribe(companion);
        subscriber.requestOne();
        assertThat(companion.cancelled).isTrue();
        assertThat(companion.requests).isEmpty();
    }
}
