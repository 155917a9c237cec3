package io.mutiny.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.operators.uni.UniTerminalOp;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class UniAnyTest {

    @Test
    void firstItemWinsAndTheOthersAreCancelled() {
        TestUni<String> first = new TestUni<>();
        TestUni<String> second = new TestUni<>();
        UniAssertSubscriber<String> recorder =
                Uni.combine().any().of(first, second).subscribe().withSubscriber(UniAssertSubscriber.create());
        second.complete("second");
        assertThat(recorder.assertCompleted().getItem()).isEqualTo("second");
        assertThat(first.cancellations()).isEqualTo(1);
        first.complete("first");
        recorder.assertSignalsReceivedInOrder().assertTerminated();
    }

    @Test
    void firstFailureWinsToo() {
        TestUni<String> first = new TestUni<>();
        TestUni<String> second = new TestUni<>();
        UniAssertSubscriber<String> recorder =
                Uni.combine().any().of(first, second).subscribe().withSubscriber(UniAssertSubscriber.create());
        first.fail(new IOException("boom"));
        assertThat(recorder.assertFailed().getFailure()).isInstanceOf(IOException.class);
        assertThat(second.cancellations()).isEqualTo(1);
    }

    @Test
    void synchronousFirstSourceStopsTheSubscriptionOfTheRest() {
        TestUni<String> second = new TestUni<>();
        UniAssertSubscriber<String> recorder = Uni.combine()
                .any()
                .of(UniTerminalOp.item("now"), second)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(recorder.assertCompleted().getItem()).isEqualTo("now");
        assertThat(second.subscriptions()).isEqualTo(0);
    }

    @Test
    void noSourceEmitsNull() {
        assertThat(Uni.combine()
                        .any()
                        .of(new ArrayList<Uni<String>>())
                        .subscribe()
                        .withSubscriber(UniAssertSubscriber.create())
                        .assertCompleted()
                        .getItem())
                .isNull();
    }

    @Test
    void orRacesTheUpstreamWithTheOthers() {
        TestUni<String> other = new TestUni<>();
        UniAssertSubscriber<String> recorder = (new UniOr<>(UniTerminalOp.<String>item("up")).unis(other))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(recorder.assertCompleted().getItem()).isEqualTo("up");
    }

    @Test
    void cancellationReachesAllSources() {
        TestUni<String> first = new TestUni<>();
        TestUni<String> second = new TestUni<>();
        UniAssertSubscriber<String> recorder =
                Uni.combine().any().of(first, second).subscribe().withSubscriber(UniAssertSubscriber.create());
        recorder.cancel();
        assertThat(first.cancellations()).isEqualTo(1);
        assertThat(second.cancellations()).isEqualTo(1);
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> Uni.combine().any().of((Uni<String>) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unis");
        assertThatThrownBy(() -> Uni.combine().any().of((List<Uni<String>>) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unis");
    }

    @RepeatedTest(200)
    void twoItemsRacingDeliverExactlyOne() throws Exception {
        TestUni<String> first = new TestUni<>();
        TestUni<String> second = new TestUni<>();
        UniAssertSubscriber<String> recorder =
                Uni.combine().any().of(first, second).subscribe().withSubscriber(UniAssertSubscriber.create());
        CyclicBarrier barrier = new CyclicBarrier(2);
        Thread racer = new Thread(() -> {
            UniCombineTest.awaitBarrier(barrier);
            second.complete("second");
        });
        racer.start();
        UniCombineTest.awaitBarrier(barrier);
        first.complete("first");
        racer.join(5000);
        recorder.assertSignalsReceivedInOrder().assertTerminated();
        assertThat(recorder.assertCompleted().getItem()).isIn("first", "second");
    }
}
