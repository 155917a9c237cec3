package io.mutiny.operators.multi;

import io.mutiny.CompositeException;
import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Replaces a failure matching {@code predicate} ({@code null}: any) by the one {@code mapper} returns, on the thread
 * that delivered it. If the predicate or the mapper throws, a {@link CompositeException} of the original failure and
 * that one goes downstream instead; if the mapper returns {@code null}, a {@link NullPointerException} alone (as in
 * Mutiny).
 *
 * <p>An invalid downstream request is forwarded upstream, whose source fails the stream (rule 3.9): that failure is
 * the downstream's own mistake, so it passes untransformed.
 */
public final class MultiOnFailureTransformOp<T> extends MultiOperator<T, T> {

    private final Predicate<? super Throwable> predicate;
    private final Function<? super Throwable, ? extends Throwable> mapper;

    public MultiOnFailureTransformOp(
            Multi<? extends T> upstream,
            Predicate<? super Throwable> predicate,
            Function<? super Throwable, ? extends Throwable> mapper) {
        super(upstream);
        this.predicate = predicate;
        this.mapper = mapper;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        upstream().subscribe().withSubscriber(new TransformProcessor<>(subscriber, this));
    }

    static final class TransformProcessor<T> extends MultiOperatorProcessor<T, T> {

        private final MultiOnFailureTransformOp<T> config;
        private volatile boolean invalidRequestForwarded;

        TransformProcessor(MultiSubscriber<? super T> downstream, MultiOnFailureTransformOp<T> config) {
            super(downstream);
            this.config = config;
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                invalidRequestForwarded = true;
            }
            super.request(n);
        }

        @Override
        public void onFailure(Throwable failure) {
            if (invalidRequestForwarded) {
                super.onFailure(failure);
                return;
            }
            Throwable toSend;
            try {
                boolean matches = config.predicate == null || config.predicate.test(failure);
                toSend = matches ? config.mapper.apply(failure) : failure;
            } catch (Throwable callbackFailure) {
                Exceptions.throwIfFatal(callbackFailure);
                toSend = new CompositeException(failure, callbackFailure);
            }
            super.onFailure(
                    toSend == null ? new NullPointerException(ParameterValidation.MAPPER_RETURNED_NULL) : toSend);
        }
    }
}
