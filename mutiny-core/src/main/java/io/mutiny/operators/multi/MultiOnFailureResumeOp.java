package io.mutiny.operators.multi;

import io.mutiny.CompositeException;
import io.mutiny.Multi;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.MultiOperator;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.SwitchableSubscriptionSubscriber;
import java.util.concurrent.Flow;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * When the upstream fails with a failure matching {@code predicate} ({@code null}: any), subscribes to the publisher
 * {@code fallback} returns for it and relays it within the demand not yet satisfied. A non-matching failure, or one
 * from the fallback, passes through. If the predicate or the fallback function throws, a
 * {@link CompositeException} of the original failure and that one goes downstream; if the function returns
 * {@code null}, a {@link NullPointerException} (as in Mutiny).
 */
public final class MultiOnFailureResumeOp<T> extends MultiOperator<T, T> {

    private final Predicate<? super Throwable> predicate;
    private final Function<? super Throwable, ? extends Flow.Publisher<? extends T>> fallback;

    public MultiOnFailureResumeOp(
            Multi<? extends T> upstream,
            Predicate<? super Throwable> predicate,
            Function<? super Throwable, ? extends Flow.Publisher<? extends T>> fallback) {
        super(upstream);
        this.predicate = predicate;
        this.fallback = fallback;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        ResumeSubscriber<T> resume = new ResumeSubscriber<>(subscriber, this);
        subscriber.onSubscribe(resume);
        upstream().subscribe().withSubscriber(resume);
    }

    static final class ResumeSubscriber<T> extends SwitchableSubscriptionSubscriber<T> {

        private final MultiOnFailureResumeOp<T> config;
        private boolean switched;

        ResumeSubscriber(MultiSubscriber<? super T> downstream, MultiOnFailureResumeOp<T> config) {
            super(downstream);
            this.config = config;
        }

        @SuppressWarnings("unchecked")
        @Override
        public void onFailure(Throwable failure) {
            if (switched || isCancelled()) {
                super.onFailure(failure);
                return;
            }
            Flow.Publisher<? extends T> next;
            try {
                if (config.predicate != null && !config.predicate.test(failure)) {
                    super.onFailure(failure);
                    return;
                }
                next = config.fallback.apply(failure);
            } catch (Throwable callbackFailure) {
                Exceptions.throwIfFatal(callbackFailure);
                super.onFailure(new CompositeException(failure, callbackFailure));
                return;
            }
            if (next == null) {
                super.onFailure(new NullPointerException(ParameterValidation.MAPPER_RETURNED_NULL));
                return;
            }
            switched = true;
            reportEmitted();
            ((Flow.Publisher<T>) next).subscribe(this);
        }
    }
}
