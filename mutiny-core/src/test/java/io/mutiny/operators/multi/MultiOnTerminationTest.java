package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.CompositeException;
import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class MultiOnTerminationTest {

    private final List<String> events = new CopyOnWriteArrayList<>();

    @AfterEach
    void resetDroppedHandler() {
        Infrastructure.resetDroppedExceptionHandler();
    }

    private BiConsumer<Throwable, Boolean> recorder() {
        return (failure, cancelled) -> events.add(failure + "/" + cancelled);
    }

    @Test
    void invokeOnCompletion() {
        Multi.createFrom()
                .items(1)
                .onTermination()
                .invoke(recorder())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2))
                .assertCompleted();
        assertThat(events).containsExactly("null/false");
    }

    @Test
    void invokeOnFailure() {
        IOException boom = new IOException("boom");
        Multi.createFrom()
                .<Integer>failure(boom)
                .onTermination()
                .invoke(recorder())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2))
                .assertFailedWith(IOException.class);
        assertThat(events).containsExactly(boom + "/false");
    }

    @Test
    void invokeOnCancellationOnceAndNotAfterCompletion() {
        TestMulti<Integer> source = TestMulti.of(1, 2);
        AssertSubscriber<Integer> subscriber =
                source.onTermination().invoke(recorder()).subscribe().withSubscriber(AssertSubscriber.create(1));
        subscriber.cancel();
        subscriber.cancel();
        assertThat(events).containsExactly("null/true");
        assertThat(source.cancellations()).isEqualTo(1);

        AtomicInteger calls = new AtomicInteger();
        AssertSubscriber<Integer> completed = Multi.createFrom()
                .items(1)
                .onTermination()
                .invoke(calls::incrementAndGet)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        completed.assertCompleted().cancel();
        assertThat(calls).hasValue(1);
    }

    @Test
    void throwingInvoke() {
        Multi.createFrom()
                .items(1)
                .onTermination()
                .invoke(() -> {
                    throw new IllegalStateException("on completion");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2))
                .assertFailedWith(IllegalStateException.class, "on completion");
        Multi.createFrom()
                .<Integer>failure(new IOException("x"))
                .onTermination()
                .invoke(() -> {
                    throw new IllegalStateException("on failure");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2))
                .assertFailedWith(CompositeException.class);
        List<Throwable> dropped = new CopyOnWriteArrayList<>();
        Infrastructure.setDroppedExceptionHandler(dropped::add);
        Multi.createFrom()
                .items(1, 2)
                .onTermination()
                .invoke(() -> {
                    throw new IllegalStateException("on cancellation");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .cancel();
        assertThat(dropped).singleElement().isInstanceOf(IllegalStateException.class);
    }

    @Test
    void callDelaysTheTerminalSignal() {
        TestUni<Object> uni = new TestUni<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(1)
                .onTermination()
                .call((failure, cancelled) -> {
                    events.add(failure + "/" + cancelled);
                    return uni;
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));
        subscriber.assertItems(1).assertNotTerminated();
        uni.complete("ok");
        subscriber.assertCompleted();
        assertThat(events).containsExactly("null/false");
    }

    @Test
    void callOnFailureAndCancellation() {
        Multi.createFrom()
                .<Integer>failure(new IOException("x"))
                .onTermination()
                .call(() -> TestUni.item("ok"))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2))
                .assertFailedWith(IOException.class, "x");
        Multi.createFrom()
                .<Integer>failure(new IOException("x"))
                .onTermination()
                .call(() -> TestUni.failure(new IllegalStateException("y")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2))
                .assertFailedWith(CompositeException.class);

        TestMulti<Integer> source = TestMulti.of(1, 2);
        TestUni<Object> uni = new TestUni<>();
        AssertSubscriber<Integer> subscriber = source.onTermination()
                .call((failure, cancelled) -> {
                    events.add(failure + "/" + cancelled);
                    return uni;
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.cancel();
        assertThat(events).containsExactly("null/true");
        assertThat(source.cancellations()).isEqualTo(0);
        uni.complete("done");
        assertThat(source.cancellations()).isEqualTo(1);
    }

    @Test
    void callRunsOnceWhenTheDownstreamCancels() {
        TestMulti<Integer> source = TestMulti.of(1, 2, 3);
        AssertSubscriber<Integer> subscriber = source.onTermination()
                .call((failure, cancelled) -> {
                    events.add(failure + "/" + cancelled);
                    return TestUni.item("ok");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.cancel();
        subscriber.cancel();
        assertThat(events).containsExactly("null/true");
        assertThat(source.cancellations()).isEqualTo(1);

        events.clear();
        Multi.createFrom()
                .items(1, 2)
                .onTermination()
                .call((failure, cancelled) -> {
                    events.add(failure + "/" + cancelled);
                    return TestUni.item("ok");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertCompleted()
                .cancel();
        assertThat(events).containsExactly("null/false");
    }

    @Test
    void rejectsNullCallbacks() {
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> multi.onTermination().invoke((Runnable) null)).hasMessageContaining("callback");
        assertThatThrownBy(() -> multi.onTermination().invoke((BiConsumer<Throwable, Boolean>) null))
                .hasMessageContaining("callback");
    }

    @Test
    void completionRacingWithCancellationCallsTheCallbackOnce() throws Exception {
        for (int round = 0; round < 1000; round++) {
            AtomicInteger calls = new AtomicInteger();
            AssertSubscriber<Integer> subscriber = Multi.createFrom()
                    .items(1, 2)
                    .onTermination()
                    .invoke(calls::incrementAndGet)
                    .subscribe()
                    .withSubscriber(AssertSubscriber.create(1));
            CyclicBarrier barrier = new CyclicBarrier(2);
            CountDownLatch finished = new CountDownLatch(1);
            Thread other = new Thread(() -> {
                MultiOnCancellationTest.awaitQuietly(barrier);
                subscriber.cancel();
                finished.countDown();
            });
            other.start();
            MultiOnCancellationTest.awaitQuietly(barrier);
            subscriber.request(5);
            assertThat(finished.await(5, TimeUnit.SECONDS)).isTrue();
            assertThat(calls).hasValue(1);
        }
    }
}
