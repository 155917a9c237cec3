package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.test.TestUni;
import org.junit.jupiter.api.Test;

class MultiCreateFromUniTest {

    @Test
    void itemThenCompletion() {
        Multi.createFrom()
                .uni(Uni.createFrom().item(1))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertItems(1)
                .assertCompleted();
    }

    @Test
    void nullItemGivesAnEmptyStream() {
        Multi.createFrom()
                .uni(Uni.createFrom().<Integer>nullItem())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertHasNotReceivedAnyItem()
                .assertCompleted();
    }

    @Test
    void failure() {
        Multi.createFrom()
                .uni(Uni.createFrom().<Integer>failure(new IllegalStateException("boom")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void cancellationReachesTheUni() {
        TestUni<Integer> uni = new TestUni<>();
        AssertSubscriber<Integer> subscriber =
                Multi.createFrom().uni(uni).subscribe().withSubscriber(AssertSubscriber.create(1));
        subscriber.cancel();
        assertThat(uni.isCancelled()).isTrue();
    }

    @Test
    void invalidArgument() {
        assertThatThrownBy(() -> Multi.createFrom().uni(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("uni");
    }
}
