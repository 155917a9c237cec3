package io.mutiny.operators.multi;

import io.mutiny.CompositeException;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.helpers.Subscriptions;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.AbstractMultiSubscriber;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Acquires a resource for each subscriber (synchronously or through a {@link Uni}), streams the items of the
 * publisher built from it, and finalizes the resource exactly once when the stream completes, fails or is cancelled.
 *
 * <p>The downstream receives its subscription at once; requests made before the publisher is subscribed are
 * accumulated and forwarded when it is. A completion or a failure reaches the downstream only after the finalizer
 * is done; a failing finalizer turns a completion into its failure, and a stream failure into a
 * {@link CompositeException} of both. A resource supplier or a stream supplier returning {@code null} fails the stream
 * with an {@link IllegalArgumentException}.
 * Failures of the cancellation finalizer are dropped ({@link Infrastructure#handleDroppedException}).
 */
public final class MultiResourceOp<R, I> extends AbstractMulti<I> {

    /** The failure when the resource supplier or the stream supplier returns {@code null}, as in Mutiny. */
    private static final String SUPPLIER_RETURNED_NULL = "The supplier returned `null`";

    private final Supplier<? extends R> resourceSupplier;
    private final Supplier<Uni<R>> resourceUniSupplier;
    private final Function<? super R, ? extends Flow.Publisher<I>> streamSupplier;
    private final Finalizer<R> finalizer;

    private MultiResourceOp(
            Supplier<? extends R> resourceSupplier,
            Supplier<Uni<R>> resourceUniSupplier,
            Function<? super R, ? extends Flow.Publisher<I>> streamSupplier,
            Finalizer<R> finalizer) {
        this.resourceSupplier = resourceSupplier;
        this.resourceUniSupplier = resourceUniSupplier;
        this.streamSupplier = ParameterValidation.nonNull(streamSupplier, "streamSupplier");
        this.finalizer = ParameterValidation.nonNull(finalizer, "finalizer");
    }

    /** A resource produced synchronously by {@code resourceSupplier}. */
    public static <R, I> MultiResourceOp<R, I> fromSupplier(
            Supplier<? extends R> resourceSupplier,
            Function<? super R, ? extends Flow.Publisher<I>> streamSupplier,
            Finalizer<R> finalizer) {
        return new MultiResourceOp<>(
                ParameterValidation.nonNull(resourceSupplier, "resourceSupplier"), null, streamSupplier, finalizer);
    }

    /** A resource produced asynchronously by the {@link Uni} that {@code resourceSupplier} returns. */
    public static <R, I> MultiResourceOp<R, I> fromUni(
            Supplier<Uni<R>> resourceSupplier,
            Function<? super R, ? extends Flow.Publisher<I>> streamSupplier,
            Finalizer<R> finalizer) {
        return new MultiResourceOp<>(
                null, ParameterValidation.nonNull(resourceSupplier, "resourceSupplier"), streamSupplier, finalizer);
    }

    @Override
    protected void subscribeActual(MultiSubscriber<? super I> subscriber) {
        ResourceStream<R, I> stream = new ResourceStream<>(subscriber, streamSupplier, finalizer);
        subscriber.onSubscribe(stream);
        if (resourceSupplier != null) {
            R resource;
            try {
                resource = resourceSupplier.get();
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                stream.onFailure(failure);
                return;
            }
            if (resource == null) {
                stream.onFailure(new IllegalArgumentException(SUPPLIER_RETURNED_NULL));
                return;
            }
            stream.onResource(resource);
        } else {
            Uni<R> uni;
            try {
                uni = resourceUniSupplier.get();
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                stream.onFailure(failure);
                return;
            }
            if (uni == null) {
                stream.onFailure(new IllegalArgumentException(SUPPLIER_RETURNED_NULL));
                return;
            }
            AbstractUni.subscribe(uni, stream.acquisition());
        }
    }

    /** How a resource is released: one action per way the stream ends. */
    public static final class Finalizer<R> {

        private final Function<? super R, Uni<Void>> onCompletion;
        private final BiFunction<? super R, ? super Throwable, Uni<Void>> onFailure;
        private final Function<? super R, Uni<Void>> onCancellation;
        private final Consumer<? super R> synchronous;

        private Finalizer(
                Function<? super R, Uni<Void>> onCompletion,
                BiFunction<? super R, ? super Throwable, Uni<Void>> onFailure,
                Function<? super R, Uni<Void>> onCancellation,
                Consumer<? super R> synchronous) {
            this.onCompletion = onCompletion;
            this.onFailure = onFailure;
            this.onCancellation = onCancellation;
            this.synchronous = synchronous;
        }

        /** The same synchronous action in every case. */
        public static <R> Finalizer<R> of(Consumer<? super R> finalizer) {
            return new Finalizer<>(null, null, null, ParameterValidation.nonNull(finalizer, "finalizer"));
        }

        /** One asynchronous action per case. */
        public static <R> Finalizer<R> of(
                Function<? super R, Uni<Void>> onCompletion,
                BiFunction<? super R, ? super Throwable, Uni<Void>> onFailure,
                Function<? super R, Uni<Void>> onCancellation) {
            return new Finalizer<>(
                    ParameterValidation.nonNull(onCompletion, "onCompletion"),
                    ParameterValidation.nonNull(onFailure, "onFailure"),
                    ParameterValidation.nonNull(onCancellation, "onCancellation"),
                    null);
        }

        /**
         * Releases {@code resource}, then calls {@code whenDone} with {@code null} or the finalizer's failure.
         *
         * @param failure the stream failure, {@code null} on completion and cancellation
         */
        void release(R resource, Throwable failure, boolean cancelled, Consumer<Throwable> whenDone) {
            if (synchronous != null) {
                Throwable finalizerFailure = null;
                try {
                    synchronous.accept(resource);
                } catch (Throwable thrown) {
                    Exceptions.throwIfFatal(thrown);
                    finalizerFailure = thrown;
                }
                whenDone.accept(finalizerFailure);
                return;
            }
            Uni<Void> action;
            try {
                if (cancelled) {
                    action = onCancellation.apply(resource);
                } else if (failure != null) {
                    action = onFailure.apply(resource, failure);
                } else {
                    action = onCompletion.apply(resource);
                }
                ParameterValidation.nonNullNpe(action, "The finalizer returned a `null` Uni");
            } catch (Throwable thrown) {
                Exceptions.throwIfFatal(thrown);
                whenDone.accept(thrown);
                return;
            }
            AbstractUni.subscribe(action, new UniSubscriber<Void>() {
                @Override
                public void onSubscribe(UniSubscription subscription) {
                    // the finalizer always runs to its end
                }

                @Override
                public void onItem(Void ignored) {
                    whenDone.accept(null);
                }

                @Override
                public void onFailure(Throwable finalizerFailure) {
                    whenDone.accept(finalizerFailure);
                }
            });
        }
    }

    /** The subscriber of the resource's publisher, and the downstream's subscription. */
    static final class ResourceStream<R, I> extends AbstractMultiSubscriber<I> implements Flow.Subscription {

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<ResourceStream, Flow.Subscription> UPSTREAM =
                AtomicReferenceFieldUpdater.newUpdater(ResourceStream.class, Flow.Subscription.class, "upstream");

        @SuppressWarnings("rawtypes")
        private static final AtomicReferenceFieldUpdater<ResourceStream, UniSubscription> ACQUISITION =
                AtomicReferenceFieldUpdater.newUpdater(ResourceStream.class, UniSubscription.class, "acquisition");

        @SuppressWarnings("rawtypes")
        private static final AtomicLongFieldUpdater<ResourceStream> PENDING_REQUESTS =
                AtomicLongFieldUpdater.newUpdater(ResourceStream.class, "pendingRequests");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<ResourceStream> DONE =
                AtomicIntegerFieldUpdater.newUpdater(ResourceStream.class, "done");

        @SuppressWarnings("rawtypes")
        private static final AtomicIntegerFieldUpdater<ResourceStream> RELEASED =
                AtomicIntegerFieldUpdater.newUpdater(ResourceStream.class, "released");

        private static final UniSubscription CANCELLED_ACQUISITION = () -> {};

        private final MultiSubscriber<? super I> downstream;
        private final Function<? super R, ? extends Flow.Publisher<I>> streamSupplier;
        private final Finalizer<R> finalizer;

        private volatile Flow.Subscription upstream;
        private volatile UniSubscription acquisition;
        private volatile long pendingRequests;
        private volatile int done;
        private volatile int released;
        private volatile R resource;

        ResourceStream(
                MultiSubscriber<? super I> downstream,
                Function<? super R, ? extends Flow.Publisher<I>> streamSupplier,
                Finalizer<R> finalizer) {
            this.downstream = downstream;
            this.streamSupplier = streamSupplier;
            this.finalizer = finalizer;
        }

        /** The subscriber of the {@link Uni} that produces the resource. */
        UniSubscriber<R> acquisition() {
            return new UniSubscriber<R>() {
                @Override
                public void onSubscribe(UniSubscription subscription) {
                    if (!ACQUISITION.compareAndSet(ResourceStream.this, null, subscription)) {
                        subscription.cancel();
                    }
                }

                @Override
                public void onItem(R acquired) {
                    if (acquired == null) {
                        ResourceStream.this.onFailure(new IllegalArgumentException(SUPPLIER_RETURNED_NULL));
                    } else {
                        onResource(acquired);
                    }
                }

                @Override
                public void onFailure(Throwable failure) {
                    ResourceStream.this.onFailure(failure);
                }
            };
        }

        /** Receives the acquired resource: starts the stream, or releases the resource if already cancelled. */
        void onResource(R current) {
            this.resource = current;
            if (done != 0) {
                releaseOnCancellation();
                return;
            }
            Flow.Publisher<I> publisher;
            try {
                publisher = streamSupplier.apply(current);
            } catch (Throwable failure) {
                Exceptions.throwIfFatal(failure);
                onFailure(failure);
                return;
            }
            if (publisher == null) {
                onFailure(new IllegalArgumentException(SUPPLIER_RETURNED_NULL));
                return;
            }
            publisher.subscribe(this);
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            if (!UPSTREAM.compareAndSet(this, null, subscription)) {
                subscription.cancel();
                return;
            }
            long pending = PENDING_REQUESTS.getAndSet(this, 0);
            if (pending > 0) {
                subscription.request(pending);
            }
        }

        @Override
        public void onItem(I item) {
            if (done == 0) {
                downstream.onItem(item);
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            if (!DONE.compareAndSet(this, 0, 1)) {
                Infrastructure.handleDroppedException(failure);
                return;
            }
            R current = resource;
            if (current == null || !tryRelease()) {
                downstream.onFailure(failure);
                return;
            }
            finalizer.release(
                    current,
                    failure,
                    false,
                    finalizerFailure -> downstream.onFailure(
                            finalizerFailure == null ? failure : new CompositeException(failure, finalizerFailure)));
        }

        @Override
        public void onCompletion() {
            if (!DONE.compareAndSet(this, 0, 1)) {
                return;
            }
            if (!tryRelease()) {
                downstream.onCompletion();
                return;
            }
            finalizer.release(resource, null, false, finalizerFailure -> {
                if (finalizerFailure == null) {
                    downstream.onCompletion();
                } else {
                    downstream.onFailure(finalizerFailure);
                }
            });
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                if (stop()) {
                    downstream.onFailure(Subscriptions.invalidRequest(n));
                }
                return;
            }
            Flow.Subscription current = upstream;
            if (current != null) {
                current.request(n);
                return;
            }
            Subscriptions.add(PENDING_REQUESTS, this, n);
            current = upstream;
            if (current != null) {
                long pending = PENDING_REQUESTS.getAndSet(this, 0);
                if (pending > 0) {
                    current.request(pending);
                }
            }
        }

        @Override
        public void cancel() {
            stop();
        }

        /** Cancels the acquisition and the stream, and releases the resource: once, for cancel and rule 3.9. */
        private boolean stop() {
            if (!DONE.compareAndSet(this, 0, 1)) {
                return false;
            }
            UniSubscription pendingAcquisition = ACQUISITION.getAndSet(this, CANCELLED_ACQUISITION);
            if (pendingAcquisition != null) {
                pendingAcquisition.cancel();
            }
            Subscriptions.cancel(UPSTREAM, this);
            if (resource != null) {
                releaseOnCancellation();
            }
            return true;
        }

        private void releaseOnCancellation() {
            if (tryRelease()) {
                finalizer.release(resource, null, true, finalizerFailure -> {
                    if (finalizerFailure != null) {
                        Infrastructure.handleDroppedException(finalizerFailure);
                    }
                });
            }
        }

        private boolean tryRelease() {
            return RELEASED.compareAndSet(this, 0, 1);
        }
    }
}
