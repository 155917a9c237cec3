package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import java.io.IOException;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class UniOnItemIgnoreTest {

    private final Uni<Integer> one = Uni.createFrom().item(1);
    private final Uni<Integer> failed = Uni.createFrom().failure(new IOException("up"));

    @Test
    void andFail() {
        one.onItem()
                .ignore()
                .andFail(new IOException("x"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "x");
        one.onItem()
                .ignore()
                .andFail(() -> new IOException("y"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "y");
        one.onItem()
                .ignore()
                .andFail()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(Exception.class);
        one.onItem()
                .ignore()
                .andFail((Supplier<Throwable>) () -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void andSwitchTo() {
        one.onItem()
                .ignore()
                .andSwitchTo(Uni.createFrom().item("b"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("b");
        one.onItem()
                .ignore()
                .andSwitchTo(() -> Uni.createFrom().item("c"))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem("c");
        one.onItem()
                .ignore()
                .andSwitchTo((Supplier<Uni<? extends String>>) () -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void andContinueWith() {
        one.onItem()
                .ignore()
                .andContinueWith(5)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(5);
        one.onItem()
                .ignore()
                .andContinueWith(() -> 6)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(6);
        one.onItem()
                .ignore()
                .andContinueWithNull()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItemIsNull();
        one.onItem()
                .ignore()
                .andContinueWith(() -> {
                    throw new IllegalStateException("supplier");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "supplier");
    }

    @Test
    void failurePassesThrough() {
        failed.onItem()
                .ignore()
                .andContinueWith(5)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "up");
        failed.onItem()
                .ignore()
                .andSwitchTo(Uni.createFrom().item(2))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "up");
        failed.onItem()
                .ignore()
                .andFail(new IllegalStateException())
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "up");
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> one.onItem().ignore().andFail((Throwable) null))
                .hasMessageContaining("failure");
        assertThatThrownBy(() -> one.onItem().ignore().andSwitchTo((Uni<Integer>) null))
                .hasMessageContaining("other");
        assertThatThrownBy(() -> one.onItem().ignore().andContinueWith((Integer) null))
                .hasMessageContaining("fallback");
        assertThatThrownBy(() -> one.onItem().ignore().andContinueWith((Supplier<Integer>) null))
                .hasMessageContaining("supplier");
    }
}
