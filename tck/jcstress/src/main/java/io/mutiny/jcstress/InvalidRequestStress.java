package io.mutiny.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.mutiny.Multi;
import io.mutiny.subscription.MultiEmitter;
import java.util.function.Function;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.IIII_Result;

/**
 * Rule 1.3 when the stream fails from the requesting thread while the upstream emits on another: a
 * {@code request(-1)} (rule 3.9) or a throwing {@code onRequest} callback. Items 0 and 1 then a completion race the
 * failure: r1 = items mask, r2 = completions + 10 * failures, r3 = overlapping signals, r4 = a signal after the
 * terminal one.
 */
public final class InvalidRequestStress {

    private InvalidRequestStress() {}

    /** Subscribes {@code subscriber} to an emitter-backed stream shaped by {@code operator}. */
    static MultiEmitter<? super Integer> subscribe(
            Function<Multi<Integer>, Multi<Integer>> operator, RecordingSubscriber subscriber) {
        @SuppressWarnings("unchecked")
        MultiEmitter<? super Integer>[] emitter = new MultiEmitter[1];
        operator.apply(Multi.createFrom().<Integer>emitter(e -> emitter[0] = e)).subscribe(subscriber);
        return emitter[0];
    }

    static void record(RecordingSubscriber subscriber, IIII_Result result) {
        result.r1 = subscriber.mask;
        result.r2 = subscriber.completions + 10 * subscriber.failures;
        result.r3 = subscriber.overlapped ? 1 : 0;
        result.r4 = subscriber.afterTerminal ? 1 : 0;
    }

    /** {@code request(-1)} through a stateless stage: forwarded to the source, which fails in its own drain. */
    @JCStressTest
    @Outcome(
            id = {"0, 10, 0, 0", "1, 10, 0, 0", "3, 10, 0, 0"},
            expect = ACCEPTABLE,
            desc = "failed, items before")
    @Outcome(id = "3, 1, 0, 0", expect = ACCEPTABLE, desc = "completed before the invalid request")
    @Outcome(expect = FORBIDDEN, desc = "overlapping signals, two terminal signals, or a signal after the terminal one")
    @State
    public static class TransformVsInvalidRequest {
        private final RecordingSubscriber subscriber = new RecordingSubscriber(Long.MAX_VALUE);
        private final MultiEmitter<? super Integer> emitter =
                subscribe(multi -> multi.onItem().transform(i -> i), subscriber);

        @Actor
        public void upstream() {
            emitter.emit(0).emit(1).complete();
        }

        @Actor
        public void invalidRequest() {
            subscriber.request(-1);
        }

        @Arbiter
        public void arbiter(IIII_Result result) {
            record(subscriber, result);
        }
    }

    /** {@code request(-1)} on {@code onOverflow().drop()}, which requested everything upstream already. */
    @JCStressTest
    @Outcome(
            id = {"0, 10, 0, 0", "1, 10, 0, 0", "3, 10, 0, 0"},
            expect = ACCEPTABLE,
            desc = "failed, items before")
    @Outcome(id = "3, 1, 0, 0", expect = ACCEPTABLE, desc = "completed before the invalid request")
    @Outcome(expect = FORBIDDEN, desc = "overlapping signals, two terminal signals, or a signal after the terminal one")
    @State
    public static class DropVsInvalidRequest {
        private final RecordingSubscriber subscriber = new RecordingSubscriber(Long.MAX_VALUE);
        private final MultiEmitter<? super Integer> emitter =
                subscribe(multi -> multi.onOverflow().drop(), subscriber);

        @Actor
        public void upstream() {
            emitter.emit(0).emit(1).complete();
        }

        @Actor
        public void invalidRequest() {
            subscriber.request(-1);
        }

        @Arbiter
        public void arbiter(IIII_Result result) {
            record(subscriber, result);
        }
    }

    /** An {@code onRequest().invoke} callback that throws on the requesting thread while items flow. */
    @JCStressTest
    @Outcome(
            id = {"0, 10, 0, 0", "1, 10, 0, 0", "3, 10, 0, 0"},
            expect = ACCEPTABLE,
            desc = "failed, items before")
    @Outcome(id = "3, 1, 0, 0", expect = ACCEPTABLE, desc = "completed before the failing request")
    @Outcome(expect = FORBIDDEN, desc = "overlapping signals, two terminal signals, or a signal after the terminal one")
    @State
    public static class OnRequestInvokeFailureVsItems {
        private final RecordingSubscriber subscriber = new RecordingSubscriber(2);
        private final MultiEmitter<? super Integer> emitter = subscribe(
                multi -> multi.onRequest().invoke(n -> {
                    if (n == 7) {
                        throw new IllegalStateException("boom");
                    }
                }),
                subscriber);

        @Actor
        public void upstream() {
            emitter.emit(0).emit(1).complete();
        }

        @Actor
        public void failingRequest() {
            subscriber.request(7);
        }

        @Arbiter
        public void arbiter(IIII_Result result) {
            record(subscriber, result);
        }
    }
}
