package io.mutiny.operators.multi;

import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.operators.AbstractUni;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Notifies the user callbacks of {@code onOverflow().invoke(...)} / {@code call(...)} about an item dropped by an
 * overflow operator.
 *
 * <p>The consumer runs synchronously; the Uni returned by the mapper is subscribed to and not awaited (the stream
 * keeps flowing), and its failure is reported to {@code onUniFailure}. Exceptions thrown by the callbacks, and a
 * {@code null} Uni, propagate to the caller, which turns them into a failure of the stream.
 *
 * @param <T> the type of the items
 */
final class DroppedItemListener<T> {

    private static final DroppedItemListener<Object> NONE = new DroppedItemListener<>(null, null);

    private final Consumer<T> consumer;
    private final Function<T, Uni<?>> mapper;

    private DroppedItemListener(Consumer<T> consumer, Function<T, Uni<?>> mapper) {
        this.consumer = consumer;
        this.mapper = mapper;
    }

    /** A listener calling {@code consumer} and/or {@code mapper}; both may be {@code null}. */
    @SuppressWarnings("unchecked")
    static <T> DroppedItemListener<T> of(Consumer<T> consumer, Function<T, Uni<?>> mapper) {
        if (consumer == null && mapper == null) {
            return (DroppedItemListener<T>) NONE;
        }
        return new DroppedItemListener<>(consumer, mapper);
    }

    void onDropped(T item, Consumer<Throwable> onUniFailure) {
        if (consumer != null) {
            consumer.accept(item);
        }
        if (mapper != null) {
            Uni<?> uni =
                    ParameterValidation.nonNullNpe(mapper.apply(item), "The overflow callback returned a `null` Uni");
            AbstractUni.subscribe(uni, new UniSubscriber<Object>() {
                @Override
                public void onSubscribe(UniSubscription subscription) {
                    // fire and forget: only a failure matters
                }

                @Override
                public void onItem(Object ignored) {
                    // the result of the callback is not used
                }

                @Override
                public void onFailure(Throwable failure) {
                    onUniFailure.accept(failure);
                }
            });
        }
    }
}
