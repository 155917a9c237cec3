package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.function.Function;

/**
 * Turns the first upstream item into a failure: the upstream is cancelled and the stream fails with the
 * {@code Throwable} that {@code failureMapper} produces for that item (a {@code NullPointerException} if it
 * produces {@code null}, or what it throws). An upstream completing without items completes the stream.
 *
 * @param <T> the type of the items
 */
public final class MultiOnItemFailWithOp<T> extends MultiOperator<T, T> {

    private final Function<? super T, ? extends Throwable> failureMapper;

    /** Creates the operator over {@code upstream}; the arguments are validated eagerly (see the class description). */
    public MultiOnItemFailWithOp(Multi<? extends T> upstream, Function<? super T, ? extends Throwable> failureMapper) {
        super(upstream);
        this.failureMapper = ParameterValidation.nonNull(failureMapper, "failureMapper");
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe(new FailWithProcessor<>(subscriber, failureMapper));
    }

    static final class FailWithProcessor<T> extends MultiOperatorProcessor<T, T> {

        private final Function<? super T, ? extends Throwable> failureMapper;

        FailWithProcessor(
                MultiSubscriber<? super T> downstream, Function<? super T, ? extends Throwable> failureMapper) {
            super(downstream);
            this.failureMapper = failureMapper;
        }

        @Override
        public void onItem(T item) {
            if (isDone()) {
                return;
            }
            Throwable failure;
            try {
                failure =
                        ParameterValidation.nonNullNpe(failureMapper.apply(item), "The failure mapper produced `null`");
            } catch (Throwable mapperFailure) {
                Exceptions.throwIfFatal(mapperFailure);
                failure = mapperFailure;
            }
            failAndCancel(failure);
        }
    }
}
