package io.mutiny.operators.multi;

import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.MultiSubscriber;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Flow;
import java.util.function.Function;

/**
 * What the zip and combine-latest operators share: their validated parameters, and a subscription that completes
 * at once without sources and otherwise starts the coordinator the operator creates.
 *
 * @param <O> the type of the combined items
 */
abstract class CombinationOp<O> extends AbstractMulti<O> {

    private final List<Flow.Publisher<?>> sources;
    private final Function<List<?>, ? extends O> combinator;
    private final boolean collectFailures;
    private final int prefetch;

    CombinationOp(
            List<? extends Flow.Publisher<?>> sources,
            Function<List<?>, ? extends O> combinator,
            boolean collectFailures,
            int prefetch) {
        this.sources = new ArrayList<>(ParameterValidation.nonNull(sources, "sources"));
        this.combinator = ParameterValidation.nonNull(combinator, "combinator");
        this.collectFailures = collectFailures;
        this.prefetch = ParameterValidation.positive(prefetch, "prefetch");
    }

    /** Creates the coordinator of one subscription, for {@code count} sources. */
    abstract CombinationCoordinator<O> coordinator(
            MultiSubscriber<? super O> downstream,
            int count,
            int prefetch,
            boolean collectFailures,
            Function<List<?>, ? extends O> combinator);

    @Override
    protected final void subscribeActual(MultiSubscriber<? super O> subscriber) {
        if (sources.isEmpty()) {
            Subscriptions.complete(subscriber);
            return;
        }
        coordinator(subscriber, sources.size(), prefetch, collectFailures, combinator)
                .start(sources);
    }
}
