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
 * ({@code SYNC}, never across a thread boundary: the mapper stays on the upstream's thread). Over a range, the range
 * applies the mapper itself (see {@link MultiFromRangeOp}), and so does a known item ({@link MultiFromItemOp}).
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

    @SuppressWarnings("unchecked")
    @Override
    protected void subscribeActual(MultiSubscriber<? super O> subscriber) {
        Multi<I> upstream = upstream();
        if (upstream instanceof MultiFromRangeOp range) {
            // the range applies the mapper in its own loop (one stage less, no box for the values)
            range.subscribe(subscriber, (Function<? super Integer, ? extends O>) mapper);
        } else if (upstream instanceof MultiFromItemOp) {
            ((MultiFromItemOp<I>) upstream).subscribe(subscriber, mapper); // one stage less
        } else {
            upstream.subscribe(
                    subscriber instanceof ConditionalSubscriber
                            ? new ConditionalMapProcessor<>(subscriber, mapper)
                            : new MapProcessor<>(subscriber, mapper));
        }
    }

    static class MapProcessor<I, O> extends FuseableProcessor<I, O> {

        private final Function<? super I, ? extends O> mapper;

        MapProcessor(MultiSubscriber<? super O> downstream, Function<? super I, ? extends O> mapper) {
            super(downstream);
            this.mapper = mapper;
        }

        @Override
        public final void onItem(I item) {
            O mapped = map(item);
            if (mapped != null) {
                downstream.onItem(mapped);
            }
        }

        /** The mapped item, or {@code null} if done or if the mapper failed (the stream then fails). */
        final O map(I item) {
            if (isDone()) {
                return null;
            }
            try {
                return ParameterValidation.nonNullNpe(mapper.apply(item), ParameterValidation.MAPPER_RETURNED_NULL);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                failAndCancel(failure);
                return null;
            }
        }

        @Override
        public O poll() {
            I item = fusedUpstream.poll();
            return item == null
                    ? null
                    : ParameterValidation.nonNullNpe(mapper.apply(item), ParameterValidation.MAPPER_RETURNED_NULL);
        }

        /** One item for each upstream item. */
        @Override
        public long sizeHint() {
            return fusedUpstream.sizeHint();
        }
    }

    /** Over a {@link ConditionalSubscriber} (a filter): passes its answer back to a source that asks. */
    static final class ConditionalMapProcessor<I, O> extends MapProcessor<I, O> implements ConditionalSubscriber<I> {

        ConditionalMapProcessor(MultiSubscriber<? super O> downstream, Function<? super I, ? extends O> mapper) {
            super(downstream, mapper);
        }

        @SuppressWarnings("unchecked")
        @Override
        public boolean tryOnItem(I item) {
            O mapped = map(item);
            return mapped != null && ((ConditionalSubscriber<? super O>) downstream).tryOnItem(mapped);
        }
    }
}
