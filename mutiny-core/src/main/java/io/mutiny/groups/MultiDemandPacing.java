package io.mutiny.groups;

import io.mutiny.Multi;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.multi.MultiDemandPacerOp;
import io.mutiny.subscription.DemandPacer;
import java.util.concurrent.ScheduledExecutorService;

/**
 * Configures {@code paceDemand()}: the upstream demand is released window by window, as a {@link DemandPacer}
 * decides, on a scheduled executor (the default worker pool unless {@link #on(ScheduledExecutorService)} says
 * otherwise).
 *
 * @param <T> the type of the items
 */
public class MultiDemandPacing<T> {

    private final AbstractMulti<T> upstream;
    private ScheduledExecutorService executor = Infrastructure.getDefaultWorkerPool();

    /** Creates the configuration for {@code upstream}; prefer {@code multi.paceDemand()}. */
    public MultiDemandPacing(AbstractMulti<T> upstream) {
        this.upstream = ParameterValidation.nonNull(upstream, "upstream");
    }

    /**
     * Runs the pacing timer on {@code executor}.
     *
     * @return this configuration
     */
    public MultiDemandPacing<T> on(ScheduledExecutorService executor) {
        this.executor = ParameterValidation.nonNull(executor, "executor");
        return this;
    }

    /**
     * Paces the demand with {@code pacer}. At subscription, {@link DemandPacer#initial()} opens the first window;
     * when a window's delay elapses, {@link DemandPacer#apply(DemandPacer.Request, long)} (given the number of items
     * received meanwhile) opens the next one. Each window requests its demand upstream, whatever the downstream
     * requested (as in Mutiny), unless items received earlier still wait for downstream demand: items are passed on
     * only within the downstream demand, the others wait in a buffer. The completion follows the buffered items; a
     * failure is passed on at once. Signals pass on the thread of the upstream signal or of the downstream request
     * that releases them. A pacer that throws or returns {@code null} cancels the upstream and fails the stream;
     * cancellation and termination cancel the timer, and a rejected timer fails the stream.
     */
    public Multi<T> using(DemandPacer pacer) {
        ParameterValidation.nonNull(pacer, "pacer");
        return Infrastructure.onMultiCreation(new MultiDemandPacerOp<>(upstream, executor, pacer));
    }
}
