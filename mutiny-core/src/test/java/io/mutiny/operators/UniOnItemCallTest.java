package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class UniOnItemCallTest {

    @Test
    void waitsForTheCalledUniThenForwardsTheItem() {
        TestUni<String> called = new TestUni<>();
        UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                .item(1)
                .onItem()
                .call(i -> called)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.assertNotTerminated();
        called.complete("ignored");
        subscriber.assertItem(1);
    }

    @Test
    void supplierVariant() {
        AtomicInteger calls = new AtomicInteger();
        Uni.createFrom()
                .item(1)
                .call(() -> Uni.createFrom().item(calls.incrementAndGet()))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1);
        assertThat(calls).hasValue(1);
    }

    @Test
    void calledUniFailure() {
        Uni.createFrom()
                .item(1)
                .onItem()
                .call(i -> Uni.createFrom().failure(new IOException("call")))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "call");
    }

    @Test
    void throwingOrNullFunction() {
        Uni.createFrom()
                .item(1)
                .onItem()
                .call(i -> {
                    throw new IllegalStateException("function");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "function");
        Uni.createFrom()
                .item(1)
                .onItem()
                .call(i -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class);
        Uni.createFrom()
                .item(1)
                .onItem()
                .call((Supplier<Uni<?>>) () -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void upstreamFailureSkipsTheCall() {
        AtomicInteger calls = new AtomicInteger();
        Uni.createFrom()
                .failure(new IOException("up"))
                .onItem()
                .call(i -> Uni.createFrom().item(calls.incrementAndGet()))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "up");
        assertThat(calls).hasValue(0);
    }

    @Test
    void nullItemIsForwarded() {
        Uni.createFrom()
                .nullItem()
                .onItem()
                .call(i -> Uni.createFrom().item(1))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItemIsNull();
    }

    @Test
    void cancellationReachesTheCalledUni() {
        TestUni<String> called = new TestUni<>();
        UniAssertSubscriber<Integer> subscriber = Uni.createFrom()
                .item(1)
                .onItem()
                .call(i -> called)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        assertThat(called.isCancelled()).isTrue();
        subscriber.assertNotTerminated();
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> Uni.createFrom().item(1).onItem().call((Function<Integer, Uni<?>>) null))
                .hasMessageContaining("function");
        assertThatThrownBy(() -> Uni.createFrom().item(1).onItem().call((Supplier<Uni<?>>) null))
                .hasMessageContaining("supplier");
    }
}
