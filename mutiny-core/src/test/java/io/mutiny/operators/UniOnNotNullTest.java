package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.helpers.test.UniAssertSubscriber;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class UniOnNotNullTest {

    private final Uni<String> nullItem = Uni.createFrom().nullItem();
    private final Uni<String> value = Uni.createFrom().item("v");
    private final Uni<String> failed = Uni.createFrom().failure(new IOException("up"));

    @Test
    void transform() {
        value.onItem()
                .ifNotNull()
                .transform(String::toUpperCase)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("V");
        nullItem.onItem()
                .ifNotNull()
                .transform(String::toUpperCase)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItemIsNull();
        failed.onItem()
                .ifNotNull()
                .transform(String::toUpperCase)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "up");
    }

    @Test
    void invoke() {
        AtomicInteger calls = new AtomicInteger();
        value.onItem()
                .ifNotNull()
                .invoke(s -> calls.incrementAndGet())
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("v");
        nullItem.onItem()
                .ifNotNull()
                .invoke(calls::incrementAndGet)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItemIsNull();
        assertThat(calls).hasValue(1);
    }

    @Test
    void call() {
        AtomicInteger calls = new AtomicInteger();
        value.onItem()
                .ifNotNull()
                .call(s -> Uni.createFrom().item(calls.incrementAndGet()))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("v");
        nullItem.onItem()
                .ifNotNull()
                .call(() -> Uni.createFrom().item(calls.incrementAndGet()))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItemIsNull();
        assertThat(calls).hasValue(1);
    }

    @Test
    void transformToUni() {
        value.onItem()
                .ifNotNull()
                .transformToUni(s -> Uni.createFrom().item(s + s))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("vv");
        nullItem.onItem()
                .ifNotNull()
                .transformToUni(s -> Uni.createFrom().item(s + s))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItemIsNull();
        value.onItem()
                .ifNotNull()
                .<String>transformToUni((s, e) -> e.complete(s + "!"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("v!");
    }

    @Test
    void transformToMulti() {
        value.onItem()
                .ifNotNull()
                .transformToMulti(s -> Multi.createFrom().items(s, s))
                .subscribe()
                .withSubscriber(AssertSubscriber.<String>create(10))
                .assertCompleted()
                .assertItems("v", "v");
        nullItem.onItem()
                .ifNotNull()
                .transformToMulti(s -> Multi.createFrom().items(s, s))
                .subscribe()
                .withSubscriber(AssertSubscriber.<String>create(10))
                .assertCompleted()
                .assertHasNotReceivedAnyItem();
    }

    @Test
    void failWith() {
        value.onItem()
                .ifNotNull()
                .failWith(new IOException("x"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "x");
        nullItem.onItem()
                .ifNotNull()
                .failWith(() -> new IOException("x"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItemIsNull();
    }

    @Test
    void throwingCallback() {
        value.onItem()
                .ifNotNull()
                .transform(s -> {
                    throw new IllegalStateException("mapper");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "mapper");
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> value.onItem().ifNotNull().transform(null)).hasMessageContaining("mapper");
        assertThatThrownBy(() -> value.onItem().ifNotNull().transformToUni((Function<String, Uni<?>>) null))
                .hasMessageContaining("mapper");
        assertThatThrownBy(() -> value.onItem().ifNotNull().failWith((Throwable) null))
                .hasMessageContaining("failure");
        assertThatThrownBy(() -> value.onItem().ifNotNull().invoke((Runnable) null))
                .hasMessageContaining("callback");
    }
}
