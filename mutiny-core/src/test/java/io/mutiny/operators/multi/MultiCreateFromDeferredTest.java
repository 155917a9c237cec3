package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class MultiCreateFromDeferredTest {

    @Test
    void supplierIsCalledPerSubscriber() {
        AtomicInteger calls = new AtomicInteger();
        Multi<Integer> multi =
                Multi.createFrom().deferred(() -> Multi.createFrom().item(calls.incrementAndGet()));
        assertThat(calls).hasValue(0);
        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertItems(1)
                .assertCompleted();
        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertItems(2)
                .assertCompleted();
    }

    @Test
    void demandAndCancellationReachTheProducedMulti() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .deferred(() -> Multi.createFrom().range(0, 10))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));
        subscriber.assertItems(0, 1).cancel().request(5);
        subscriber.assertItems(0, 1).assertNotTerminated();
        Multi.createFrom()
                .deferred(() -> Multi.createFrom().range(0, 10))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .request(0)
                .assertFailedWith(IllegalArgumentException.class, "rule 3.9");
    }

    @Test
    void supplierThrowingOrReturningNull() {
        Multi.createFrom()
                .<Integer>deferred(() -> {
                    throw new IllegalStateException("boom");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "boom");
        Multi.createFrom()
                .<Integer>deferred(() -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void contextIsThatOfTheSubscriber() {
        Multi<String> multi =
                Multi.createFrom().context(context -> Multi.createFrom().item(context.getOrElse("name", () -> "none")));
        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(Context.of("name", "alice"), 1))
                .assertItems("alice")
                .assertCompleted();
        multi.subscribe().withSubscriber(AssertSubscriber.create(1)).assertItems("none");
        Multi.createFrom()
                .<String>context(context -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> Multi.createFrom().deferred(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("supplier");
        assertThatThrownBy(() -> Multi.createFrom().context(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("mapper");
    }
}
