package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.function.Function;

/**
 * Emits the result of {@code mapper} for each upstream item, on the upstream's thread. The demand passes through
 * unchanged. A mapper that throws or returns {@code null} cancels the upstream and fails the stream. Fuseable
 * ({@code SYNC}, never across a thread boundary: the mapper stays on the upstream's thread).
 *
 * @param <I> the type of the upstream items
 * @param <O> the type of the emitted items
 */
public final class MultiMapOp<I, O> extends MultiOperator<I, O> {

    private final Function<? super I, ? extends O> mapper;

    /** Creates the operator over {@code upstream}; the arguments are validated eagerly (see the class description). */
    public MultiMapOp(Multi<? extends I> upstream, Function<? super I, ? extends O> mapper) {
        super(upstream);
        this.mapper = ParameterValidation.nonNull(mapper, "mapper");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super O> subscriber) {
        upstream().subscribe(new MapProcessor<>(subscriber, mapper));
    }

    static final class MapProcessor<I, O> extends FuseableProcessor<I, O> {

        private final Function<? super I, ? extends O> mapper;

        MapProcessor(MultiSubscriber<? super O> downstream, Function<? super I, ? extends O> mapper) {
            super(downstream);
            this.mapper = mapper;
        }

        @Override
        public void onItem(I item) {
            if (isDone()) {
                return;
            }
            O mapped;
            try {
                mapped = ParameterValidation.nonNullNpe(mapper.apply(item), ParameterValidation.MAPPER_RETURNED_NULL);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                failAndCancel(failure);
                return;
            }
            downstream.onItem(mapped);
        }

        @Override
        public O poll() {
            I item = fusedUpstream.poll();
            return item == null
                    ? null
                    : ParameterValidation.nonNullNpe(mapper.apply(item), ParameterValidation.MAPPER_RETURNED_NULL);
        }
    }
}
