package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.operators.AbstractUni;
import io.mutiny.test.TestMulti;
import java.io.IOException;
import org.junit.jupiter.api.Test;

class MultiToUniTest {

    private static <T> UniAssertSubscriber<T> subscribe(Uni<T> uni) {
        UniAssertSubscriber<T> subscriber = UniAssertSubscriber.create();
        AbstractUni.subscribe(uni, subscriber);
        return subscriber;
    }

    @Test
    void emitsTheFirstItemRequestingOneAndCancelsTheUpstream() {
        TestMulti<Integer> source = new TestMulti<>();
        UniAssertSubscriber<Integer> subscriber = subscribe(source.toUni());
        assertThat(source.requested()).isEqualTo(1);
        subscriber.assertNotTerminated();

        source.emit(1, 2);

        assertThat(subscriber.awaitItem().assertSignalsReceivedInOrder().getItem())
                .isEqualTo(1);
        assertThat(source.isCancelled()).isTrue();
    }

    @Test
    void emitsNullWhenTheUpstreamIsEmpty() {
        assertThat(subscribe(TestMulti.<Integer>of().toUni())
                        .awaitItem()
                        .assertSignalsReceivedInOrder()
                        .getItem())
                .isNull();
    }

    @Test
    void forwardsTheUpstreamFailure() {
        TestMulti<Integer> source = new TestMulti<>();
        UniAssertSubscriber<Integer> subscriber = subscribe(source.toUni());
        source.fail(new IOException("boom"));
        assertThat(subscriber.awaitFailure().assertSignalsReceivedInOrder().getFailure())
                .isInstanceOf(IOException.class)
                .hasMessage("boom");
    }

    @Test
    void ignoresTheCompletionThatFollowsTheFirstItem() {
        TestMulti<Integer> source = new TestMulti<>();
        UniAssertSubscriber<Integer> subscriber = subscribe(source.toUni());
        source.emit(7);
        source.complete();
        assertThat(subscriber.awaitItem().assertSignalsReceivedInOrder().getItem())
                .isEqualTo(7);
    }

    @Test
    void cancellationReachesTheUpstream() {
        TestMulti<Integer> source = new TestMulti<>();
        UniAssertSubscriber<Integer> subscriber = subscribe(source.toUni());
        subscriber.cancel();
        assertThat(source.isCancelled()).isTrue();
        source.emit(1);
        subscriber.assertNotTerminated();
    }

    @Test
    void rejectsANullUpstream() {
        assertThatThrownBy(() -> new MultiToUniOp<>(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("upstream");
    }
}
