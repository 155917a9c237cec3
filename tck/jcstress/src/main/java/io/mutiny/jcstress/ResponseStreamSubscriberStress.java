package io.mutiny.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.mutiny.Multi;
import io.mutiny.http.ResponseStreamSubscriber;
import io.mutiny.http.StreamFormat;
import io.mutiny.subscription.MultiEmitter;
import java.util.concurrent.atomic.AtomicLong;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * mutiny-http's {@link ResponseStreamSubscriber} (batches of 2) writing a stream of "a", "b", "c", "d" to a response
 * whose write queue is full (a {@link ResponseDouble}): after the first batch it must wait for the socket. One actor
 * emits the items and completes; the other drains the socket (the write queue empties and the drain handler runs).
 * Whichever order, the subscriber must resume: every item written once, in order, then one end; never two response
 * calls at once; never more than one batch requested ahead of what the source delivered.
 *
 * <p>Outcome: r1 = the text written ("abcd" is 4; anything else, -1), r2 = ends + 10 per reset, r3 = 1 if two response
 * calls overlapped + 10 if the source was asked for more than two items ahead.
 */
@JCStressTest
@Outcome(id = "4, 1, 0", expect = ACCEPTABLE, desc = "everything written, then the end")
@Outcome(expect = FORBIDDEN, desc = "a stalled stream (a drain lost), a lost or reordered item, or over-requesting")
@State
public class ResponseStreamSubscriberStress {

    private static final int BATCH = 2;

    @SuppressWarnings("unchecked")
    private final MultiEmitter<? super String>[] emitter = new MultiEmitter[1];

    private final ResponseDouble socket = new ResponseDouble();
    /** Requested by the subscriber and not delivered yet. */
    private final AtomicLong ahead = new AtomicLong();

    private volatile long maxAhead;

    public ResponseStreamSubscriberStress() {
        Multi.createFrom()
                .<String>emitter(e -> emitter[0] = e)
                .onRequest()
                .invoke(n -> track(ahead.addAndGet(n)))
                .onItem()
                .invoke(ignored -> ahead.decrementAndGet())
                .subscribe(new ResponseStreamSubscriber<>(
                        socket.response, socket.context, StreamFormat.chunked(String.class), BATCH));
    }

    private void track(long requestedAhead) {
        if (requestedAhead > maxAhead) {
            maxAhead = requestedAhead;
        }
    }

    @Actor
    public void source() {
        emitter[0].emit("a").emit("b").emit("c").emit("d").complete();
    }

    @Actor
    public void socketDrains() {
        socket.drain();
    }

    @Arbiter
    public void arbiter(III_Result result) {
        String text = socket.written.toString();
        result.r1 = "abcd".equals(text) ? 4 : -1;
        result.r2 = socket.ends + 10 * socket.resets;
        result.r3 = (socket.overlapped ? 1 : 0) + (maxAhead > BATCH ? 10 : 0);
    }
}
