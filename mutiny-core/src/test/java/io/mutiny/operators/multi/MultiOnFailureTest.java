package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.CompositeException;
import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.test.TestMulti;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class MultiOnFailureTest {

    private final IOException boom = new IOException("boom");

    /** The two causes of the {@link CompositeException} the subscriber failed with; the first is {@code boom}. */
    private List<Throwable> compositeCausesAfterBoom(AssertSubscriber<?> subscriber) {
        subscriber.assertFailedWith(CompositeException.class);
        List<Throwable> causes = ((CompositeException) subscriber.getFailure()).getCauses();
        assertThat(causes).hasSize(2).first().isSameAs(boom);
        return causes;
    }

    @Test
    void invokeSeesTheFailureThenPassesIt() {
        List<Throwable> seen = new CopyOnWriteArrayList<>();
        TestMulti.failingAfter(boom, 1)
                .onFailure()
                .invoke(seen::add)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems(1)
                .assertFailedWith(IOException.class, "boom");
        assertThat(seen).containsExactly(boom);
    }

    @Test
    void invokeHonoursThePredicateAndType() {
        AtomicInteger calls = new AtomicInteger();
        Multi.createFrom()
                .<Integer>failure(boom)
                .onFailure(IllegalStateException.class)
                .invoke(calls::incrementAndGet)
                .onFailure(f -> f.getMessage().equals("other"))
                .invoke(calls::incrementAndGet)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(IOException.class);
        assertThat(calls).hasValue(0);
        Multi.createFrom()
                .<Integer>failure(boom)
                .onFailure(IOException.class)
                .invoke(calls::incrementAndGet)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5));
        assertThat(calls).hasValue(1);
    }

    @Test
    void throwingInvokeGivesACompositeFailure() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>failure(boom)
                .onFailure()
                .invoke(f -> {
                    throw new IllegalStateException("callback");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5));
        compositeCausesAfterBoom(subscriber);
    }

    @Test
    void callPassesTheFailureWhenTheUniEmits() {
        TestUni<Object> uni = new TestUni<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>failure(boom)
                .onFailure()
                .call(failure -> uni)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5));
        subscriber.assertNotTerminated();
        uni.complete("logged");
        subscriber.assertFailedWith(IOException.class, "boom");
        Multi.createFrom()
                .<Integer>failure(boom)
                .onFailure()
                .call(() -> TestUni.failure(new IllegalStateException("y")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(CompositeException.class);
        Multi.createFrom()
                .<Integer>failure(boom)
                .onFailure(IllegalStateException.class)
                .call(() -> new TestUni<>())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(IOException.class);
    }

    @Test
    void transformReplacesMatchingFailures() {
        Multi.createFrom()
                .<Integer>failure(boom)
                .onFailure()
                .transform(f -> new IllegalStateException("wrapped", f))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(IllegalStateException.class, "wrapped");
        Multi.createFrom()
                .<Integer>failure(boom)
                .onFailure(IllegalArgumentException.class)
                .transform(f -> new IllegalStateException("wrapped", f))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(IOException.class);
    }

    @Test
    void transformReturningNullFailsWithTheNullPointerExceptionAlone() {
        Multi.createFrom()
                .<Integer>failure(boom)
                .onFailure()
                .transform(f -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(NullPointerException.class, "The mapper returned `null`");
    }

    @Test
    void transformThrowingGivesComposite() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>failure(boom)
                .onFailure()
                .transform(f -> {
                    throw new IllegalStateException("mapper");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5));
        assertThat(compositeCausesAfterBoom(subscriber).get(1))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("mapper");
    }

    @Test
    void recoverWithItemVariants() {
        AssertSubscriber<Integer> subscriber = TestMulti.failingAfter(boom, 1, 2)
                .onFailure()
                .recoverWithItem(42)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));
        subscriber.assertItems(1, 2).assertNotTerminated();
        subscriber.request(1);
        subscriber.assertItems(1, 2, 42).assertCompleted();
        Multi.createFrom()
                .<Integer>failure(boom)
                .onFailure()
                .recoverWithItem(() -> 3)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems(3)
                .assertCompleted();
        Multi.createFrom()
                .<String>failure(boom)
                .onFailure()
                .recoverWithItem(Throwable::getMessage)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems("boom")
                .assertCompleted();
    }

    @Test
    void recoverWithItemFunctionReturningNullCompletesWithoutItem() {
        Multi.createFrom()
                .<String>failure(boom)
                .onFailure()
                .recoverWithItem(f -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertHasNotReceivedAnyItem()
                .assertCompleted();
    }

    @Test
    void recoverWithItemSupplierReturningNullGivesComposite() {
        AssertSubscriber<String> subscriber = Multi.createFrom()
                .<String>failure(boom)
                .onFailure()
                .recoverWithItem((Supplier<String>) () -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5));
        assertThat(compositeCausesAfterBoom(subscriber).get(1)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void recoverWithCompletion() {
        TestMulti.failingAfter(boom, 1)
                .onFailure()
                .recoverWithCompletion()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems(1)
                .assertCompleted();
    }

    @Test
    void recoverWithMultiVariantsKeepTheOutstandingDemand() {
        TestMulti<Integer> fallback = TestMulti.of(10, 11, 12);
        AssertSubscriber<Integer> subscriber = TestMulti.failingAfter(boom, 1)
                .onFailure()
                .recoverWithMulti(fallback)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(3));
        subscriber.assertItems(1, 10, 11).assertNotTerminated();
        assertThat(fallback.requests()).containsExactly(2L);
        subscriber.request(5);
        subscriber.assertItems(1, 10, 11, 12).assertCompleted();

        Multi.createFrom()
                .<Integer>failure(boom)
                .onFailure()
                .recoverWithMulti(() -> Multi.createFrom().items(1))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems(1)
                .assertCompleted();
        Multi.createFrom()
                .<Integer>failure(boom)
                .onFailure()
                .recoverWithMulti(f -> Multi.createFrom().failure(new IllegalStateException("again")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(IllegalStateException.class, "again");
        Multi.createFrom()
                .<Integer>failure(boom)
                .onFailure(IllegalStateException.class)
                .recoverWithMulti(Multi.createFrom().items(1))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(IOException.class);
        Multi.createFrom()
                .<Integer>failure(boom)
                .onFailure()
                .recoverWithMulti(f -> null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(NullPointerException.class, "The mapper returned `null`");
    }

    @Test
    void recoverWithMultiAfterSomeItemsContinuesWithinTheDemand() {
        List<Long> requests = new ArrayList<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .items(1, 2, 3)
                .onCompletion()
                .failWith(new IOException("boom"))
                .onFailure()
                .recoverWithMulti(Multi.createFrom().range(10, 15).onRequest().invoke(requests::add))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));
        subscriber.assertItems(1, 2);
        assertThat(requests).isEmpty();
        subscriber.request(2).assertItems(1, 2, 3, 10);
        assertThat(requests).containsExactly(1L);
        subscriber.request(10).assertItems(1, 2, 3, 10, 11, 12, 13, 14).assertCompleted();
        assertThat(requests).containsExactly(1L, 10L);
    }

    @Test
    void cancellationReachesTheFallback() {
        TestMulti<Integer> fallback = TestMulti.of(10, 11);
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .<Integer>failure(boom)
                .onFailure()
                .recoverWithMulti(fallback)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        subscriber.cancel();
        assertThat(fallback.cancellations()).isEqualTo(1);
    }

    @Test
    void rejectsNullArguments() {
        Multi<Integer> multi = Multi.createFrom().items(1);
        assertThatThrownBy(() -> multi.onFailure().invoke((Consumer<Throwable>) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("callback");
        assertThatThrownBy(() -> multi.onFailure().transform(null)).hasMessageContaining("mapper");
        assertThatThrownBy(() -> multi.onFailure().recoverWithItem((Integer) null))
                .hasMessageContaining("item");
        assertThatThrownBy(() -> multi.onFailure().recoverWithItem((Supplier<Integer>) null))
                .hasMessageContaining("supplier");
        assertThatThrownBy(() -> multi.onFailure().recoverWithMulti((Multi<Integer>) null))
                .hasMessageContaining("fallback");
        assertThatThrownBy(
                        () -> multi.onFailure().recoverWithMulti((Function<Throwable, Multi<? extends Integer>>) null))
                .hasMessageContaining("function");
        assertThatThrownBy(() -> multi.onFailure((Class<? extends Throwable>) null))
                .hasMessageContaining("typeOfFailure");
    }

    @Test
    void transformLetsTheInvalidRequestFailurePassUntransformed() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .range(0, 10)
                .onFailure()
                .transform(failure -> new IllegalStateException("transformed", failure))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0));

        subscriber.request(-1);

        subscriber.assertFailedWith(IllegalArgumentException.class, "rule 3.9");
    }
}
