package io.mutiny.test;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A {@code Uni} with a known item, like {@code Uni.createFrom().item(..)}, that counts how it was consumed: read as a
 * {@link KnownOutcome} or subscribed. Both give the same item, so only the counts tell whether an operator took the
 * shortcut.
 */
public final class KnownUni<T> extends AbstractUni<T> implements KnownOutcome<T> {

    private static final UniSubscription NO_OP = () -> {};

    private final T item;
    private final AtomicInteger reads = new AtomicInteger();
    private final AtomicInteger subscriptions = new AtomicInteger();

    public KnownUni(T item) {
        this.item = item;
    }

    @Override
    public T knownOutcome() {
        reads.incrementAndGet();
        return item;
    }

    @Override
    protected void subscribeActual(UniSubscriber<? super T> subscriber) {
        subscriptions.incrementAndGet();
        subscriber.onSubscribe(NO_OP);
        subscriber.onItem(item);
    }

    /** How many times the outcome was read without a subscription. */
    public int reads() {
        return reads.get();
    }

    /** How many times it was subscribed. */
    public int subscriptions() {
        return subscriptions.get();
    }

    /** A new {@code KnownUni} of {@code item}, added to {@code created}. */
    public static <T> KnownUni<T> recordedIn(List<KnownUni<T>> created, T item) {
        KnownUni<T> uni = new KnownUni<>(item);
        created.add(uni);
        return uni;
    }

    /** Asserts that {@code count} were created, each read once and never subscribed. */
    public static void assertReadOnceAndNeverSubscribed(List<? extends KnownUni<?>> created, int count) {
        assertThat(created).hasSize(count).allSatisfy(uni -> {
            assertThat(uni.subscriptions()).isZero();
            assertThat(uni.reads()).isEqualTo(1);
        });
    }
}
