package io.mutiny.jcstress;

import io.mutiny.Multi;
import io.mutiny.subscription.BackPressureFailure;
import io.mutiny.subscription.BackPressureStrategy;
import io.mutiny.subscription.MultiEmitter;
import java.util.function.UnaryOperator;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * The harness of the back-pressure strategy tests ({@link EmitterStrategyStress}, {@link OnOverflowStress}): an
 * emitter emits items 0, 1, 2 and completes on one actor while the subscriber requests one item twice on the other,
 * a demand of two for three items, so the strategy has to act. The arbiter records r1 = the items as a bit mask, r2 =
 * completions + 10 per {@link BackPressureFailure} (+ 100 per other failure), r3 = rule violations.
 */
final class EmitVsTwoRequests {

    @SuppressWarnings("unchecked")
    private final MultiEmitter<? super Integer>[] emitter = new MultiEmitter[1];

    private final RecordingSubscriber subscriber = new RecordingSubscriber(0);

    /** An emitter with {@code strategy}, seen through {@code stage}. */
    EmitVsTwoRequests(BackPressureStrategy strategy, UnaryOperator<Multi<Integer>> stage) {
        stage.apply(Multi.createFrom().emitter(e -> emitter[0] = e, strategy)).subscribe(subscriber);
    }

    void emit() {
        emitter[0].emit(0).emit(1).emit(2).complete();
    }

    void requestTwice() {
        subscriber.request(1);
        subscriber.request(1);
    }

    void record(III_Result result) {
        subscriber.record(result, BackPressureFailure.class);
    }
}
