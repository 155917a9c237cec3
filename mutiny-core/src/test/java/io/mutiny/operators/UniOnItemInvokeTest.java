package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class UniOnItemInvokeTest {

    @Test
    void invokesThenForwardsTheItem() {
        AtomicReference<Integer> seen = new AtomicReference<>();
        Uni.createFrom()
                .item(1)
                .onItem()
                .invoke(seen::set)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1);
        assertThat(seen).hasValue(1);
        AtomicInteger runs = new AtomicInteger();
        Uni.createFrom()
                .item(1)
                .invoke(runs::incrementAndGet)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1);
        assertThat(runs).hasValue(1);
    }

    @Test
    void nullItem() {
        AtomicInteger calls = new AtomicInteger();
        Uni.createFrom()
                .nullItem()
                .onItem()
                .invoke(item -> calls.incrementAndGet())
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItemIsNull();
        assertThat(calls).hasValue(1);
    }

    @Test
    void failureSkipsTheCallback() {
        AtomicInteger calls = new AtomicInteger();
        Uni.createFrom()
                .failure(new IOException("boom"))
                .onItem()
                .invoke(calls::incrementAndGet)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "boom");
        assertThat(calls).hasValue(0);
    }

    @Test
    void throwingCallbackFails() {
        Uni.createFrom()
                .item(1)
                .onItem()
                .invoke(i -> {
                    throw new IllegalStateException("callback");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "callback");
    }

    @Test
    void cancellation() {
        TestUni<Integer> upstream = new TestUni<>();
        AtomicInteger calls = new AtomicInteger();
        UniAssertSubscriber<Integer> subscriber = upstream.onItem()
                .invoke(calls::incrementAndGet)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        assertThat(upstream.isCancelled()).isTrue();
        assertThat(calls).hasValue(0);
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> Uni.createFrom().item(1).onItem().invoke((Consumer<Integer>) null))
                .hasMessageContaining("callback");
        assertThatThrownBy(() -> Uni.createFrom().item(1).onItem().invoke((Runnable) null))
                .hasMessageContaining("callback");
    }
}
