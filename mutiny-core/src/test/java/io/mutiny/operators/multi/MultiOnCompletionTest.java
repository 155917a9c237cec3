package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.test.Race;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class MultiOnCompletionTest {

    @Test
    void invokeRunsBeforeTheCompletion() {
        AtomicInteger calls = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(1, 2)
                .onCompletion()
                .invoke(calls::incrementAndGet)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));
        subscriber.assertItems(1, 2).assertCompleted();
        assertThat(calls).hasValue(1);
    }

    @Test
    void invokeIsNotCalledOnFailure() {
        AtomicInteger calls = new AtomicInteger();
        Multi.createFrom()
                .<Integer>failure(new IOException("x"))
                .onCompletion()
                .invoke(calls::incrementAndGet)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2))
                .assertFailedWith(IOException.class);
        assertThat(calls).hasValue(0);
    }

    @Test
    void throwingInvokeTurnsTheCompletionIntoAFailure() {
        Multi.createFrom()
                .items(1)
                .onCompletion()
                .invoke(() -> {
                    throw new IllegalStateException("late");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2))
                .assertItems(1)
                .assertFailedWith(IllegalStateException.class, "late");
    }

    @Test
    void callCompletesWhenTheUniEmits() {
        TestUni<Object> uni = new TestUni<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(1)
                .onCompletion()
                .call(() -> uni)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));
        subscriber.assertItems(1).assertNotTerminated();
        uni.complete("ok");
        subscriber.assertCompleted();
    }

    @Test
    void failingCallFails() {
        Multi.createFrom()
                .items(1)
                .onCompletion()
                .call(() -> TestUni.failure(new IOException("flush failed")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2))
                .assertItems(1)
                .assertFailedWith(IOException.class, "flush failed");
        Multi.createFrom()
                .items(1)
                .onCompletion()
                .call(() -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2))
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void cancellingWhileTheCallIsPendingCancelsTheUni() {
        TestUni<Object> uni = new TestUni<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(1)
                .onCompletion()
                .call(() -> uni)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));
        subscriber.cancel();
        assertThat(uni.cancellations()).isEqualTo(1);
        subscriber.assertNotTerminated();
    }

    @Test
    void continueWithItemsHonoursTheDemand() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(1, 2)
                .onCompletion()
                .continueWith(3, 4, 5)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(3));
        subscriber.assertItems(1, 2, 3).assertNotTerminated();
        subscriber.request(1);
        subscriber.assertItems(1, 2, 3, 4).assertNotTerminated();
        subscriber.request(10);
        subscriber.assertItems(1, 2, 3, 4, 5).assertCompleted();
    }

    @Test
    void continueWithIterableAndSupplier() {
        Multi.createFrom()
                .items(1)
                .onCompletion()
                .continueWith(List.of(2, 3))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1, 2, 3)
                .assertCompleted();
        AtomicInteger calls = new AtomicInteger();
        Multi<Integer> multi = Multi.createFrom().items(1).onCompletion().continueWith(() -> {
            calls.incrementAndGet();
            return List.of(7);
        });
        assertThat(calls).hasValue(0);
        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1, 7)
                .assertCompleted();
        Multi.createFrom()
                .items(1)
                .onCompletion()
                .continueWith((Supplier<List<Integer>>) () -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1)
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void continueWithNothingJustCompletes() {
        Multi.createFrom()
                .items(1)
                .onCompletion()
                .continueWith()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1)
                .assertCompleted();
    }

    @Test
    void failVariants() {
        Multi.createFrom()
                .items(1)
                .onCompletion()
                .fail()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1)
                .assertFailedWith(NoSuchElementException.class);
        Multi.createFrom()
                .items(1)
                .onCompletion()
                .failWith(new IOException("end"))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertFailedWith(IOException.class, "end");
        Multi.createFrom()
                .items(1)
                .onCompletion()
                .failWith(() -> new IOException("lazy"))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertFailedWith(IOException.class, "lazy");
    }

    @Test
    void switchToAnotherStream() {
        TestMulti<Integer> next = TestMulti.of(10, 11);
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(1, 2)
                .onCompletion()
                .switchTo(next)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(3));
        subscriber.assertItems(1, 2, 10);
        assertThat(next.requests()).containsExactly(1L);
        subscriber.cancel();
        assertThat(next.cancellations()).isEqualTo(1);

        Multi.createFrom()
                .items(1)
                .onCompletion()
                .switchTo(() -> Multi.createFrom().items(2))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(3))
                .assertItems(1, 2)
                .assertCompleted();
        Multi.createFrom()
                .items(1)
                .onCompletion()
                .switchTo((Supplier<Flow.Publisher<? extends Integer>>) () -> {
                    throw new IllegalStateException("no next");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(3))
                .assertFailedWith(IllegalStateException.class, "no next");
    }

    @Test
    void switchToEmitter() {
        Multi.createFrom()
                .items(1)
                .onCompletion()
                .switchToEmitter(emitter -> emitter.emit(2).emit(3).complete())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1, 2, 3)
                .assertCompleted();
    }

    @Test
    void failWithWaitsForTheDemand() {
        AtomicInteger calls = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(1)
                .onCompletion()
                .failWith(() -> {
                    calls.incrementAndGet();
                    return new IOException("end");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.assertItems(1).assertNotTerminated();
        assertThat(calls).hasValue(0);
        subscriber.request(1);
        subscriber.assertFailedWith(IOException.class, "end");
        assertThat(calls).hasValue(1);

        AssertSubscriber<Integer> fail = Multi.createFrom()
                .<Integer>empty()
                .onCompletion()
                .fail()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        fail.assertNotTerminated();
        fail.request(1);
        fail.assertFailedWith(NoSuchElementException.class);
        AssertSubscriber<Integer> failWith = Multi.createFrom()
                .<Integer>empty()
                .onCompletion()
                .failWith(new IOException("constant"))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        failWith.assertNotTerminated();
        failWith.request(1);
        failWith.assertFailedWith(IOException.class, "constant");
    }

    @Test
    void switchToWaitsForTheDemand() {
        TestMulti<Integer> next = TestMulti.of(10, 11);
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(1)
                .onCompletion()
                .switchTo(next)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.assertItems(1).assertNotTerminated();
        assertThat(next.subscriptions()).isZero();
        subscriber.request(2);
        assertThat(next.subscriptions()).isEqualTo(1);
        assertThat(next.requests()).containsExactly(2L);
        subscriber.assertItems(1, 10, 11).assertCompleted().assertNoViolations();

        AtomicInteger emitterCalls = new AtomicInteger();
        AssertSubscriber<Integer> emitter = Multi.createFrom()
                .<Integer>empty()
                .onCompletion()
                .switchToEmitter(e -> {
                    emitterCalls.incrementAndGet();
                    e.emit(2).complete();
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        assertThat(emitterCalls).hasValue(0);
        emitter.request(1);
        assertThat(emitterCalls).hasValue(1);
        emitter.assertItems(2).assertCompleted();
    }

    @Test
    void ifEmptyContinuationsStartAtOnce() {
        TestMulti<Integer> next = TestMulti.of(10);
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>empty()
                .onCompletion()
                .ifEmpty()
                .switchTo(next)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        assertThat(next.subscriptions()).isEqualTo(1);
        subscriber.assertNotTerminated();
        subscriber.request(1);
        subscriber.assertItems(10).assertCompleted();
        Multi.createFrom()
                .<Integer>empty()
                .onCompletion()
                .ifEmpty()
                .failWith(new IOException("empty"))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .assertFailedWith(IOException.class, "empty");
    }

    @Test
    void cancellationBeforeTheDemandNeverStartsTheContinuation() {
        AtomicInteger calls = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>empty()
                .onCompletion()
                .switchTo(() -> {
                    calls.incrementAndGet();
                    return Multi.createFrom().items(1);
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        subscriber.cancel();
        subscriber.request(1);
        assertThat(calls).hasValue(0);
        subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
    }

    @Test
    void invalidRequestWhileTheContinuationWaitsFails() {
        AtomicInteger calls = new AtomicInteger();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>empty()
                .onCompletion()
                .failWith(() -> {
                    calls.incrementAndGet();
                    return new IOException("end");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));
        subscriber.request(0);
        subscriber.assertFailedWith(IllegalArgumentException.class).assertNoViolations();
        assertThat(calls).hasValue(0);
    }

    @Test
    void completionRacingTheRequestStartsTheContinuationOnce() {
        try (Race race = new Race()) {
            for (int i = 0; i < 20_000; i++) {
                TestMulti<Integer> upstream = new TestMulti<>();
                TestMulti<Integer> next = TestMulti.of(10);
                AssertSubscriber<Integer> subscriber =
                        upstream.onCompletion().switchTo(next).subscribe().withSubscriber(AssertSubscriber.create(1));
                upstream.emit(1);
                race.run(upstream::complete, () -> subscriber.request(1));
                assertThat(next.subscriptions()).isEqualTo(1);
                subscriber.assertItems(1, 10).assertCompleted().assertNoViolations();
            }
        }
    }

    @Test
    void failuresPassThroughTheContinuation() {
        Multi.createFrom()
                .<Integer>failure(new IOException("upstream"))
                .onCompletion()
                .continueWith(1)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertHasNotReceivedAnyItem()
                .assertFailedWith(IOException.class);
    }

    @Test
    void invalidRequestFailsAndCancels() {
        TestMulti<Integer> source = TestMulti.of(1, 2);
        AssertSubscriber<Integer> subscriber =
                source.onCompletion().continueWith(3).subscribe().withSubscriber(AssertSubscriber.create());
        subscriber.request(-1);
        subscriber.assertFailedWith(IllegalArgumentException.class);
        assertThat(source.cancellations()).isEqualTo(1);
    }

    @Test
    void rejectsInvalidArguments() {
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> multi.onCompletion().invoke(null)).hasMessageContaining("callback");
        assertThatThrownBy(() -> multi.onCompletion().call(null)).hasMessageContaining("callback");
        assertThatThrownBy(() -> multi.onCompletion().failWith((Throwable) null))
                .hasMessageContaining("failure");
        assertThatThrownBy(() -> multi.onCompletion().continueWith((Integer) null))
                .hasMessageContaining("items");
        assertThatThrownBy(() -> multi.onCompletion().continueWith((Iterable<Integer>) null))
                .hasMessageContaining("items");
        assertThatThrownBy(() -> multi.onCompletion().switchTo((Flow.Publisher<Integer>) null))
                .hasMessageContaining("other");
        assertThatThrownBy(() -> multi.onCompletion().switchToEmitter(null)).hasMessageContaining("consumer");
    }
}
