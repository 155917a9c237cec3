package io.mutiny.operators.multi;

import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.Function;

/**
 * A {@code Multi} of at most one item, made from the outcome of a {@code Uni}: the inner publisher of the
 * {@code transformToUni...} and {@code call} operators.
 *
 * <p>The {@code Uni} is subscribed on the first request. Its item goes through {@code itemMapper}: a non-null
 * result is emitted then the stream completes, a {@code null} result just completes the stream. A failure of the
 * {@code Uni} (or of the mapper) is propagated. Cancellation cancels the {@code Uni}.
 *
 * @param <T> the type of the item of the {@code Uni}
 * @param <O> the type of the emitted item
 */
public final class MultiFromUniItemOp<T, O> extends AbstractMulti<O> {

    private final Uni<? extends T> uni;
    private final Function<? super T, ? extends O> itemMapper;

    /** Creates the operator over {@code uni}; the arguments are validated eagerly (see the class description). */
    public MultiFromUniItemOp(Uni<? extends T> uni, Function<? super T, ? extends O> itemMapper) {
        this.uni = ParameterValidation.nonNull(uni, "uni");
        this.itemMapper = ParameterValidation.nonNull(itemMapper, "itemMapper");
    }

    /**
     * Same as the constructor, but a {@code Uni} whose outcome is known gives a {@code Multi} that the flattening
     * operators read without subscribing.
     */
    public static <T, O> Multi<O> of(Uni<? extends T> uni, Function<? super T, ? extends O> itemMapper) {
        if (uni instanceof KnownOutcome) {
            return new MultiFromKnownUniOp<>(uni, ParameterValidation.nonNull(itemMapper, "itemMapper"));
        }
        return new MultiFromUniItemOp<>(uni, itemMapper);
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super O> subscriber) {
        subscriber.onSubscribe(new UniItemSubscription<>(subscriber, uni, itemMapper));
    }

    static final class UniItemSubscription<T, O> implements Flow.Subscription, UniSubscriber<T> {

        /** Stored once the outcome was delivered or the subscription cancelled. */
        private static final UniSubscription DONE = () -> {};

        /** Stored on the first request, until the {@code Uni} hands its subscription. */
        private static final UniSubscription STARTED = () -> {};

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<UniItemSubscription, UniSubscription> UPSTREAM =
                AtomicReferenceFieldUpdater.newUpdater(UniItemSubscription.class, UniSubscription.class, "upstream");

        private final MultiSubscriber<? super O> downstream;
        private final Uni<? extends T> uni;
        private final Function<? super T, ? extends O> itemMapper;

        private volatile UniSubscription upstream;

        UniItemSubscription(
                MultiSubscriber<? super O> downstream,
                Uni<? extends T> uni,
                Function<? super T, ? extends O> itemMapper) {
            this.downstream = downstream;
            this.uni = uni;
            this.itemMapper = itemMapper;
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                UniSubscription current = UPSTREAM.getAndSet(this, DONE);
                if (current != DONE) {
                    if (current != null) {
                        current.cancel();
                    }
                    downstream.onFailure(Subscriptions.invalidRequest(n));
                }
                return;
            }
            if (UPSTREAM.compareAndSet(this, null, STARTED)) {
                AbstractUni.subscribe(uni, this);
            }
        }

        @Override
        public void cancel() {
            UniSubscription current = UPSTREAM.getAndSet(this, DONE);
            if (current != null && current != DONE) {
                current.cancel();
            }
        }

        @Override
        public void onSubscribe(UniSubscription subscription) {
            if (!UPSTREAM.compareAndSet(this, STARTED, subscription)) {
                subscription.cancel();
            }
        }

        @Override
        public void onItem(T item) {
            if (UPSTREAM.getAndSet(this, DONE) == DONE) {
                return;
            }
            O mapped;
            try {
                mapped = itemMapper.apply(item);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                downstream.onFailure(failure);
                return;
            }
            if (mapped != null) {
                downstream.onItem(mapped);
            }
            downstream.onCompletion();
        }

        @Override
        public void onFailure(Throwable failure) {
            if (UPSTREAM.getAndSet(this, DONE) != DONE) {
                downstream.onFailure(failure);
            } else {
                Infrastructure.handleDroppedException(failure);
            }
        }

        @Override
        public Context context() {
            return Subscriptions.contextOf(downstream);
        }
    }
}
