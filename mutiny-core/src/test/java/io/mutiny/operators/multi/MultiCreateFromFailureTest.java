package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class MultiCreateFromFailureTest {

    @Test
    void failsWithoutRequest() {
        Multi.createFrom()
                .failure(new IllegalStateException("boom"))
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertSubscribed()
                .assertFailedWith(IllegalStateException.class, "boom");
    }

    @Test
    void supplierIsCalledPerSubscriber() {
        AtomicInteger calls = new AtomicInteger();
        Multi<Integer> multi =
                Multi.createFrom().failure(() -> new IllegalStateException("#" + calls.incrementAndGet()));
        assertThat(calls).hasValue(0);
        multi.subscribe().withSubscriber(AssertSubscriber.create()).assertFailedWith(IllegalStateException.class, "#1");
        multi.subscribe().withSubscriber(AssertSubscriber.create()).assertFailedWith(IllegalStateException.class, "#2");
    }

    @Test
    void supplierThrowingOrReturningNull() {
        Multi.createFrom()
                .failure(() -> {
                    throw new IllegalArgumentException("thrown");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertFailedWith(IllegalArgumentException.class, "thrown");
        Multi.createFrom()
                .failure(() -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> Multi.createFrom().failure((Throwable) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("failure");
        assertThatThrownBy(() -> Multi.createFrom().failure((Supplier<Throwable>) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("supplier");
    }
}
