package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import java.io.IOException;
import java.util.List;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;

class MultiIfEmptyTest {

    @Test
    void nonEmptyStreamCompletesNormally() {
        Multi.createFrom()
                .items(1, 2)
                .onCompletion()
                .ifEmpty()
                .continueWith(9)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1, 2)
                .assertCompleted();
    }

    @Test
    void emptyStreamContinuesWithItemsWithinTheDemand() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>empty()
                .onCompletion()
                .ifEmpty()
                .continueWith(7, 8)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.assertItems(7).assertNotTerminated();
        subscriber.request(1);
        subscriber.assertItems(7, 8).assertCompleted();
    }

    @Test
    void continueWithIterableAndSupplier() {
        Multi.createFrom()
                .<Integer>empty()
                .onCompletion()
                .ifEmpty()
                .continueWith(List.of(1, 2))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1, 2)
                .assertCompleted();
        Multi.createFrom()
                .<Integer>empty()
                .onCompletion()
                .ifEmpty()
                .continueWith(() -> List.of(3))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(3)
                .assertCompleted();
    }

    @Test
    void failVariants() {
        Multi.createFrom()
                .<Integer>empty()
                .onCompletion()
                .ifEmpty()
                .fail()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(NoSuchElementException.class);
        Multi.createFrom()
                .<Integer>empty()
                .onCompletion()
                .ifEmpty()
                .failWith(new IOException("empty"))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(IOException.class, "empty");
        Multi.createFrom()
                .<Integer>empty()
                .onCompletion()
                .ifEmpty()
                .failWith(() -> new IOException("lazy"))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(IOException.class, "lazy");
        Multi.createFrom()
                .items(1)
                .onCompletion()
                .ifEmpty()
                .fail()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertItems(1)
                .assertCompleted();
    }

    @Test
    void switchVariants() {
        Multi.createFrom()
                .<Integer>empty()
                .onCompletion()
                .ifEmpty()
                .switchTo(Multi.createFrom().items(4, 5))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(4, 5)
                .assertCompleted();
        Multi.createFrom()
                .<Integer>empty()
                .onCompletion()
                .ifEmpty()
                .switchTo(() -> Multi.createFrom().items(6))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(6)
                .assertCompleted();
        Multi.createFrom()
                .<Integer>empty()
                .onCompletion()
                .ifEmpty()
                .switchToEmitter(emitter -> emitter.emit(1).complete())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1)
                .assertCompleted();
    }

    @Test
    void rejectsInvalidArguments() {
        Multi<Integer> multi = Multi.createFrom().empty();
        assertThatThrownBy(() -> multi.onCompletion().ifEmpty().failWith((Throwable) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("failure");
        assertThatThrownBy(() -> multi.onCompletion().ifEmpty().continueWith(1, null))
                .hasMessageContaining("items");
        assertThatThrownBy(() -> multi.onCompletion().ifEmpty().switchTo((Multi<Integer>) null))
                .hasMessageContaining("other");
    }
}
