package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.NoSuchElementException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class UniOnNullTest {

    private final Uni<String> nullItem = Uni.createFrom().nullItem();
    private final Uni<String> value = Uni.createFrom().item("v");
    private final Uni<String> failed = Uni.createFrom().failure(new IOException("up"));

    @Test
    void continueWith() {
        nullItem.onItem()
                .ifNull()
                .continueWith("x")
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("x");
        nullItem.onItem()
                .ifNull()
                .continueWith(() -> "y")
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("y");
        value.onItem()
                .ifNull()
                .continueWith("x")
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("v");
        nullItem.replaceIfNullWith("z")
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("z");
        nullItem.onItem()
                .ifNull()
                .continueWith(() -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void supplierIsNotCalledForAValue() {
        AtomicInteger calls = new AtomicInteger();
        value.onItem()
                .ifNull()
                .continueWith(() -> "n" + calls.incrementAndGet())
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("v");
        assertThat(calls).hasValue(0);
    }

    @Test
    void fail() {
        nullItem.onItem()
                .ifNull()
                .fail()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NoSuchElementException.class);
        nullItem.onItem()
                .ifNull()
                .failWith(new IOException("x"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "x");
        nullItem.onItem()
                .ifNull()
                .failWith(() -> new IOException("y"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "y");
        value.onItem()
                .ifNull()
                .fail()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("v");
        nullItem.onItem()
                .ifNull()
                .failWith(() -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void switchTo() {
        nullItem.onItem()
                .ifNull()
                .switchTo(Uni.createFrom().item("s"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("s");
        nullItem.onItem()
                .ifNull()
                .switchTo(() -> Uni.createFrom().item("t"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("t");
        value.onItem()
                .ifNull()
                .switchTo(Uni.createFrom().item("s"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("v");
        nullItem.onItem()
                .ifNull()
                .switchTo((Supplier<Uni<? extends String>>) () -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void failurePassesThrough() {
        failed.onItem()
                .ifNull()
                .continueWith("x")
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "up");
        failed.onItem()
                .ifNull()
                .fail()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "up");
    }

    @Test
    void cancellation() {
        TestUni<String> upstream = new TestUni<>();
        UniAssertSubscriber<String> subscriber =
                upstream.onItem().ifNull().continueWith("x").subscribe().withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> value.onItem().ifNull().continueWith((String) null))
                .hasMessageContaining("fallback");
        assertThatThrownBy(() -> value.onItem().ifNull().continueWith((Supplier<String>) null))
                .hasMessageContaining("supplier");
        assertThatThrownBy(() -> value.onItem().ifNull().failWith((Throwable) null))
                .hasMessageContaining("failure");
        assertThatThrownBy(() -> value.onItem().ifNull().switchTo((Uni<String>) null))
                .hasMessageContaining("other");
    }
}
