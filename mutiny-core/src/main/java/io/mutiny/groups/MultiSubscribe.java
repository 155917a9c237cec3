package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;
import static io.mutiny.helpers.ParameterValidation.nonNullSubscriber;
import static io.mutiny.helpers.ParameterValidation.positive;

import io.mutiny.Context;
import io.mutiny.helpers.BlockingIterable;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.subscription.Cancellable;
import io.mutiny.subscription.CancellableSubscriber;
import io.mutiny.subscription.MultiSubscriber;
import io.mutiny.subscription.Subscribers;
import java.util.Queue;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.jctools.queues.SpscArrayQueue;

/**
 * Subscribes to a {@link io.mutiny.Multi}: with a subscriber, with callbacks, or as a blocking {@link Iterable} /
 * {@link Stream}. Nothing happens until one of these methods is called.
 *
 * <p>The callback-based {@code with(...)} methods request {@code Long.MAX_VALUE} unless an
 * {@code onSubscription} callback is given (which then drives the demand), call the callbacks on the thread that
 * emits the signals, and return a {@link Cancellable} that cancels the subscription. A failure without a failure
 * callback, or thrown by the failure or completion callback, goes to
 * {@link Infrastructure#handleDroppedException(Throwable)}; an item callback that throws cancels the subscription and
 * is handled as a failure.
 *
 * @param <T> the type of the items
 */
public class MultiSubscribe<T> {

    private final AbstractMulti<T> upstream;

