package io.mutiny.http;

import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.vertx.core.Context;
import io.vertx.core.Deployable;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** Bridges between Vert.x and Mutiny: {@link Future} to {@link Uni} and back, and multi-instance deployment. */
public final class MutinyVertx {

    private static final BooleanSupplier NOT_ON_EVENT_LOOP = () -> !Context.isOnEventLoopThread();

    private MutinyVertx() {}

    /**
     * A {@code Uni} that emits the outcome of {@code future}, on the thread that completes it (for a Vert.x future:
     * its context). Cancelling the {@code Uni} does not cancel the future (Vert.x futures cannot be cancelled): its
     * outcome is just not delivered.
     */
    public static <T> Uni<T> toUni(Future<T> future) {
        ParameterValidation.nonNull(future, "future");
        // the emitter drops the outcome after a cancellation
        return Uni.createFrom().emitter(emitter -> future.onComplete(emitter::complete, emitter::fail));
    }

    /**
     * A {@code Future} completed with the item or failed with the failure of {@code uni}, which is subscribed to
     * now, on the caller's thread.
     */
    public static <T> Future<T> toFuture(Uni<T> uni) {
        ParameterValidation.nonNull(uni, "uni");
        Promise<T> promise = Promise.promise();
        uni.subscribe().with(promise::tryComplete, promise::tryFail);
        return promise.future();
    }

    /**
     * Makes {@code await()} (and every other blocking wait of io.mutiny) fail fast with an
     * {@link IllegalStateException} on Vert.x event-loop threads, where blocking would stall every connection of
     * the loop ({@link Infrastructure#setCanCallerThreadBeBlockedSupplier}). A global setting of io.mutiny, never
     * made behind your back: call it once at start-up; calling it again changes nothing.
     */
    public static void forbidAwaitOnEventLoop() {
        Infrastructure.setCanCallerThreadBeBlockedSupplier(NOT_ON_EVENT_LOOP);
    }

    /**
     * Deploys one instance of the verticle {@code factory} creates per available processor. Servers listening on
     * the same port from these instances share it, Vert.x balancing connections between their event loops; each
     * instance must build its own {@code Router}.
     *
     * @return a {@code Uni} emitting the deployment id
     */
    public static Uni<String> deploy(Vertx vertx, Supplier<? extends Deployable> factory) {
        return deploy(vertx, factory, Runtime.getRuntime().availableProcessors());
    }

    /**
     * Deploys {@code instances} instances of the verticle {@code factory} creates (see {@link #deploy(Vertx,
     * Supplier)}).
     *
     * @return a {@code Uni} emitting the deployment id; the deployment starts when it is subscribed to
     */
    public static Uni<String> deploy(Vertx vertx, Supplier<? extends Deployable> factory, int instances) {
        ParameterValidation.nonNull(vertx, "vertx");
        ParameterValidation.nonNull(factory, "factory");
        ParameterValidation.positive(instances, "instances");
        return Uni.createFrom()
                .deferred(() -> toUni(vertx.deployVerticle(factory, new DeploymentOptions().setInstances(instances))));
    }
}
