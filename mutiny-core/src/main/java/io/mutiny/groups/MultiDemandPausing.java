package io.mutiny.groups;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.multi.MultiDemandPausingOp;
import io.mutiny.subscription.BackPressureStrategy;
import io.mutiny.subscription.DemandPauser;

/**
 * Configures {@code pauseDemand()}: a stream whose demand a {@link DemandPauser} pauses and resumes. The setters
 * change this configuration and return it; {@link #using(DemandPauser)} builds the stream.
 *
 * <p>Defaults: not paused, immediate upstream subscription, {@link BackPressureStrategy#BUFFER} with a buffer of
 * {@link Infrastructure#getBufferSizeS()} items.
 *
 * @param <T> the type of the items
 */
public class MultiDemandPausing<T> {

    private final AbstractMulti<T> upstream;
    private boolean paused;
    private boolean lateSubscription;
    private int bufferSize = Infrastructure.getBufferSizeS();
    private BackPressureStrategy bufferStrategy = BackPressureStrategy.BUFFER;

    /** Creates the configuration for {@code upstream}; prefer {@code multi.pauseDemand()}. */
    public MultiDemandPausing(AbstractMulti<T> upstream) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
    }

    /**
     * Whether the stream starts paused: then nothing is requested upstream until the first resume.
     *
     * @return this configuration
     */
    public MultiDemandPausing<T> paused(boolean paused) {
        this.paused = paused;
        return this;
    }

    /**
     * Whether a stream that starts paused subscribes upstream only at the first resume (useful with hot sources). The
     * downstream gets its subscription at once either way.
     *
     * @return this configuration
     */
    public MultiDemandPausing<T> lateSubscription(boolean lateSubscription) {
        this.lateSubscription = lateSubscription;
        return this;
    }

    /**
     * With {@link BackPressureStrategy#BUFFER}, the most items (requested before the pause) kept while paused; one
     * more fails the stream with a {@link io.mutiny.subscription.BackPressureFailure}.
     *
     * @param bufferSize strictly positive
     * @return this configuration
     */
    public MultiDemandPausing<T> bufferSize(int bufferSize) {
        this.bufferSize = ParameterValidation.positive(bufferSize, "bufferSize");
        return this;
    }

    /**
     * With {@link BackPressureStrategy#BUFFER}, keeps every item that arrives while paused, without bound.
     *
     * @return this configuration
     */
    public MultiDemandPausing<T> bufferUnconditionally() {
        this.bufferSize = MultiDemandPausingOp.UNBOUNDED;
        return this;
    }

    /**
     * What to do with the items requested before the pause and arriving while paused:
     * {@link BackPressureStrategy#BUFFER} keeps them for the resume, {@link BackPressureStrategy#DROP} drops them
     * (their demand is requested again on resume), {@link BackPressureStrategy#IGNORE} delivers them anyway.
     *
     * @param bufferStrategy BUFFER, DROP or IGNORE
     * @return this configuration
     * @throws IllegalArgumentException for {@code null} or another strategy
     */
    public MultiDemandPausing<T> bufferStrategy(BackPressureStrategy bufferStrategy) {
        this.bufferStrategy = MultiDemandPausingOp.validateStrategy(bufferStrategy, "bufferStrategy");
        return this;
    }

    /**
     * Builds the pausable stream and binds {@code pauser} to it. Items pass on the upstream's thread, or on the
     * thread calling {@link DemandPauser#resume()} for buffered items; the downstream never receives more than it
     * requested. Cancellation reaches the upstream; completion and failure come after the buffered items.
     *
     * @throws IllegalStateException if {@code pauser} is already bound to another stream
     */
    public Multi<T> using(DemandPauser pauser) {
        ParameterValidation.nonNull(pauser, "pauser");
        MultiDemandPausingOp<T> operator =
                new MultiDemandPausingOp<>(upstream, paused, lateSubscription, bufferSize, bufferStrategy);
        pauser.bind(operator);
        return Infrastructure.onMultiCreation(operator);
    }
}
