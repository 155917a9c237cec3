package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.helpers.test.AssertSubscriber;
import org.junit.jupiter.api.Test;

/** The stream of failures shared by the {@code retry().when(..)} of Multi and Uni. */
class FailureStreamTest {

    @Test
    void pushKeepsTheFailureUntilItIsRequested() {
        FailureStream failures = new FailureStream();
        AssertSubscriber<Throwable> subscriber = failures.subscribe().withSubscriber(AssertSubscriber.create());
        IllegalStateException first = new IllegalStateException("first");

        failures.push(first);
        subscriber.assertHasNotReceivedAnyItem();

        subscriber.request(2);
        subscriber.assertItems(first);
        IllegalStateException second = new IllegalStateException("second");
        failures.push(second);
        subscriber.assertItems(first, second).assertNotTerminated();
    }

    @Test
    void pushAfterCancellationDropsTheFailure() {
        FailureStream failures = new FailureStream();
        AssertSubscriber<Throwable> subscriber = failures.subscribe().withSubscriber(AssertSubscriber.create(1));
        subscriber.cancel();

        failures.push(new IllegalStateException("late"));
        subscriber.request(1);
        subscriber.assertHasNotReceivedAnyItem();
    }

    @Test
    void subscribeAcceptsOneSubscriber() {
        FailureStream failures = new FailureStream();
        AssertSubscriber<Throwable> first = failures.subscribe().withSubscriber(AssertSubscriber.create(1));

        failures.subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(IllegalStateException.class, "one subscriber");
        first.assertSubscribed().assertNotTerminated();
    }

    @Test
    void requestOfZeroFailsTheStream() {
        FailureStream failures = new FailureStream();
        AssertSubscriber<Throwable> subscriber = failures.subscribe().withSubscriber(AssertSubscriber.create());

        subscriber.request(0);

        subscriber.assertFailedWith(IllegalArgumentException.class);
        failures.push(new IllegalStateException("after the failure"));
        subscriber.request(1);
        assertThat(subscriber.getItems()).isEmpty();
    }
}
