package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class MultiCreateFromGeneratorTest {

    private static Multi<Integer> countTo(int max, AtomicInteger calls) {
        return Multi.createFrom().generator(() -> 0, (state, emitter) -> {
            calls.incrementAndGet();
            emitter.emit(state);
            if (state == max) {
                emitter.complete();
            }
            return state + 1;
        });
    }

    @Test
    void generatesItemsAsRequested() {
        AtomicInteger calls = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = countTo(5, calls).subscribe().withSubscriber(AssertSubscriber.create());
        subscriber.assertHasNotReceivedAnyItem();
        subscriber.request(2).assertItems(0, 1).assertNotTerminated();
        assertThat(calls).hasValue(2);
        subscriber.request(4).assertItems(0, 1, 2, 3, 4, 5).assertCompleted();
        assertThat(calls).hasValue(6);
    }

    @Test
    void generatorIsNotCalledBeforeARequest() {
        AtomicInteger calls = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = countTo(5, calls).subscribe().withSubscriber(AssertSubscriber.create());
        assertThat(calls).hasValue(0);
        subscriber.request(1).assertItems(0);
        assertThat(calls).hasValue(1);
    }

    @Test
    void completionNeedsARequest() {
        AtomicInteger calls = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer, Integer>generator(() -> 0, (state, emitter) -> {
                    calls.incrementAndGet();
                    if (state < 3) {
                        emitter.emit(state);
                    } else {
                        emitter.complete();
                    }
                    return state + 1;
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(3));
        subscriber.assertItems(0, 1, 2).assertNotTerminated();
        assertThat(calls).hasValue(3);
        subscriber.request(1).assertItems(0, 1, 2).assertCompleted();
        assertThat(calls).hasValue(4);
    }

    @Test
    void aCallWithoutItemUsesItsUnitOfDemand() {
        AtomicInteger calls = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer, Integer>generator(() -> 0, (state, emitter) -> {
                    calls.incrementAndGet();
                    if (state % 2 == 0) {
                        emitter.emit(state);
                    }
                    return state + 1;
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));
        subscriber.assertItems(0).assertNotTerminated();
        assertThat(calls).hasValue(2);
        subscriber.request(3).assertItems(0, 2, 4);
        assertThat(calls).hasValue(5);
    }

    @Test
    void requestFromOnItemDoesNotRecurse() {
        AtomicInteger depth = new AtomicInteger();
        AtomicInteger maxDepth = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        countTo(100, new AtomicInteger())
                .onItem()
                .invoke(item -> {
                    maxDepth.accumulateAndGet(depth.incrementAndGet(), Math::max);
                    subscriber.request(1);
                    depth.decrementAndGet();
                })
                .subscribe()
                .withSubscriber(subscriber);
        subscriber.assertCompleted();
        assertThat(subscriber.getItems()).hasSize(101);
        assertThat(maxDepth).hasValue(1);
    }

    @Test
    void statePerSubscriber() {
        AtomicInteger calls = new AtomicInteger();
        Multi<Integer> multi = countTo(2, calls);
        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(0, 1, 2)
                .assertCompleted();
        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(0, 1, 2)
                .assertCompleted();
    }

    @Test
    void callsWithoutItemAreAllowed() {
        Multi.createFrom()
                .<Integer, Integer>generator(() -> 0, (state, emitter) -> {
                    if (state % 2 == 0) {
                        emitter.emit(state);
                    }
                    if (state == 6) {
                        emitter.complete();
                    }
                    return state + 1;
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(0, 2, 4, 6)
                .assertCompleted();
    }

    @Test
    void failureAfterAnItem() {
        Multi.createFrom()
                .<Integer, Integer>generator(() -> 0, (state, emitter) -> {
                    emitter.emit(state);
                    if (state == 1) {
                        emitter.fail(new IllegalStateException("boom"));
                    }
                    return state + 1;
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(0, 1)
                .assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void generatorThrowing() {
        Multi.createFrom()
                .<Integer, Integer>generator(() -> 0, (state, emitter) -> {
                    throw new IllegalStateException("boom");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void initialStateSupplierThrowing() {
        Multi.createFrom()
                .<Integer, Integer>generator(
                        () -> {
                            throw new IllegalStateException("no state");
                        },
                        (state, emitter) -> state)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(IllegalStateException.class, "no state");
    }

    @Test
    void nullItemAndSecondItemFail() {
        Multi.createFrom()
                .<Integer, Integer>generator(() -> 0, (state, emitter) -> {
                    emitter.emit(null);
                    return state;
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(NullPointerException.class);
        Multi.createFrom()
                .<Integer, Integer>generator(() -> 0, (state, emitter) -> {
                    emitter.emit(1);
                    emitter.emit(2);
                    return state;
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems(1)
                .assertFailedWith(IllegalStateException.class, "more than one");
    }

    @Test
    void cancellationStopsTheGenerator() {
        AtomicInteger calls = new AtomicInteger();
        AssertSubscriber<Integer> subscriber =
                countTo(1000, calls).subscribe().withSubscriber(AssertSubscriber.create(3));
        subscriber.cancel();
        int callsAtCancellation = calls.get();
        subscriber.request(10);
        assertThat(calls).hasValue(callsAtCancellation);
        subscriber.assertItems(0, 1, 2).assertNotTerminated();
    }

    @Test
    void invalidRequest() {
        countTo(10, new AtomicInteger())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .request(0)
                .assertItems(0)
                .assertFailedWith(IllegalArgumentException.class, "rule 3.9");
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> Multi.createFrom().generator(null, (s, e) -> s))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("initialStateSupplier");
        assertThatThrownBy(() -> Multi.createFrom().generator(() -> 1, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("generator");
    }
}