    /** Creates the group for {@code upstream}; nothing is subscribed until a method is called. */
    public MultiSubscribe(AbstractMulti<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /**
     * Subscribes {@code subscriber} (after the {@link Infrastructure} subscription interceptors) and returns it.
     *
     * @throws IllegalArgumentException if {@code subscriber} is {@code null}
     */
    public <S extends Flow.Subscriber<? super T>> S withSubscriber(S subscriber) {
        upstream.subscribe(nonNullSubscriber(subscriber));
        return subscriber;
    }

    /**
     * Subscribes {@code subscriber} (after the {@link Infrastructure} subscription interceptors) and returns it.
     *
     * @throws IllegalArgumentException if {@code subscriber} is {@code null}
     */
    public <S extends MultiSubscriber<? super T>> S withSubscriber(S subscriber) {
        upstream.subscribe((Flow.Subscriber<? super T>) nonNullSubscriber(subscriber));
        return subscriber;
    }

    /**
     * Subscribes with callbacks; {@code onSubscription} receives the subscription and must request items.
     *
     * @return a {@link Cancellable} cancelling the subscription
     */
    public Cancellable with(
            Consumer<? super Flow.Subscription> onSubscription,
            Consumer<? super T> onItem,
            Consumer<? super Throwable> onFailure,
            Runnable onCompletion) {
        return with(Context.empty(), onSubscription, onItem, onFailure, onCompletion);
    }

    /**
     * Subscribes with callbacks and a context; {@code onSubscription} receives the subscription and must request
     * items.
     *
     * @return a {@link Cancellable} cancelling the subscription
     */
    public Cancellable with(
            Context context,
            Consumer<? super Flow.Subscription> onSubscription,
            Consumer<? super T> onItem,
            Consumer<? super Throwable> onFailure,
            Runnable onCompletion) {
        return subscribe(
                nonNull(context, "context"),
                nonNull(onItem, "onItem"),
                nonNull(onFailure, "onFailure"),
                nonNull(onCompletion, "onCompletion"),
                nonNull(onSubscription, "onSubscription"));
    }

    /**
     * Subscribes with callbacks, requesting {@code Long.MAX_VALUE}.
     *
     * @return a {@link Cancellable} cancelling the subscription
     */
    public Cancellable with(Consumer<? super T> onItem, Consumer<? super Throwable> onFailure, Runnable onCompletion) {
        return with(Context.empty(), onItem, onFailure, onCompletion);
    }

    /**
     * Subscribes with callbacks and a context, requesting {@code Long.MAX_VALUE}.
     *
     * @return a {@link Cancellable} cancelling the subscription
     */
    public Cancellable with(
            Context context, Consumer<? super T> onItem, Consumer<? super Throwable> onFailure, Runnable onCompletion) {
        return subscribe(
                nonNull(context, "context"),
                nonNull(onItem, "onItem"),
                nonNull(onFailure, "onFailure"),
                nonNull(onCompletion, "onCompletion"),
                null);
    }

    /**
     * Subscribes with item and failure callbacks, requesting {@code Long.MAX_VALUE}; the completion is ignored.
     *
     * @return a {@link Cancellable} cancelling the subscription
     */
    public Cancellable with(Consumer<? super T> onItem, Consumer<? super Throwable> onFailure) {
        return with(Context.empty(), onItem, onFailure);
    }

    /**
     * Subscribes with a context and item and failure callbacks, requesting {@code Long.MAX_VALUE}; the completion
     * is ignored.
     *
     * @return a {@link Cancellable} cancelling the subscription
     */
    public Cancellable with(Context context, Consumer<? super T> onItem, Consumer<? super Throwable> onFailure) {
        return subscribe(
                nonNull(context, "context"), nonNull(onItem, "onItem"), nonNull(onFailure, "onFailure"), null, null);
    }

    /**
     * Subscribes with an item callback, requesting {@code Long.MAX_VALUE}; the completion is ignored and a failure
     * goes to the dropped-exception handler.
     *
     * @return a {@link Cancellable} cancelling the subscription
     */
    public Cancellable with(Consumer<? super T> onItem) {
        return with(Context.empty(), onItem);
    }

    /**
     * Subscribes with a context and an item callback, requesting {@code Long.MAX_VALUE}; the completion is ignored
     * and a failure goes to the dropped-exception handler.
     *
     * @return a {@link Cancellable} cancelling the subscription
     */
    public Cancellable with(Context context, Consumer<? super T> onItem) {
        return subscribe(nonNull(context, "context"), nonNull(onItem, "onItem"), Subscribers.NO_ON_FAILURE, null, null);
    }

    /**
     * Subscribes with item and completion callbacks, requesting {@code Long.MAX_VALUE}; a failure goes to the
     * dropped-exception handler.
     *
     * @return a {@link Cancellable} cancelling the subscription
     */
    public Cancellable with(Consumer<? super T> onItem, Runnable onCompletion) {
        return with(Context.empty(), onItem, onCompletion);
    }

    /**
     * Subscribes with a context and item and completion callbacks, requesting {@code Long.MAX_VALUE}; a failure goes
     * to the dropped-exception handler.
     *
     * @return a {@link Cancellable} cancelling the subscription
     */
    public Cancellable with(Context context, Consumer<? super T> onItem, Runnable onCompletion) {
        return subscribe(
                nonNull(context, "context"),
                nonNull(onItem, "onItem"),
                Subscribers.NO_ON_FAILURE,
                nonNull(onCompletion, "onCompletion"),
                null);
    }

    /**
     * A blocking {@link Iterable} over the items, fetched in batches of {@link Infrastructure#getBufferSizeS()}.
     * See {@link BlockingIterable}.
     */
    public BlockingIterable<T> asIterable() {
        return asIterable(Context::empty);
    }

    /** Same as {@link #asIterable()}, with a context supplied for each iteration. */
    public BlockingIterable<T> asIterable(Supplier<Context> contextSupplier) {
        int batchSize = Infrastructure.getBufferSizeS();
        return asIterable(contextSupplier, batchSize, () -> new SpscArrayQueue<>(batchSize));
    }

    /**
     * A blocking {@link Iterable} over the items, fetched in batches of {@code batchSize} into queues created by
     * {@code queueSupplier} (one per iteration, able to hold {@code batchSize} items).
     */
    public BlockingIterable<T> asIterable(int batchSize, Supplier<Queue<T>> queueSupplier) {
        return asIterable(Context::empty, batchSize, queueSupplier);
    }

    /** Same as {@link #asIterable(int, Supplier)}, with a context supplied for each iteration. */
    public BlockingIterable<T> asIterable(
            Supplier<Context> contextSupplier, int batchSize, Supplier<Queue<T>> queueSupplier) {
        nonNull(contextSupplier, "contextSupplier");
        positive(batchSize, "batchSize");
        nonNull(queueSupplier, "queueSupplier");
        return new BlockingIterable<>(upstream, batchSize, queueSupplier, contextSupplier);
    }

    /**
     * A sequential {@link Stream} over the items, backed by {@link #asIterable()}; closing the stream cancels the
     * subscription.
     */
    public Stream<T> asStream() {
        return asIterable().stream();
    }

    /** Same as {@link #asStream()}, with a context supplied for each stream. */
    public Stream<T> asStream(Supplier<Context> contextSupplier) {
        return asIterable(contextSupplier).stream();
    }

    /** Same as {@link #asStream()}, with the batch size and queues of {@link #asIterable(int, Supplier)}. */
    public Stream<T> asStream(int batchSize, Supplier<Queue<T>> queueSupplier) {
        return asIterable(batchSize, queueSupplier).stream();
    }

    /** Same as {@link #asStream(int, Supplier)}, with a context supplied for each stream. */
    public Stream<T> asStream(Supplier<Context> contextSupplier, int batchSize, Supplier<Queue<T>> queueSupplier) {
        return asIterable(contextSupplier, batchSize, queueSupplier).stream();
    }

    private Cancellable subscribe(
            Context context,
            Consumer<? super T> onItem,
            Consumer<? super Throwable> onFailure,
            Runnable onCompletion,
            Consumer<? super Flow.Subscription> onSubscription) {
        CancellableSubscriber<T> subscriber =
                Subscribers.from(context, onItem, onFailure, onCompletion, onSubscription);
        // through the Flow.Subscriber entry, so that the subscription interceptors apply
        upstream.subscribe((Flow.Subscriber<? super T>) subscriber);
        return subscriber;
    }
}
