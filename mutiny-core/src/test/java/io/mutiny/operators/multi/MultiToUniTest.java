package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.operators.AbstractUni;
import java.io.IOException;
import org.junit.jupiter.api.Test;

class MultiToUniTest {

    private static <T> TestUniSubscriber<T> subscribe(Uni<T> uni) {
        TestUniSubscriber<T> subscriber = new TestUniSubscriber<>();
        AbstractUni.subscribe(uni, subscriber);
        return subscriber;
    }

    @Test
    void emitsTheFirstItemRequestingOneAndCancelsTheUpstream() {
        TestSource<Integer> source = TestSource.hot();
        TestUniSubscriber<Integer> subscriber = subscribe(source.toUni());
        assertThat(source.requested()).isEqualTo(1);
        assertThat(subscriber.hasOutcome()).isFalse();

        source.emit(1, 2);

        assertThat(subscriber.awaitItem()).isEqualTo(1);
        assertThat(source.isCancelled()).isTrue();
    }

    @Test
    void emitsNullWhenTheUpstreamIsEmpty() {
        assertThat(subscribe(TestSource.<Integer>of().toUni()).awaitItem()).isNull();
    }

    @Test
    void forwardsTheUpstreamFailure() {
        TestSource<Integer> source = TestSource.hot();
        TestUniSubscriber<Integer> subscriber = subscribe(source.toUni());
        source.fail(new IOException("boom"));
        assertThat(subscriber.awaitFailure()).isInstanceOf(IOException.class).hasMessage("boom");
    }

    @Test
    void ignoresTheCompletionThatFollowsTheFirstItem() {
        TestSource<Integer> source = TestSource.hot();
        TestUniSubscriber<Integer> subscriber = subscribe(source.toUni());
        source.emit(7);
        source.complete();
        assertThat(subscriber.awaitItem()).isEqualTo(7);
    }

    @Test
    void cancellationReachesTheUpstream() {
        TestSource<Integer> source = TestSource.hot();
        TestUniSubscriber<Integer> subscriber = subscribe(source.toUni());
        subscriber.cancel();
        assertThat(source.isCancelled()).isTrue();
        source.emit(1);
        assertThat(subscriber.hasOutcome()).isFalse();
    }

    @Test
    void rejectsANullUpstream() {
        assertThatThrownBy(() -> new MultiToUniOp<>(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("upstream");
    }
}
