package io.mutiny.test;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Multi;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.subscription.MultiSubscriber;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A {@code Multi} known at assembly, like {@code Multi.createFrom().item(..)} or {@code empty()}, that counts how it
 * was consumed: read as a {@link KnownOutcome} or subscribed. Both give the same stream (one item, empty, or a
 * failure), so only the counts tell whether an operator took the shortcut.
 */
public final class KnownMulti<T> extends AbstractMulti<T> implements KnownOutcome<T> {

    private final T item;
    private final Throwable failure;
    private final AtomicInteger reads = new AtomicInteger();
    private final AtomicInteger subscriptions = new AtomicInteger();

    private KnownMulti(T item, Throwable failure) {
        this.item = item;
        this.failure = failure;
    }

    /** A stream of {@code item}, or an empty stream if {@code item} is {@code null}. */
    public static <T> KnownMulti<T> of(T item) {
        return new KnownMulti<>(item, null);
    }

    /** A stream failing with {@code failure}. */
    public static <T> KnownMulti<T> failing(Throwable failure) {
        return new KnownMulti<>(null, failure);
    }

    /** A new {@code KnownMulti} of {@code item} (empty if {@code null}), added to {@code created}. */
    public static <T> KnownMulti<T> recordedIn(List<KnownMulti<T>> created, T item) {
        KnownMulti<T> multi = of(item);
        created.add(multi);
        return multi;
    }

    @Override
    public T knownOutcome() throws Throwable {
        reads.incrementAndGet();
        if (failure != null) {
            throw failure;
        }
        return item;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        subscriptions.incrementAndGet();
        Multi<T> stream = failure != null
                ? Multi.createFrom().failure(failure)
                : item == null ? Multi.createFrom().empty() : Multi.createFrom().item(item);
        stream.subscribe(subscriber);
    }

    /** How many times the outcome was read without a subscription. */
    public int reads() {
        return reads.get();
    }

    /** How many times it was subscribed. */
    public int subscriptions() {
        return subscriptions.get();
    }

    /** Asserts that {@code count} were created, each read once and never subscribed. */
    public static void assertReadOnceAndNeverSubscribed(List<? extends KnownMulti<?>> created, int count) {
        assertThat(created).hasSize(count).allSatisfy(multi -> {
            assertThat(multi.subscriptions()).isZero();
            assertThat(multi.reads()).isEqualTo(1);
        });
    }
}
