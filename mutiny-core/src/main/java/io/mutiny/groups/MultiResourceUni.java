package io.mutiny.groups;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiResourceOp;
import java.util.concurrent.Flow;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Configures a stream built from a resource produced asynchronously by a {@link Uni}
 * ({@code Multi.createFrom().resourceFromUni(..)}): pick how the resource is
 * finalized to obtain the {@link Multi}.
 *
 * <p>For each subscriber, the resource supplier is called at subscription time and its {@link Uni} subscribed (cancelling before it produces the resource cancels it), the stream supplier builds the
 * publisher from the resource, and the finalizer runs exactly once when the stream completes, fails or is cancelled
 * (also after an invalid request). A completion or a failure is propagated downstream once the finalizer is done; a
 * finalizer failure turns a completion into that failure and is added as suppressed to a stream failure, and is
 * dropped after a cancellation. A supplier that throws or returns {@code null} fails the subscriber.
 *
 * @param <R> the type of the resource
 * @param <I> the type of the items
 */
public class MultiResourceUni<R, I> {

    private final Supplier<Uni<R>> resourceSupplier;
    private final Function<? super R, ? extends Flow.Publisher<I>> streamSupplier;

    /** Creates the configuration; usually reached through {@code Multi.createFrom().resourceFromUni(..)}. */
    public MultiResourceUni(
            Supplier<Uni<R>> resourceSupplier, Function<? super R, ? extends Flow.Publisher<I>> streamSupplier) {
        this.resourceSupplier = ParameterValidation.nonNull(resourceSupplier, "resourceSupplier");
        this.streamSupplier = ParameterValidation.nonNull(streamSupplier, "streamSupplier");
    }

    /** The stream, finalizing the resource with {@code finalizer} (synchronous) in every case. */
    public Multi<I> withFinalizer(Consumer<? super R> finalizer) {
        return build(MultiResourceOp.Finalizer.of(finalizer));
    }

    /** The stream, finalizing the resource with the {@link Uni} returned by {@code finalizer} in every case. */
    public Multi<I> withFinalizer(Function<? super R, Uni<Void>> finalizer) {
        ParameterValidation.nonNull(finalizer, "finalizer");
        return build(
                MultiResourceOp.Finalizer.of(finalizer, (resource, failure) -> finalizer.apply(resource), finalizer));
    }

    /** The stream, with one asynchronous finalizer per way it can end: completion, failure or cancellation. */
    public Multi<I> withFinalizer(
            Function<? super R, Uni<Void>> onCompletion,
            BiFunction<? super R, ? super Throwable, Uni<Void>> onFailure,
            Function<? super R, Uni<Void>> onCancellation) {
        return build(MultiResourceOp.Finalizer.of(onCompletion, onFailure, onCancellation));
    }

    private Multi<I> build(MultiResourceOp.Finalizer<R> finalizer) {
        return Infrastructure.onMultiCreation(MultiResourceOp.fromUni(resourceSupplier, streamSupplier, finalizer));
    }
}
