package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.test.TestUni;
import io.mutiny.tuples.Functions;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class UniOnTerminationTest {

    @Test
    void invokeOnItemFailureAndCancellation() {
        List<String> seen = new ArrayList<>();
        Functions.TriConsumer<Integer, Throwable, Boolean> record = (item, failure, cancelled) ->
                seen.add(item + "/" + (failure == null ? null : failure.getMessage()) + "/" + cancelled);
        Uni.createFrom()
                .item(1)
                .onTermination()
                .invoke(record)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1);
        Uni.createFrom()
                .<Integer>failure(new IOException("boom"))
                .onTermination()
                .invoke(record)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "boom");
        TestUni<Integer> upstream = new TestUni<>();
        upstream.onTermination()
                .invoke(record)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .cancel();
        assertThat(upstream.isCancelled()).isTrue();
        assertThat(seen).containsExactly("1/null/false", "null/boom/false", "null/null/true");
    }

    @Test
    void runnableVariantRunsOnce() {
        AtomicInteger runs = new AtomicInteger();
        UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                .item(1)
                .onTermination()
                .invoke(runs::incrementAndGet)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        assertThat(runs).hasValue(1);
    }

    @Test
    void throwingCallbackOnItemFails() {
        Uni.createFrom()
                .item(1)
                .onTermination()
                .invoke(() -> {
                    throw new IllegalStateException("cb");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "cb");
    }

    @Test
    void callWaitsForTheCalledUni() {
        TestUni<String> called = new TestUni<>();
        UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                .item(1)
                .onTermination()
                .call((item, failure, cancelled) -> called)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.assertNotTerminated();
        called.complete("x");
        subscriber.assertItem(1);
    }

    @Test
    void callOnCancellation() {
        TestUni<Integer> upstream = new TestUni<>();
        List<Boolean> cancelledFlags = new ArrayList<>();
        upstream.onTermination()
                .call((item, failure, cancelled) -> {
                    cancelledFlags.add(cancelled);
                    return Uni.createFrom().item(1);
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .cancel();
        assertThat(cancelledFlags).containsExactly(true);
        assertThat(upstream.isCancelled()).isTrue();
        Uni.createFrom()
                .item(1)
                .onTermination()
                .call(() -> Uni.createFrom().item(2))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1);
    }

    @Test
    void invalidArguments() {
        Uni<Integer> one = Uni.createFrom().item(1);
        assertThatThrownBy(() -> one.onTermination().invoke((Runnable) null)).hasMessageContaining("callback");
        assertThatThrownBy(() -> one.onTermination().invoke((Functions.TriConsumer<Integer, Throwable, Boolean>) null))
                .hasMessageContaining("callback");
        assertThatThrownBy(() -> one.onTermination().call((Supplier<Uni<?>>) null))
                .hasMessageContaining("supplier");
        assertThatThrownBy(
                        () -> one.onTermination().call((Functions.Function3<Integer, Throwable, Boolean, Uni<?>>) null))
                .hasMessageContaining("function");
    }
}
