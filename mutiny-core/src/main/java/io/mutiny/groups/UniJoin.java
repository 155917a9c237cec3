package io.mutiny.groups;

import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.operators.uni.UniCombineAllOp;
import io.mutiny.operators.uni.UniFirstOfOp;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Entry point of {@code Uni.join()}: joins several {@code Uni}s of the same type, either waiting for all of them
 * ({@link #all(Uni[])}) or for the first one ({@link #first(Uni[])}). The {@code Uni}s are subscribed in list order,
 * all at once unless a concurrency limit is given.
 */
public class UniJoin {

    /** The shared, stateless instance returned by {@code Uni.join()}. */
    public static final UniJoin SHARED_INSTANCE = new UniJoin();

    private UniJoin() {
        // use SHARED_INSTANCE
    }

    /**
     * Joins all of {@code unis}: the result emits the list of their items, in the given order (an empty list for
     * none).
     *
     * @throws IllegalArgumentException if {@code unis} is {@code null} or contains {@code null}
     */
    @SafeVarargs
    public final <T> JoinAllStrategy<T> all(Uni<T>... unis) {
        ParameterValidation.nonNull(unis, "unis");
        return all(Arrays.asList(unis));
    }

    /**
     * Joins all of {@code unis}: the result emits the list of their items, in list order (an empty list for none).
     *
     * @throws IllegalArgumentException if {@code unis} is {@code null} or contains {@code null}
     */
    public final <T> JoinAllStrategy<T> all(List<Uni<T>> unis) {
        ParameterValidation.doesNotContainNull(unis, "unis");
        return new JoinAllStrategy<>(new ArrayList<>(unis));
    }

    /**
     * Joins {@code unis} on the first of them to emit.
     *
     * @throws IllegalArgumentException if {@code unis} is {@code null}, empty or contains {@code null}
     */
    @SafeVarargs
    public final <T> JoinFirstStrategy<T> first(Uni<T>... unis) {
        ParameterValidation.nonNull(unis, "unis");
        return first(Arrays.asList(unis));
    }

    /**
     * Joins {@code unis} on the first of them to emit.
     *
     * @throws IllegalArgumentException if {@code unis} is {@code null}, empty or contains {@code null}
     */
    public final <T> JoinFirstStrategy<T> first(List<Uni<T>> unis) {
        return new JoinFirstStrategy<>(nonEmpty(unis));
    }

    /** Returns a builder to which {@code Uni}s are added one by one (for example in a loop). */
    public <T> Builder<T> builder() {
        return new Builder<>(this);
    }

    private static <T> List<Uni<?>> nonEmpty(List<Uni<T>> unis) {
        ParameterValidation.isNotEmpty(unis, "unis");
        ParameterValidation.doesNotContainNull(unis, "unis");
        return new ArrayList<>(unis);
    }

    /**
     * Collects {@code Uni}s to join. Not thread-safe: build it from one thread.
     *
     * @param <T> the item type
     */
    public static class Builder<T> {

        private final UniJoin join;
        private final List<Uni<T>> unis = new ArrayList<>();

        /**
         * Creates a builder joining with {@code join}.
         *
         * @throws IllegalArgumentException if {@code join} is {@code null}
         */
        public Builder(UniJoin join) {
            this.join = ParameterValidation.nonNull(join, "join");
        }

        /**
         * Adds {@code uni} after the ones already added.
         *
         * @throws IllegalArgumentException if {@code uni} is {@code null}
         */
        public Builder<T> add(Uni<T> uni) {
            unis.add(ParameterValidation.nonNull(uni, "uni"));
            return this;
        }

        /** Joins all the added {@code Uni}s (none: an empty list); see {@link UniJoin#all(List)}. */
        public JoinAllStrategy<T> joinAll() {
            return join.all(unis);
        }

        /**
         * Joins the added {@code Uni}s on the first to emit; see {@link UniJoin#first(List)}.
         *
         * @throws IllegalArgumentException if nothing was added
         */
        public JoinFirstStrategy<T> joinFirst() {
            return join.first(unis);
        }
    }

    /**
     * How to join all the {@code Uni}s: {@link #andFailFast()} or {@link #andCollectFailures()}.
     *
     * @param <T> the item type
     */
    public static class JoinAllStrategy<T> implements JoinAllStrategyTerminal<T> {

        private final List<Uni<?>> unis;
        private int concurrency = Integer.MAX_VALUE;

        JoinAllStrategy(List<Uni<?>> unis) {
            this.unis = unis;
        }

        /**
         * Subscribes to at most {@code limit} {@code Uni}s at a time, in list order.
         *
         * @throws IllegalArgumentException if {@code limit} is not positive
         */
        public JoinAllStrategyTerminal<T> usingConcurrencyOf(int limit) {
            this.concurrency = ParameterValidation.positive(limit, "limit");
            return this;
        }

        /**
         * Emits the list of items (in list order) once every {@code Uni} emitted. If some fail, waits for all of
         * them to terminate and fails with a {@link io.mutiny.CompositeException} holding every failure (even a
         * single one), in completion order. Cancellation cancels every running {@code Uni}.
         */
        @Override
        public Uni<List<T>> andCollectFailures() {
            return join(true);
        }

        /**
         * Emits the list of items (in list order) once every {@code Uni} emitted. The first failure cancels the
         * other {@code Uni}s and is propagated as is. Cancellation cancels every running {@code Uni}.
         */
        @Override
        public Uni<List<T>> andFailFast() {
            return join(false);
        }

        @SuppressWarnings("unchecked")
        private Uni<List<T>> join(boolean collectFailures) {
            return Infrastructure.onUniCreation(new UniCombineAllOp<>(
                    unis, items -> (List<T>) items, collectFailures, collectFailures, concurrency));
        }
    }

    /**
     * The terminal operations of {@link JoinAllStrategy}.
     *
     * @param <T> the item type
     */
    public interface JoinAllStrategyTerminal<T> {
        /** See {@link JoinAllStrategy#andCollectFailures()}. */
        Uni<List<T>> andCollectFailures();

        /** See {@link JoinAllStrategy#andFailFast()}. */
        Uni<List<T>> andFailFast();
    }

    /**
     * How to join on the first {@code Uni}: {@link #withItem()} or {@link #toTerminate()}.
     *
     * @param <T> the item type
     */
    public static class JoinFirstStrategy<T> implements JoinFirstStrategyTerminal<T> {

        private final List<Uni<?>> unis;
        private int concurrency = Integer.MAX_VALUE;

        JoinFirstStrategy(List<Uni<?>> unis) {
            this.unis = unis;
        }

        /**
         * Subscribes to at most {@code limit} {@code Uni}s at a time, in list order: the next one starts when one
         * fails (with {@link #withItem()}).
         *
         * @throws IllegalArgumentException if {@code limit} is not positive
         */
        public JoinFirstStrategyTerminal<T> usingConcurrencyOf(int limit) {
            this.concurrency = ParameterValidation.positive(limit, "limit");
            return this;
        }

        /**
         * Forwards the first outcome, item or failure, and cancels the other {@code Uni}s.
         */
        public Uni<T> toTerminate() {
            return Infrastructure.onUniCreation(new UniFirstOfOp<>(unis, false, concurrency));
        }

        /**
         * Forwards the first item and cancels the other {@code Uni}s; failures are ignored unless every
         * {@code Uni} fails, in which case the result fails with a {@link io.mutiny.CompositeException} of all
         * failures.
         */
        @Override
        public Uni<T> withItem() {
            return Infrastructure.onUniCreation(new UniFirstOfOp<>(unis, true, concurrency));
        }
    }

    /**
     * The terminal operation of {@link JoinFirstStrategy}.
     *
     * @param <T> the item type
     */
    public interface JoinFirstStrategyTerminal<T> {
        /** See {@link JoinFirstStrategy#withItem()}. */
        Uni<T> withItem();
    }
}
