package io.mutiny.groups;

import static io.mutiny.helpers.ParameterValidation.nonNull;

import java.util.List;
import java.util.concurrent.Flow;

/**
 * Combines the items of several streams: by default by zipping them (the n-th item of every stream, see
 * {@link MultiItemCombineIterable}), or by combining the latest item of each with {@code latestItems()}.
 */
public class MultiItemCombination {

    /** Creates the group. */
    public MultiItemCombination() {
        // stateless
    }

    /** Starts combining 2 streams; zipping by default. */
    public <T1, T2> MultiItemCombine2<T1, T2> streams(
            Flow.Publisher<? extends T1> publisher1, Flow.Publisher<? extends T2> publisher2) {
        return new MultiItemCombine2<>(inOrder(publisher1, publisher2));
    }

    /** Starts combining 3 streams; zipping by default. */
    public <T1, T2, T3> MultiItemCombine3<T1, T2, T3> streams(
            Flow.Publisher<? extends T1> publisher1,
            Flow.Publisher<? extends T2> publisher2,
            Flow.Publisher<? extends T3> publisher3) {
        return new MultiItemCombine3<>(inOrder(publisher1, publisher2, publisher3));
    }

    /** Starts combining 4 streams; zipping by default. */
    public <T1, T2, T3, T4> MultiItemCombine4<T1, T2, T3, T4> streams(
            Flow.Publisher<? extends T1> publisher1,
            Flow.Publisher<? extends T2> publisher2,
            Flow.Publisher<? extends T3> publisher3,
            Flow.Publisher<? extends T4> publisher4) {
        return new MultiItemCombine4<>(inOrder(publisher1, publisher2, publisher3, publisher4));
    }

    /** Starts combining 5 streams; zipping by default. */
    public <T1, T2, T3, T4, T5> MultiItemCombine5<T1, T2, T3, T4, T5> streams(
            Flow.Publisher<? extends T1> publisher1,
            Flow.Publisher<? extends T2> publisher2,
            Flow.Publisher<? extends T3> publisher3,
            Flow.Publisher<? extends T4> publisher4,
            Flow.Publisher<? extends T5> publisher5) {
        return new MultiItemCombine5<>(inOrder(publisher1, publisher2, publisher3, publisher4, publisher5));
    }

    /** Starts combining 6 streams; zipping by default. */
    public <T1, T2, T3, T4, T5, T6> MultiItemCombine6<T1, T2, T3, T4, T5, T6> streams(
            Flow.Publisher<? extends T1> publisher1,
            Flow.Publisher<? extends T2> publisher2,
            Flow.Publisher<? extends T3> publisher3,
            Flow.Publisher<? extends T4> publisher4,
            Flow.Publisher<? extends T5> publisher5,
            Flow.Publisher<? extends T6> publisher6) {
        return new MultiItemCombine6<>(inOrder(publisher1, publisher2, publisher3, publisher4, publisher5, publisher6));
    }

    /** Starts combining 7 streams; zipping by default. */
    public <T1, T2, T3, T4, T5, T6, T7> MultiItemCombine7<T1, T2, T3, T4, T5, T6, T7> streams(
            Flow.Publisher<? extends T1> publisher1,
            Flow.Publisher<? extends T2> publisher2,
            Flow.Publisher<? extends T3> publisher3,
            Flow.Publisher<? extends T4> publisher4,
            Flow.Publisher<? extends T5> publisher5,
            Flow.Publisher<? extends T6> publisher6,
            Flow.Publisher<? extends T7> publisher7) {
        return new MultiItemCombine7<>(
                inOrder(publisher1, publisher2, publisher3, publisher4, publisher5, publisher6, publisher7));
    }

    /** Starts combining 8 streams; zipping by default. */
    public <T1, T2, T3, T4, T5, T6, T7, T8> MultiItemCombine8<T1, T2, T3, T4, T5, T6, T7, T8> streams(
            Flow.Publisher<? extends T1> publisher1,
            Flow.Publisher<? extends T2> publisher2,
            Flow.Publisher<? extends T3> publisher3,
            Flow.Publisher<? extends T4> publisher4,
            Flow.Publisher<? extends T5> publisher5,
            Flow.Publisher<? extends T6> publisher6,
            Flow.Publisher<? extends T7> publisher7,
            Flow.Publisher<? extends T8> publisher8) {
        return new MultiItemCombine8<>(inOrder(
                publisher1, publisher2, publisher3, publisher4, publisher5, publisher6, publisher7, publisher8));
    }

    /** Starts combining 9 streams; zipping by default. */
    public <T1, T2, T3, T4, T5, T6, T7, T8, T9> MultiItemCombine9<T1, T2, T3, T4, T5, T6, T7, T8, T9> streams(
            Flow.Publisher<? extends T1> publisher1,
            Flow.Publisher<? extends T2> publisher2,
            Flow.Publisher<? extends T3> publisher3,
            Flow.Publisher<? extends T4> publisher4,
            Flow.Publisher<? extends T5> publisher5,
            Flow.Publisher<? extends T6> publisher6,
            Flow.Publisher<? extends T7> publisher7,
            Flow.Publisher<? extends T8> publisher8,
            Flow.Publisher<? extends T9> publisher9) {
        return new MultiItemCombine9<>(inOrder(
                publisher1,
                publisher2,
                publisher3,
                publisher4,
                publisher5,
                publisher6,
                publisher7,
                publisher8,
                publisher9));
    }

    /** The publishers, in order, after checking that none is {@code null} (named by position: "publisher3"). */
    private static List<Flow.Publisher<?>> inOrder(Flow.Publisher<?>... publishers) {
        for (int i = 0; i < publishers.length; i++) {
            nonNull(publishers[i], "publisher" + (i + 1));
        }
        return List.of(publishers);
    }

    /** Starts combining the streams of {@code iterable} (read at assembly time), in iteration order. */
    public MultiItemCombineIterable streams(Iterable<? extends Flow.Publisher<?>> iterable) {
        return new MultiItemCombineIterable(iterable);
    }
}
