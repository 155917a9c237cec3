package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class UniCreateFromPublisherTest {

    @Test
    void firstItemThenCancel() {
        List<Long> requests = new ArrayList<>();
        AtomicBoolean cancelled = new AtomicBoolean();
        Multi<Integer> source = Multi.createFrom()
                .items(1, 2, 3)
                .onRequest()
                .invoke(requests::add)
                .onCancellation()
                .invoke(() -> cancelled.set(true));
        Uni.createFrom()
                .publisher(source)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1)
                .assertSignalsReceivedInOrder();
        assertThat(requests).containsExactly(1L);
        assertThat(cancelled).isTrue();
    }

    @Test
    void emptyGivesNullItem() {
        Uni.createFrom()
                .publisher(Multi.createFrom().empty())
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItemIsNull();
    }

    @Test
    void failure() {
        Uni.createFrom()
                .publisher(Multi.createFrom().failure(new IOException("boom")))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void multiVariant() {
        Uni.createFrom()
                .multi(Multi.createFrom().items("a", "b"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("a");
    }

    @Test
    void cancellationReachesThePublisher() {
        AtomicBoolean cancelled = new AtomicBoolean();
        Multi<Integer> never =
                Multi.createFrom().<Integer>nothing().onCancellation().invoke(() -> cancelled.set(true));
        UniAssertSubscriber<Integer> subscriber =
                Uni.createFrom().publisher(never).subscribe().withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        assertThat(cancelled).isTrue();
        subscriber.assertNotTerminated();
    }

    @Test
    void cancelledOnSubscriptionDoesNotSubscribeThePublisher() {
        AtomicBoolean subscribed = new AtomicBoolean();
        Multi<Integer> source = Multi.createFrom().items(1).onSubscription().invoke(() -> subscribed.set(true));
        Uni.createFrom().publisher(source).subscribe().withSubscriber(new UniAssertSubscriber<>(true));
        assertThat(subscribed).isFalse();
    }
}
