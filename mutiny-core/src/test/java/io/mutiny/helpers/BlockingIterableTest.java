package io.mutiny.helpers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.infrastructure.Infrastructure;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jctools.queues.SpscArrayQueue;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class BlockingIterableTest {

    private final ExecutorService executor = Executors.newSingleThreadExecutor();

    @AfterEach
    void cleanUp() {
        executor.shutdownNow();
        Infrastructure.resetCanCallerThreadBeBlockedSupplier();
    }

    /** Emits 0..count-1 from the executor thread, buffering in the emitter, then completes. */
    private Multi<Integer> emittedFromAnotherThread(int count) {
        return Multi.createFrom()
                .emitter(emitter -> executor.execute(() -> {
                    for (int i = 0; i < count; i++) {
                        emitter.emit(i);
                    }
                    emitter.complete();
                }));
    }

    @Test
    void iteratesOverAllItems() {
        List<Integer> items = new ArrayList<>();
        for (Integer item : Multi.createFrom().range(0, 1000).subscribe().asIterable()) {
            items.add(item);
        }
        assertThat(items).hasSize(1000).startsWith(0, 1, 2).endsWith(999);
    }

    @Test
    void fetchesInBatches() {
        List<Long> requests = new CopyOnWriteArrayList<>();
        Multi<Integer> multi = Multi.createFrom().range(0, 20).onRequest().invoke(requests::add);
        Iterator<Integer> iterator =
                multi.subscribe().asIterable(8, () -> new SpscArrayQueue<>(8)).iterator();
        assertThat(requests).containsExactly(8L);
        for (int i = 0; i < 6; i++) {
            assertThat(iterator.next()).isEqualTo(i);
        }
        assertThat(requests).containsExactly(8L, 6L);
        List<Integer> rest = new ArrayList<>();
        iterator.forEachRemaining(rest::add);
        assertThat(rest).hasSize(14);
        assertThatThrownBy(iterator::next).isInstanceOf(NoSuchElementException.class);
    }

    @Test
    void blocksUntilItemsArriveFromAnotherThread() {
        Multi<Integer> multi = emittedFromAnotherThread(100);
        assertThat(multi.subscribe().asStream().collect(Collectors.toList())).hasSize(100);
    }

    @Test
    void failureIsThrownAfterThePrecedingItems() {
        Multi<Integer> multi =
                Multi.createFrom().items(1, 2).onCompletion().failWith(new IllegalStateException("boom"));
        Iterator<Integer> iterator = multi.subscribe().asIterable().iterator();
        assertThat(iterator.next()).isEqualTo(1);
        assertThat(iterator.next()).isEqualTo(2);
        assertThatThrownBy(iterator::hasNext)
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("boom");

        Iterator<Integer> checked = Multi.createFrom()
                .<Integer>failure(new IOException("io"))
                .subscribe()
                .asIterable()
                .iterator();
        assertThatThrownBy(checked::hasNext)
                .isInstanceOf(CompletionException.class)
                .hasCauseInstanceOf(IOException.class);
    }

    @Test
    void closingTheStreamCancelsTheSubscription() {
        AtomicInteger cancellations = new AtomicInteger();
        Multi<Integer> multi =
                Multi.createFrom().range(0, 1000).onCancellation().invoke(cancellations::incrementAndGet);
        try (Stream<Integer> stream = multi.subscribe().asStream()) {
            assertThat(stream.limit(3).collect(Collectors.toList())).containsExactly(0, 1, 2);
        }
        assertThat(cancellations).hasValue(1);
    }

    @Test
    void eachIterationSubscribesAgain() {
        AtomicInteger subscriptions = new AtomicInteger();
        BlockingIterable<Integer> iterable = Multi.createFrom()
                .items(1, 2)
                .onSubscription()
                .invoke(subscriptions::incrementAndGet)
                .subscribe()
                .asIterable();
        assertThat(subscriptions).hasValue(0);
        assertThat(iterable).containsExactly(1, 2);
        assertThat(iterable.stream()).containsExactly(1, 2);
        assertThat(iterable.spliterator().estimateSize()).isEqualTo(Long.MAX_VALUE);
        assertThat(subscriptions).hasValue(3);
    }

    @Test
    void failsFastOnAThreadThatMustNotBlock() {
        Infrastructure.setCanCallerThreadBeBlockedSupplier(() -> false);
        BlockingIterable<Integer> iterable =
                Multi.createFrom().items(1).subscribe().asIterable();
        assertThatThrownBy(iterable::iterator)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(Thread.currentThread().getName());
        assertThatThrownBy(() -> Multi.createFrom().items(1).subscribe().asStream())
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void rejectsInvalidArguments() {
        assertThatThrownBy(() -> Multi.createFrom().items(1).subscribe().asIterable(0, () -> new SpscArrayQueue<>(4)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("batchSize");
        assertThatThrownBy(() -> Multi.createFrom().items(1).subscribe().asIterable(1, null))
                .hasMessageContaining("queueSupplier");
        assertThatThrownBy(() -> Multi.createFrom().items(1).subscribe().asStream(null))
                .hasMessageContaining("contextSupplier");
    }

    @Test
    void concurrentProducerNeverLosesAWakeUp() {
        for (int round = 0; round < 200; round++) {
            Multi<Integer> multi = emittedFromAnotherThread(50);
            assertThat(multi.subscribe().asIterable(4, () -> new SpscArrayQueue<>(4)))
                    .hasSize(50);
        }
    }
}
