package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.multi.MultiCollectorOp;
import io.mutiny.operators.multi.MultiToUniOp;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collector;

/**
 * Collects the items of a {@code Multi} into a single {@code Uni} item.
 *
 * <p>Every collecting operation requests an unbounded number of items from the upstream, emits its result on the
 * thread that delivered the upstream completion, and fails with the upstream failure. A collecting callback that
 * throws cancels the upstream and fails the {@code Uni}. Cancelling the {@code Uni} cancels the upstream.
 *
 * @param <T> the type of the items
 */
public class MultiCollect<T> {

    private final Multi<T> upstream;

    /** Creates the group for {@code upstream}. */
    public MultiCollect(Multi<T> upstream) {
        this.upstream = nonNull(upstream, "upstream");
    }

    /**
     * Emits the first item, then cancels the upstream; emits {@code null} if the upstream completes without item.
     * Only one item is requested.
     */
    public Uni<T> first() {
        return Infrastructure.onUniCreation(new MultiToUniOp<>(upstream));
    }

    /** Emits the last item when the upstream completes, or {@code null} if it completed without item. */
    public Uni<T> last() {
        return collect(Collector.<T, List<T>, T>of(
                () -> new ArrayList<>(1),
                (holder, item) -> {
                    if (holder.isEmpty()) {
                        holder.add(item);
                    } else {
                        holder.set(0, item);
                    }
                },
                (left, right) -> right.isEmpty() ? left : right,
                holder -> holder.isEmpty() ? null : holder.get(0)));
    }

    /**
     * Emits a {@link List} (an {@link ArrayList}) of every item, in order, when the upstream completes. Requests an
     * unbounded number of items; fails as the upstream fails. When the upstream is a synchronous source that knows
     * how many items it has (a range, an array, a list, possibly transformed), the list is given that capacity before
     * the first item instead of growing.
     */
    public Uni<List<T>> asList() {
        return Infrastructure.onUniCreation(MultiCollectorOp.toList(upstream));
    }

    /** Emits a {@link Set} of the distinct items, in encounter order, when the upstream completes. */
    public Uni<Set<T>> asSet() {
        return in(LinkedHashSet::new, Set::add);
    }

    /**
     * Reduces the items with {@code collector} and emits what its finisher returns (possibly {@code null}) when the
     * upstream completes. The collector's supplier is called once per subscription.
     */
    public <X, A> Uni<X> with(Collector<? super T, A, ? extends X> collector) {
        return collect(nonNull(collector, "collector"));
    }

    /**
     * Adds each item to the container returned by {@code supplier} (called once per subscription; a {@code null}
     * container fails with a {@link NullPointerException}) using {@code accumulator}, and emits the container when
     * the upstream completes.
     */
    public <X> Uni<X> in(Supplier<X> supplier, BiConsumer<X, T> accumulator) {
        nonNull(supplier, "supplier");
        nonNull(accumulator, "accumulator");
        return Infrastructure.onUniCreation(new MultiCollectorOp<>(upstream, supplier, accumulator));
    }

    /**
     * Emits a map of the items indexed by the key {@code keyMapper} computes; when two items share a key, the later
     * one wins.
     */
    public <K> Uni<Map<K, T>> asMap(Function<? super T, ? extends K> keyMapper) {
        return asMap(keyMapper, Function.identity());
    }

    /**
     * Emits a map from the key {@code keyMapper} computes to the value {@code valueMapper} computes, for every item;
     * when two items share a key, the later value wins.
     */
    public <K, V> Uni<Map<K, V>> asMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends V> valueMapper) {
        return asMap(keyMapper, valueMapper, (previous, latest) -> latest);
    }

    /**
     * Emits a map from the key {@code keyMapper} computes to the value {@code valueMapper} computes, for every item;
     * when two items share a key, {@code mergeFunction} combines the existing value and the new one (a
     * {@code null} result removes the key).
     */
    public <K, V> Uni<Map<K, V>> asMap(
            Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends V> valueMapper,
            BinaryOperator<V> mergeFunction) {
        nonNull(keyMapper, "keyMapper");
        nonNull(valueMapper, "valueMapper");
        nonNull(mergeFunction, "mergeFunction");
        return in(HashMap::new, (map, item) -> {
            K key = keyMapper.apply(item);
            V value = valueMapper.apply(item);
            if (map.containsKey(key)) {
                map.compute(key, (k, previous) -> mergeFunction.apply(previous, value));
            } else {
                map.put(key, value);
            }
        });
    }

    /** Emits a map from each key {@code keyMapper} computes to the values {@code valueMapper} computes, in order. */
    public <K, V> Uni<Map<K, Collection<V>>> asMultiMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends V> valueMapper) {
        nonNull(keyMapper, "keyMapper");
        nonNull(valueMapper, "valueMapper");
        return in(HashMap::new, (map, item) -> map.computeIfAbsent(keyMapper.apply(item), k -> new ArrayList<>())
                .add(valueMapper.apply(item)));
    }

    /** Emits a map from each key {@code keyMapper} computes to the items having that key, in order. */
    public <K> Uni<Map<K, Collection<T>>> asMultiMap(Function<? super T, ? extends K> keyMapper) {
        return asMultiMap(keyMapper, Function.identity());
    }

    /** Collects only the items that pass {@code predicate}; the others are dropped (and replaced upstream). */
    public MultiCollect<T> where(Predicate<T> predicate) {
        nonNull(predicate, "predicate");
        return new MultiCollect<>(upstream.select().where(predicate));
    }

    /**
     * Collects only the items for which the {@code Uni} returned by {@code predicate} emits {@code true}; the
     * items are tested one at a time, in order.
     */
    public MultiCollect<T> when(Function<? super T, Uni<Boolean>> predicate) {
        nonNull(predicate, "predicate");
        return new MultiCollect<>(upstream.select().when(predicate));
    }

    private <X, A> Uni<X> collect(Collector<? super T, A, ? extends X> collector) {
        return Infrastructure.onUniCreation(new MultiCollectorOp<>(upstream, collector));
    }
}
