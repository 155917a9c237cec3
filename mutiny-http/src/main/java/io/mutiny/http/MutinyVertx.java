package io.mutiny.http;

import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import io.vertx.core.Deployable;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import java.util.function.Supplier;

/** Bridges between Vert.x and Mutiny: {@link Future} to {@link Uni} and back, and multi-instance deployment. */
public final class MutinyVertx {

    private MutinyVertx() {}

    /**
     * A {@code Uni} that emits the outcome of {@code future}, on the thread that completes it (for a Vert.x future:
     * its context). Cancelling the {@code Uni} does not cancel the future (Vert.x futures cannot be cancelled): its
     * outcome is just not delivered.
     */
    public static <T> Uni<T> toUni(Future<T> future) {
        ParameterValidation.nonNull(future, "future");
        return Infrastructure.onUniCreation(new FutureUni<>(future));
    }

    /**
     * A {@code Future} completed with the item or failed with the failure of {@code uni}, which is subscribed to
     * now, on the caller's thread.
     */
    public static <T> Future<T> toFuture(Uni<T> uni) {
        ParameterValidation.nonNull(uni, "uni");
        Promise<T> promise = Promise.promise();
        AbstractUni.subscribe(uni, new UniSubscriber<T>() {
            @Override
            public void onSubscribe(UniSubscription subscription) {
                // the promise cannot be cancelled: nothing to keep
            }

            @Override
            public void onItem(T item) {
                promise.tryComplete(item);
            }

            @Override
            public void onFailure(Throwable failure) {
                promise.tryFail(failure);
            }
        });
        return promise.future();
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
        return Infrastructure.onUniCreation(new DeferredFutureUni<>(
                () -> vertx.deployVerticle(factory, new DeploymentOptions().setInstances(instances))));
    }

    /** Subscribes to a future created per subscriber. */
    private static final class DeferredFutureUni<T> extends AbstractUni<T> {

        private final Supplier<Future<T>> futures;

        DeferredFutureUni(Supplier<Future<T>> futures) {
            this.futures = futures;
        }

        @Override
        public void subscribe(UniSubscriber<? super T> subscriber) {
            Future<T> future;
            try {
                future = futures.get();
            } catch (RuntimeException e) {
                subscriber.onSubscribe(() -> {});
                subscriber.onFailure(e);
                return;
            }
            new FutureUni<>(future).subscribe(subscriber);
        }
    }

    private static final class FutureUni<T> extends AbstractUni<T> {

        private final Future<T> future;

        FutureUni(Future<T> future) {
            this.future = future;
        }

        @Override
        public void subscribe(UniSubscriber<? super T> subscriber) {
            FutureSubscription subscription = new FutureSubscription();
            subscriber.onSubscribe(subscription);
            future.onComplete(
                    item -> {
                        if (!subscription.cancelled) {
                            subscriber.onItem(item);
                        }
                    },
                    failure -> {
                        if (!subscription.cancelled) {
                            subscriber.onFailure(failure);
                        }
                    });
        }
    }

    private static final class FutureSubscription implements UniSubscription {

        volatile boolean cancelled;

        @Override
        public void cancel() {
            cancelled = true;
        }
    }
}
