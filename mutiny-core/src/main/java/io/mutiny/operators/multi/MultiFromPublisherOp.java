package io.mutiny.operators.multi;

import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;
import java.util.concurrent.Flow;

/**
 * Exposes a foreign {@link Flow.Publisher} as a {@code Multi}. When {@code guarded}, each subscriber is protected
 * against a non-compliant publisher: a second {@code onSubscribe} is cancelled, signals after a terminal signal are
 * dropped, a {@code null} item fails the stream (and cancels the publisher), and an invalid downstream request
 * fails the stream (rule 3.9) instead of reaching the publisher.
 */
public final class MultiFromPublisherOp<T> extends AbstractMulti<T> {

    private final Flow.Publisher<? extends T> publisher;
    private final boolean guarded;

    public MultiFromPublisherOp(Flow.Publisher<? extends T> publisher, boolean guarded) {
        this.publisher = ParameterValidation.nonNull(publisher, "publisher");
        this.guarded = guarded;
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super T> subscriber) {
        if (guarded) {
            publisher.subscribe(new GuardingProcessor<>(subscriber));
        } else {
            publisher.subscribe(subscriber);
        }
    }

    static final class GuardingProcessor<T> extends MultiOperatorProcessor<T, T> {

        GuardingProcessor(MultiSubscriber<? super T> downstream) {
            // the invalid-request failure below arises on the requesting thread
            super(downstream, true);
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                failAndCancel(Subscriptions.invalidRequest(n));
            } else {
                super.request(n);
            }
        }

        @Override
        public void onItem(T item) {
            if (item == null) {
                failAndCancel(new NullPointerException("The publisher emitted a `null` item (rule 2.13)"));
            } else {
                super.onItem(item);
            }
        }
    }
}
