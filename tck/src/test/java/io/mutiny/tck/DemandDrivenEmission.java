package io.mutiny.tck;

import io.mutiny.subscription.MultiEmitter;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * An emitter body that emits {@code 0..elements-1} only while the subscriber has outstanding demand, from a worker
 * thread: nothing is dropped or refused whatever the strategy, and an endless stream never holds the TCK's thread
 * (which must stay free to cancel).
 */
final class DemandDrivenEmission implements Consumer<MultiEmitter<? super Long>> {

    private final long elements;

    DemandDrivenEmission(long elements) {
        this.elements = elements;
    }

    @Override
    public void accept(MultiEmitter<? super Long> emitter) {
        AtomicLong next = new AtomicLong();
        AtomicInteger wip = new AtomicInteger();
        Runnable drain = () -> {
            int missed = 1;
            do {
                while (!emitter.isCancelled() && next.get() < elements && emitter.requested() > 0) {
                    emitter.emit(next.getAndIncrement());
                }
                if (next.get() >= elements) {
                    emitter.complete();
                    return;
                }
                missed = wip.addAndGet(-missed);
            } while (missed != 0);
        };
        emitter.onRequest(n -> {
            if (wip.getAndIncrement() == 0) {
                PublisherTck.EXECUTOR.execute(drain);
            }
        });
        if (elements == 0) {
            emitter.complete();
        }
    }
}
