package io.mutiny.operators.multi;

import io.mutiny.Uni;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.KnownOutcome;
import io.mutiny.subscription.MultiSubscriber;
import java.util.function.Function;

/**
 * The {@link MultiFromUniItemOp} of a {@code Uni} whose outcome is known ({@code Uni.createFrom().item(..)},
 * {@code nullItem()}, {@code failure(..)}...): the flattening operators read its outcome through
 * {@link KnownOutcome} instead of subscribing; a subscription behaves as {@link MultiFromUniItemOp}.
 *
 * @param <T> the type of the item of the {@code Uni}
 * @param <O> the type of the emitted item
 */
final class MultiFromKnownUniOp<T, O> extends AbstractMulti<O> implements KnownOutcome<O> {

    private final Uni<? extends T> uni;
    private final Function<? super T, ? extends O> itemMapper;

    MultiFromKnownUniOp(Uni<? extends T> uni, Function<? super T, ? extends O> itemMapper) {
        this.uni = uni;
        this.itemMapper = itemMapper;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super O> subscriber) {
        new MultiFromUniItemOp<>(uni, itemMapper).subscribe(subscriber);
    }

    /** The mapped item of the {@code Uni} ({@code null}: no item), or its failure or the mapper's. */
    @Override
    @SuppressWarnings("unchecked")
    public O knownOutcome() throws Throwable {
        return itemMapper.apply(((KnownOutcome<? extends T>) uni).knownOutcome());
    }
}
