package io.mutiny.converters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.helpers.test.UniAssertSubscriber;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;

/**
 * The checks every conversion from an RxJava source into a {@link Uni} or a {@link Multi} shares, whatever the
 * source type. A check that needs to watch the source takes a function building the converted stream over a source
 * that counts an event (its subscriptions, its cancellations or disposals) in the counter it is given.
 */
public final class ConversionChecks {

    private ConversionChecks() {}

    /** The uni fails with the {@code IOException("boom")} its source fails with. */
    public static void assertFailsWithBoom(Uni<?> uni) {
        uni.subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitFailure()
                .assertFailedWith(IOException.class, "boom");
    }

    /** The multi, given a demand of one, fails with the {@code IOException("boom")} its source fails with. */
    public static void assertFailsWithBoom(Multi<?> multi) {
        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .awaitFailure()
                .assertFailedWith(IOException.class, "boom");
    }

    /** The source is subscribed only when the uni is: once per each of the {@code subscribers} subscribers. */
    public static void assertUniIsLazy(Function<AtomicInteger, Uni<?>> uniCountingSubscriptions, int subscribers) {
        AtomicInteger subscriptions = new AtomicInteger();
        Uni<?> uni = uniCountingSubscriptions.apply(subscriptions);
        assertThat(subscriptions).hasValue(0);

        for (int i = 0; i < subscribers; i++) {
            uni.subscribe().withSubscriber(UniAssertSubscriber.create()).awaitItem();
        }
        assertThat(subscriptions).hasValue(subscribers);
    }

    /** The source is subscribed only when the multi is: once per each of the {@code subscribers} subscribers. */
    public static void assertMultiIsLazy(
            Function<AtomicInteger, Multi<?>> multiCountingSubscriptions, int subscribers) {
        AtomicInteger subscriptions = new AtomicInteger();
        Multi<?> multi = multiCountingSubscriptions.apply(subscriptions);
        assertThat(subscriptions).hasValue(0);

        for (int i = 0; i < subscribers; i++) {
            multi.subscribe().withSubscriber(AssertSubscriber.create(1)).awaitCompletion();
        }
        assertThat(subscriptions).hasValue(subscribers);
    }

    /** Cancelling the uni cancels (or disposes) its never-ending source, once. */
    public static void assertUniCancellationReachesTheSource(Function<AtomicInteger, Uni<?>> uniCountingCancellations) {
        AtomicInteger cancellations = new AtomicInteger();

        uniCountingCancellations
                .apply(cancellations)
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .awaitSubscription()
                .cancel();

        assertThat(cancellations).hasValue(1);
    }

    /** Cancelling the multi cancels (or disposes) its never-ending source, once. */
    public static void assertMultiCancellationReachesTheSource(
            Function<AtomicInteger, Multi<?>> multiCountingCancellations) {
        AtomicInteger cancellations = new AtomicInteger();

        multiCountingCancellations
                .apply(cancellations)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .awaitSubscription()
                .cancel();

        assertThat(cancellations).hasValue(1);
    }

    /** {@code conversion}, converting {@code null}, throws an {@link IllegalArgumentException} naming {@code name}. */
    public static void assertRejectsNull(ThrowingCallable conversion, String name) {
        assertThatThrownBy(conversion)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(name);
    }
}
