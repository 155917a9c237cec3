package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.CompositeException;
import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

class UniOnItemOrFailureTest {

    private final Uni<Integer> one = Uni.createFrom().item(1);
    private final Uni<Integer> failed = Uni.createFrom().failure(new IOException("boom"));

    @Test
    void invokeSeesBothOutcomes() {
        List<Object> seen = new ArrayList<>();
        one.onItemOrFailure()
                .invoke((item, failure) -> seen.add(item))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1);
        failed.onItemOrFailure()
                .invoke((item, failure) -> seen.add(failure.getMessage()))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "boom");
        one.eventually(() -> seen.add("finally"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1);
        assertThat(seen).containsExactly(1, "boom", "finally");
    }

    @Test
    void throwingInvoke() {
        one.onItemOrFailure()
                .invoke((i, f) -> {
                    throw new IllegalStateException("cb");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "cb");
        UniAssertSubscriber<Integer> onFailure = failed.onItemOrFailure()
                .invoke(() -> {
                    throw new IllegalStateException("cb");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(onFailure.getFailure()).isInstanceOf(CompositeException.class);
    }

    @Test
    void transform() {
        one.onItemOrFailure()
                .transform((i, f) -> f == null ? "item " + i : "failure")
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("item 1");
        failed.onItemOrFailure()
                .transform((i, f) -> f == null ? "item " + i : "failure")
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("failure");
        Uni.createFrom()
                .nullItem()
                .onItemOrFailure()
                .transform((i, f) -> f == null ? "null item" : "failure")
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("null item");
    }

    @Test
    void transformToUni() {
        failed.onItemOrFailure()
                .transformToUni((i, f) -> Uni.createFrom().item(f.getMessage()))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("boom");
        one.onItemOrFailure()
                .<String>transformToUni((i, f, emitter) -> emitter.complete("e" + i))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("e1");
        one.onItemOrFailure()
                .transformToUni((i, f) -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class);
        failed.onItemOrFailure()
                .transformToUni((i, f) -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class, "The mapper returned `null`");
    }

    @Test
    void call() {
        TestUni<String> called = new TestUni<>();
        UniAssertSubscriber<Integer> subscriber =
                one.onItemOrFailure().call((i, f) -> called).subscribe().withSubscriber(UniAssertSubscriber.create());
        subscriber.assertNotTerminated();
        called.complete("x");
        subscriber.assertItem(1);
        failed.onItemOrFailure()
                .call(() -> Uni.createFrom().item(1))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "boom");
        one.onItemOrFailure()
                .call(() -> Uni.createFrom().failure(new IllegalStateException("call")))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "call");
        UniAssertSubscriber<Integer> both = failed.onItemOrFailure()
                .call(() -> Uni.createFrom().failure(new IllegalStateException("call")))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertThat(both.getFailure()).isInstanceOf(CompositeException.class);
    }

    @Test
    void cancellation() {
        TestUni<Integer> upstream = new TestUni<>();
        List<Object> seen = new ArrayList<>();
        UniAssertSubscriber<Integer> subscriber = upstream.onItemOrFailure()
                .invoke((i, f) -> seen.add(i))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        assertThat(upstream.isCancelled()).isTrue();
        assertThat(seen).isEmpty();
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> one.onItemOrFailure().invoke((BiConsumer<Integer, Throwable>) null))
                .hasMessageContaining("callback");
        assertThatThrownBy(() -> one.onItemOrFailure().transform(null)).hasMessageContaining("mapper");
        assertThatThrownBy(() -> one.onItemOrFailure()
                        .transformToUni(
                                (java.util.function.BiFunction<Integer, Throwable, Uni<? extends Integer>>) null))
                .hasMessageContaining("mapper");
    }
}
