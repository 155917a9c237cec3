package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.CompositeException;
import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class UniOnFailureTest {

    private final Uni<Integer> failed = Uni.createFrom().failure(new IOException("boom"));
    private final Uni<Integer> one = Uni.createFrom().item(1);

    private static void assertComposite(Throwable failure, Class<?> original, Class<?> added) {
        assertThat(failure).isInstanceOf(CompositeException.class);
        assertThat(((CompositeException) failure).getCauses()).hasSize(2).satisfies(causes -> {
            assertThat(causes.get(0)).isInstanceOf(original);
            assertThat(causes.get(1)).isInstanceOf(added);
        });
    }

    @Test
    void recoverWithItem() {
        failed.onFailure()
                .recoverWithItem(2)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(2);
        failed.onFailure()
                .recoverWithItem(() -> 3)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(3);
        failed.onFailure()
                .recoverWithItem(f -> f.getMessage().length())
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(4);
        failed.onFailure()
                .recoverWithNull()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItemIsNull();
        one.onFailure()
                .recoverWithItem(2)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1);
    }

    @Test
    void recoverWithUni() {
        failed.onFailure()
                .recoverWithUni(Uni.createFrom().item(5))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(5);
        failed.onFailure()
                .recoverWithUni(() -> Uni.createFrom().item(6))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(6);
        failed.onFailure()
                .recoverWithUni(f -> Uni.createFrom().failure(new IllegalStateException("again")))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "again");
    }

    @Test
    void filtersByTypeAndPredicate() {
        failed.onFailure(IOException.class)
                .recoverWithItem(1)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1);
        failed.onFailure(IllegalStateException.class)
                .recoverWithItem(1)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "boom");
        failed.onFailure(f -> f.getMessage().equals("boom"))
                .recoverWithItem(1)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1);
        failed.onFailure(f -> false)
                .recoverWithItem(1)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "boom");
    }

    @Test
    void throwingPredicate() {
        UniAssertSubscriber<Integer> subscriber = failed.onFailure(f -> {
                    throw new IllegalStateException("predicate");
                })
                .recoverWithItem(1)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertComposite(subscriber.getFailure(), IOException.class, IllegalStateException.class);
    }

    @Test
    void throwingRecoveryGivesComposite() {
        UniAssertSubscriber<Integer> subscriber = failed.onFailure()
                .recoverWithItem((Function<Throwable, Integer>) f -> {
                    throw new IllegalStateException("recovery");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertComposite(subscriber.getFailure(), IOException.class, IllegalStateException.class);
        UniAssertSubscriber<Integer> throwingUni = failed.onFailure()
                .recoverWithUni((Function<Throwable, Uni<? extends Integer>>) f -> {
                    throw new IllegalStateException("recovery");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertComposite(throwingUni.getFailure(), IOException.class, IllegalStateException.class);
    }

    @Test
    void recoverWithUniReturningNullFailsWithTheNullPointerExceptionAlone() {
        failed.onFailure()
                .recoverWithUni((Function<Throwable, Uni<? extends Integer>>) f -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class, "The mapper returned `null`");
        failed.onFailure()
                .recoverWithUni((Supplier<Uni<? extends Integer>>) () -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class, "The mapper returned `null`");
    }

    @Test
    void recoverWithItemReturningNullEmitsNull() {
        failed.onFailure()
                .recoverWithItem((Function<Throwable, Integer>) f -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertCompleted()
                .assertItem(null);
        failed.onFailure()
                .recoverWithItem((Supplier<Integer>) () -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertCompleted()
                .assertItem(null);
    }

    @Test
    void callReturningNullGivesComposite() {
        UniAssertSubscriber<Integer> subscriber = failed.onFailure()
                .call((Function<Throwable, Uni<?>>) f -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertComposite(subscriber.getFailure(), IOException.class, NullPointerException.class);
    }

    @Test
    void invoke() {
        AtomicReference<Throwable> seen = new AtomicReference<>();
        failed.onFailure()
                .invoke(seen::set)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IOException.class, "boom");
        assertThat(seen.get()).isInstanceOf(IOException.class);
        AtomicInteger runs = new AtomicInteger();
        one.onFailure()
                .invoke(runs::incrementAndGet)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(1);
        assertThat(runs).hasValue(0);
        UniAssertSubscriber<Integer> throwing = failed.onFailure()
                .invoke(() -> {
                    throw new IllegalStateException("callback");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertComposite(throwing.getFailure(), IOException.class, IllegalStateException.class);
    }

    @Test
    void call() {
        TestUni<String> called = new TestUni<>();
        UniAssertSubscriber<Integer> subscriber =
                failed.onFailure().call(f -> called).subscribe().withSubscriber(UniAssertSubscriber.create());
        subscriber.assertNotTerminated();
        called.complete("done");
        subscriber.assertFailedWith(IOException.class, "boom");

        UniAssertSubscriber<Integer> failing = failed.onFailure()
                .call(() -> Uni.createFrom().failure(new IllegalStateException("call")))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        assertComposite(failing.getFailure(), IOException.class, IllegalStateException.class);
    }

    @Test
    void transform() {
        failed.onFailure()
                .transform(f -> new IllegalStateException("wrapped", f))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "wrapped");
    }

    @Test
    void transformReturningNullFailsWithTheNullPointerExceptionAlone() {
        failed.onFailure()
                .transform(f -> null)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(NullPointerException.class, "The mapper returned `null`");
    }

    @Test
    void transformThrowingReplacesTheFailureWithWhatItThrew() {
        failed.onFailure()
                .transform(f -> {
                    throw new IllegalStateException("mapper");
                })
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertFailedWith(IllegalStateException.class, "mapper");
    }

    @Test
    void cancellationBeforeTheFailure() {
        TestUni<Integer> upstream = new TestUni<>();
        UniAssertSubscriber<Integer> subscriber =
                upstream.onFailure().recoverWithItem(1).subscribe().withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        assertThat(upstream.isCancelled()).isTrue();
        subscriber.assertNotTerminated();
    }

    @Test
    void cancellationReachesTheRecoveryUni() {
        TestUni<Integer> recovery = new TestUni<>();
        UniAssertSubscriber<Integer> subscriber =
                failed.onFailure().recoverWithUni(recovery).subscribe().withSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        assertThat(recovery.isCancelled()).isTrue();
    }

    @Test
    void retryGroupIsBuilt() {
        assertThat(failed.onFailure().retry()).isNotNull();
    }

    @Test
    void nullPredicateSelectsEveryFailure() {
        assertThat(failed.onFailure((java.util.function.Predicate<Throwable>) null)
                        .recoverWithItem(5)
                        .await()
                        .indefinitely())
                .isEqualTo(5);
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> failed.onFailure((Class<Throwable>) null))
                .isInstanceOf(NullPointerException.class)
                .hasMessageContaining("typeOfFailure");
        assertThatThrownBy(() -> failed.onFailure().transform(null)).hasMessageContaining("mapper");
        assertThatThrownBy(() -> failed.onFailure().recoverWithUni((Uni<Integer>) null))
                .hasMessageContaining("fallback");
        assertThatThrownBy(() -> failed.onFailure().invoke((Runnable) null)).hasMessageContaining("callback");
        assertThatThrownBy(() -> failed.onFailure().call((Supplier<Uni<?>>) null))
                .hasMessageContaining("supplier");
    }
}
