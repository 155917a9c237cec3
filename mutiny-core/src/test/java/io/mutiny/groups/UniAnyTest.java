package io.mutiny.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.operators.uni.UniTerminalOp;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class UniAnyTest {

    @Test
    void firstItemWinsAndTheOthersAreCancelled() {
        UniProbe<String> first = new UniProbe<>();
        UniProbe<String> second = new UniProbe<>();
        UniRecorder<String> recorder = UniRecorder.subscribe(Uni.combine().any().of(first, second));
        second.emit("second");
        assertThat(recorder.item()).isEqualTo("second");
        assertThat(first.cancellations).hasValue(1);
        first.emit("first");
        assertThat(recorder.signals).hasValue(1);
    }

    @Test
    void firstFailureWinsToo() {
        UniProbe<String> first = new UniProbe<>();
        UniProbe<String> second = new UniProbe<>();
        UniRecorder<String> recorder = UniRecorder.subscribe(Uni.combine().any().of(first, second));
        first.fail(new IOException("boom"));
        assertThat(recorder.failure()).isInstanceOf(IOException.class);
        assertThat(second.cancellations).hasValue(1);
    }

    @Test
    void synchronousFirstSourceStopsTheSubscriptionOfTheRest() {
        UniProbe<String> second = new UniProbe<>();
        UniRecorder<String> recorder = UniRecorder.subscribe(Uni.combine().any().of(UniTerminalOp.item("now"), second));
        assertThat(recorder.item()).isEqualTo("now");
        assertThat(second.subscriptions).hasValue(0);
    }

    @Test
    void noSourceEmitsNull() {
        assertThat(UniRecorder.subscribe(Uni.combine().any().of(new ArrayList<Uni<String>>()))
                        .item())
                .isNull();
    }

    @Test
    void orRacesTheUpstreamWithTheOthers() {
        UniProbe<String> other = new UniProbe<>();
        UniRecorder<String> recorder = UniRecorder.subscribe(new UniOr<>(UniTerminalOp.<String>item("up")).unis(other));
        assertThat(recorder.item()).isEqualTo("up");
    }

    @Test
    void cancellationReachesAllSources() {
        UniProbe<String> first = new UniProbe<>();
        UniProbe<String> second = new UniProbe<>();
        UniRecorder<String> recorder = UniRecorder.subscribe(Uni.combine().any().of(first, second));
        recorder.cancel();
        assertThat(first.cancellations).hasValue(1);
        assertThat(second.cancellations).hasValue(1);
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
        UniProbe<String> first = new UniProbe<>();
        UniProbe<String> second = new UniProbe<>();
        UniRecorder<String> recorder = UniRecorder.subscribe(Uni.combine().any().of(first, second));
        CyclicBarrier barrier = new CyclicBarrier(2);
        Thread racer = new Thread(() -> {
            UniCombineTest.awaitBarrier(barrier);
            second.emit("second");
        });
        racer.start();
        UniCombineTest.awaitBarrier(barrier);
        first.emit("first");
        racer.join(5000);
        assertThat(recorder.signals).hasValue(1);
        assertThat(recorder.item()).isIn("first", "second");
    }
}
