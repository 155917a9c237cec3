package io.mutiny.helpers.test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Context;
import io.mutiny.subscription.UniSubscription;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class UniAssertSubscriberTest {

    private static UniSubscription flagging(AtomicBoolean cancelled) {
        return () -> cancelled.set(true);
    }

    @Test
    void recordsItemAndThreadNames() {
        UniAssertSubscriber<String> subscriber = UniAssertSubscriber.create();
        subscriber.assertNotSubscribed().assertNotTerminated();
        subscriber.onSubscribe(() -> {});
        subscriber.onItem("hello");
        subscriber
                .assertSubscribed()
                .awaitSubscription()
                .awaitItem()
                .assertCompleted()
                .assertTerminated()
                .assertItem("hello")
                .assertItem(s -> s.startsWith("he"), "starts with he")
                .inspectItem(item -> assertThat(item).hasSize(5))
                .assertSignalsReceivedInOrder();
        assertThat(subscriber.getItem()).isEqualTo("hello");
        assertThat(subscriber.getFailure()).isNull();
        assertThat(subscriber.getOnItemThreadName())
                .isEqualTo(Thread.currentThread().getName());
        assertThat(subscriber.getOnSubscribeThreadName())
                .isEqualTo(Thread.currentThread().getName());
        assertThat(subscriber.getOnFailureThreadName()).isNull();
        assertThat(subscriber.getSignals())
                .hasSize(2)
                .element(1)
                .isInstanceOf(OnItemUniSignal.class)
                .extracting(UniSignal::value)
                .isEqualTo("hello");
        assertThatThrownBy(subscriber::assertFailed).isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> subscriber.assertItem("other")).isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> subscriber.assertItem(s -> false, "never")).hasMessageContaining("never");
        assertThatThrownBy(() -> subscriber.awaitFailure(Duration.ofMillis(10))).isInstanceOf(AssertionError.class);
        assertThatThrownBy(subscriber::assertNotTerminated).isInstanceOf(AssertionError.class);
        assertThatThrownBy(subscriber::assertNotSubscribed).isInstanceOf(AssertionError.class);
    }

    @Test
    void nullItem() {
        UniAssertSubscriber<String> subscriber = UniAssertSubscriber.create();
        subscriber.onSubscribe(() -> {});
        subscriber.onItem(null);
        subscriber.awaitItem().assertCompleted().assertItemIsNull();
    }

    @Test
    void recordsFailure() {
        UniAssertSubscriber<String> subscriber = UniAssertSubscriber.create();
        subscriber.onSubscribe(() -> {});
        subscriber.onFailure(new IOException("boom"));
        subscriber
                .awaitFailure()
                .awaitFailure(failure -> assertThat(failure).hasMessage("boom"))
                .awaitFailure(Duration.ofSeconds(1))
                .assertFailed()
                .assertTerminated()
                .assertFailedWith(IOException.class)
                .assertFailedWith(IOException.class, "oo")
                .assertSignalsReceivedInOrder();
        assertThat(subscriber.getFailure()).isInstanceOf(IOException.class);
        assertThat(subscriber.getOnFailureThreadName())
                .isEqualTo(Thread.currentThread().getName());
        assertThatThrownBy(subscriber::assertCompleted).isInstanceOf(AssertionError.class);
        assertThatThrownBy(subscriber::awaitItem).isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> subscriber.assertFailedWith(IllegalStateException.class))
                .isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> subscriber.assertFailedWith(IOException.class, "nope"))
                .hasMessageContaining("nope");
        assertThatThrownBy(() -> subscriber.assertItem("x")).isInstanceOf(AssertionError.class);
    }

    @Test
    void waitsAreBounded() {
        UniAssertSubscriber<String> subscriber = UniAssertSubscriber.create();
        assertThatThrownBy(() -> subscriber.awaitSubscription(Duration.ofMillis(10)))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("within 10 ms");
        subscriber.onSubscribe(() -> {});
        assertThatThrownBy(() -> subscriber.awaitItem(Duration.ofMillis(10)))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("an item within 10 ms");
        assertThatThrownBy(() -> subscriber.awaitFailure(Duration.ofMillis(10))).isInstanceOf(AssertionError.class);
        assertThatThrownBy(subscriber::assertCompleted).isInstanceOf(AssertionError.class);
        assertThatThrownBy(subscriber::assertFailed).isInstanceOf(AssertionError.class);
        assertThatThrownBy(subscriber::assertTerminated).isInstanceOf(AssertionError.class);
    }

    @Test
    void awaitsItemFromAnotherThread() {
        UniAssertSubscriber<String> subscriber = UniAssertSubscriber.create();
        Thread emitter = new Thread(
                () -> {
                    subscriber.onSubscribe(() -> {});
                    subscriber.onItem("late");
                },
                "emitter-thread");
        emitter.start();
        subscriber.awaitItem().assertItem("late");
        assertThat(subscriber.getOnItemThreadName()).isEqualTo("emitter-thread");
    }

    @Test
    void cancelReachesTheSubscriptionAndIsRecorded() {
        AtomicBoolean cancelled = new AtomicBoolean();
        UniAssertSubscriber<String> subscriber = UniAssertSubscriber.create();
        subscriber.onSubscribe(flagging(cancelled));
        subscriber.cancel();
        assertThat(cancelled).isTrue();
        assertThat(subscriber.getSignals().get(1)).isInstanceOf(OnCancellationUniSignal.class);
        assertThat(subscriber.getSignals().get(1).value()).isNull();
    }

    @Test
    void cancelledAtCreationCancelsOnSubscription() {
        AtomicBoolean cancelled = new AtomicBoolean();
        UniAssertSubscriber<String> subscriber = new UniAssertSubscriber<>(true);
        subscriber.onSubscribe(flagging(cancelled));
        assertThat(cancelled).isTrue();
    }

    @Test
    void carriesContext() {
        Context context = Context.of("k", "v");
        assertThat(UniAssertSubscriber.create(context).context()).isSameAs(context);
        assertThat(new UniAssertSubscriber<>(context, false).context()).isSameAs(context);
        assertThat(new UniAssertSubscriber<>().context().isEmpty()).isTrue();
    }

    @Test
    void detectsProtocolViolations() {
        UniAssertSubscriber<String> noSubscription = UniAssertSubscriber.create();
        noSubscription.onItem("a");
        assertThatThrownBy(noSubscription::assertSignalsReceivedInOrder).isInstanceOf(AssertionError.class);

        UniAssertSubscriber<String> twoOutcomes = UniAssertSubscriber.create();
        twoOutcomes.onSubscribe(() -> {});
        twoOutcomes.onItem("a");
        twoOutcomes.onFailure(new IOException());
        assertThatThrownBy(twoOutcomes::assertSignalsReceivedInOrder).isInstanceOf(AssertionError.class);
        // as in Mutiny, the first outcome is kept
        twoOutcomes.assertItem("a");

        UniAssertSubscriber<String> cancelledFirst = UniAssertSubscriber.create();
        cancelledFirst.cancel();
        cancelledFirst.onSubscribe(() -> {});
        cancelledFirst.assertSignalsReceivedInOrder();

        UniAssertSubscriber<String> racingCancel = UniAssertSubscriber.create();
        racingCancel.onSubscribe(() -> {});
        racingCancel.cancel();
        racingCancel.onItem("a");
        racingCancel.assertSignalsReceivedInOrder();

        UniAssertSubscriber<String> twoSubscriptions = UniAssertSubscriber.create();
        twoSubscriptions.onSubscribe(() -> {});
        twoSubscriptions.onSubscribe(() -> {});
        assertThatThrownBy(twoSubscriptions::assertSignalsReceivedInOrder).isInstanceOf(AssertionError.class);
    }

    @Test
    void signalsDescribeThemselves() {
        UniSubscription subscription = () -> {};
        assertThat(new OnSubscribeUniSignal(subscription).value()).isSameAs(subscription);
        assertThat(new OnItemUniSignal<>("x").toString()).contains("x");
        assertThat(new OnFailureUniSignal(new IOException("oops")).toString()).contains("oops");
        assertThat(new OnCancellationUniSignal().toString()).contains("Cancellation");
    }
}
