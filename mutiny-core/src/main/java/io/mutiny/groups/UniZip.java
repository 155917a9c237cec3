package io.mutiny.groups;

import io.mutiny.Uni;
import io.mutiny.helpers.ParameterValidation;
import java.util.Arrays;

/**
 * Entry point of {@code Uni.combine().all()}: combines the items of several {@link Uni}s once all of them
 * emitted; see {@link UniAndGroupIterable} for the behaviour of the combination.
 */
public class UniZip {

    UniZip() {
        // created by UniCombine
    }

    /**
     * Combines the items of the given {@code Uni}s; see {@link UniAndGroup2}.
     *
     * @throws IllegalArgumentException if one of them is {@code null}
     */
    public <T1, T2> UniAndGroup2<T1, T2> unis(Uni<? extends T1> uni1, Uni<? extends T2> uni2) {
        return new UniAndGroup2<>(uni1, uni2);
    }

    /**
     * Combines the items of the given {@code Uni}s; see {@link UniAndGroup3}.
     *
     * @throws IllegalArgumentException if one of them is {@code null}
     */
    public <T1, T2, T3> UniAndGroup3<T1, T2, T3> unis(
            Uni<? extends T1> uni1, Uni<? extends T2> uni2, Uni<? extends T3> uni3) {
        return new UniAndGroup3<>(uni1, uni2, uni3);
    }

    /**
     * Combines the items of the given {@code Uni}s; see {@link UniAndGroup4}.
     *
     * @throws IllegalArgumentException if one of them is {@code null}
     */
    public <T1, T2, T3, T4> UniAndGroup4<T1, T2, T3, T4> unis(
            Uni<? extends T1> uni1, Uni<? extends T2> uni2, Uni<? extends T3> uni3, Uni<? extends T4> uni4) {
        return new UniAndGroup4<>(uni1, uni2, uni3, uni4);
    }

    /**
     * Combines the items of the given {@code Uni}s; see {@link UniAndGroup5}.
     *
     * @throws IllegalArgumentException if one of them is {@code null}
     */
    public <T1, T2, T3, T4, T5> UniAndGroup5<T1, T2, T3, T4, T5> unis(
            Uni<? extends T1> uni1,
            Uni<? extends T2> uni2,
            Uni<? extends T3> uni3,
            Uni<? extends T4> uni4,
            Uni<? extends T5> uni5) {
        return new UniAndGroup5<>(uni1, uni2, uni3, uni4, uni5);
    }

    /**
     * Combines the items of the given {@code Uni}s; see {@link UniAndGroup6}.
     *
     * @throws IllegalArgumentException if one of them is {@code null}
     */
    public <T1, T2, T3, T4, T5, T6> UniAndGroup6<T1, T2, T3, T4, T5, T6> unis(
            Uni<? extends T1> uni1,
            Uni<? extends T2> uni2,
            Uni<? extends T3> uni3,
            Uni<? extends T4> uni4,
            Uni<? extends T5> uni5,
            Uni<? extends T6> uni6) {
        return new UniAndGroup6<>(uni1, uni2, uni3, uni4, uni5, uni6);
    }

    /**
     * Combines the items of the given {@code Uni}s; see {@link UniAndGroup7}.
     *
     * @throws IllegalArgumentException if one of them is {@code null}
     */
    public <T1, T2, T3, T4, T5, T6, T7> UniAndGroup7<T1, T2, T3, T4, T5, T6, T7> unis(
            Uni<? extends T1> uni1,
            Uni<? extends T2> uni2,
            Uni<? extends T3> uni3,
            Uni<? extends T4> uni4,
            Uni<? extends T5> uni5,
            Uni<? extends T6> uni6,
            Uni<? extends T7> uni7) {
        return new UniAndGroup7<>(uni1, uni2, uni3, uni4, uni5, uni6, uni7);
    }

    /**
     * Combines the items of the given {@code Uni}s; see {@link UniAndGroup8}.
     *
     * @throws IllegalArgumentException if one of them is {@code null}
     */
    public <T1, T2, T3, T4, T5, T6, T7, T8> UniAndGroup8<T1, T2, T3, T4, T5, T6, T7, T8> unis(
            Uni<? extends T1> uni1,
            Uni<? extends T2> uni2,
            Uni<? extends T3> uni3,
            Uni<? extends T4> uni4,
            Uni<? extends T5> uni5,
            Uni<? extends T6> uni6,
            Uni<? extends T7> uni7,
            Uni<? extends T8> uni8) {
        return new UniAndGroup8<>(uni1, uni2, uni3, uni4, uni5, uni6, uni7, uni8);
    }

    /**
     * Combines the items of the given {@code Uni}s; see {@link UniAndGroup9}.
     *
     * @throws IllegalArgumentException if one of them is {@code null}
     */
    public <T1, T2, T3, T4, T5, T6, T7, T8, T9> UniAndGroup9<T1, T2, T3, T4, T5, T6, T7, T8, T9> unis(
            Uni<? extends T1> uni1,
            Uni<? extends T2> uni2,
            Uni<? extends T3> uni3,
            Uni<? extends T4> uni4,
            Uni<? extends T5> uni5,
            Uni<? extends T6> uni6,
            Uni<? extends T7> uni7,
            Uni<? extends T8> uni8,
            Uni<? extends T9> uni9) {
        return new UniAndGroup9<>(uni1, uni2, uni3, uni4, uni5, uni6, uni7, uni8, uni9);
    }

    /**
     * Combines the items of {@code unis}, in this order.
     *
     * @throws IllegalArgumentException if {@code unis} is {@code null}, empty or contains {@code null}
     */
    public <O> UniAndGroupIterable<O> unis(Uni<?>... unis) {
        ParameterValidation.nonNull(unis, "unis");
        return new UniAndGroupIterable<>(Arrays.asList(unis));
    }

    /**
     * Combines the items of {@code unis}, in iteration order.
     *
     * @throws IllegalArgumentException if {@code unis} is {@code null}, empty or contains {@code null}
     */
    public <O> UniAndGroupIterable<O> unis(Iterable<? extends Uni<?>> unis) {
        return new UniAndGroupIterable<>(unis);
    }
}
