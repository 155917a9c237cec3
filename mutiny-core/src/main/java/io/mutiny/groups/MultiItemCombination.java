package io.mutiny.groups;

public class MultiItemCombination {
    public MultiItemCombination() {}

    public <T1, T2> io.mutiny.groups.MultiItemCombine2<T1, T2> streams(
            java.util.concurrent.Flow.Publisher<? extends T1> p0,
            java.util.concurrent.Flow.Publisher<? extends T2> p1) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T1, T2, T3> io.mutiny.groups.MultiItemCombine3<T1, T2, T3> streams(
            java.util.concurrent.Flow.Publisher<? extends T1> p0,
            java.util.concurrent.Flow.Publisher<? extends T2> p1,
            java.util.concurrent.Flow.Publisher<? extends T3> p2) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T1, T2, T3, T4> io.mutiny.groups.MultiItemCombine4<T1, T2, T3, T4> streams(
            java.util.concurrent.Flow.Publisher<? extends T1> p0,
            java.util.concurrent.Flow.Publisher<? extends T2> p1,
            java.util.concurrent.Flow.Publisher<? extends T3> p2,
            java.util.concurrent.Flow.Publisher<? extends T4> p3) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T1, T2, T3, T4, T5> io.mutiny.groups.MultiItemCombine5<T1, T2, T3, T4, T5> streams(
            java.util.concurrent.Flow.Publisher<? extends T1> p0,
            java.util.concurrent.Flow.Publisher<? extends T2> p1,
            java.util.concurrent.Flow.Publisher<? extends T3> p2,
            java.util.concurrent.Flow.Publisher<? extends T4> p3,
            java.util.concurrent.Flow.Publisher<? extends T5> p4) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T1, T2, T3, T4, T5, T6> io.mutiny.groups.MultiItemCombine6<T1, T2, T3, T4, T5, T6> streams(
            java.util.concurrent.Flow.Publisher<? extends T1> p0,
            java.util.concurrent.Flow.Publisher<? extends T2> p1,
            java.util.concurrent.Flow.Publisher<? extends T3> p2,
            java.util.concurrent.Flow.Publisher<? extends T4> p3,
            java.util.concurrent.Flow.Publisher<? extends T5> p4,
            java.util.concurrent.Flow.Publisher<? extends T6> p5) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T1, T2, T3, T4, T5, T6, T7> io.mutiny.groups.MultiItemCombine7<T1, T2, T3, T4, T5, T6, T7> streams(
            java.util.concurrent.Flow.Publisher<? extends T1> p0,
            java.util.concurrent.Flow.Publisher<? extends T2> p1,
            java.util.concurrent.Flow.Publisher<? extends T3> p2,
            java.util.concurrent.Flow.Publisher<? extends T4> p3,
            java.util.concurrent.Flow.Publisher<? extends T5> p4,
            java.util.concurrent.Flow.Publisher<? extends T6> p5,
            java.util.concurrent.Flow.Publisher<? extends T7> p6) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T1, T2, T3, T4, T5, T6, T7, T8> io.mutiny.groups.MultiItemCombine8<T1, T2, T3, T4, T5, T6, T7, T8> streams(
            java.util.concurrent.Flow.Publisher<? extends T1> p0,
            java.util.concurrent.Flow.Publisher<? extends T2> p1,
            java.util.concurrent.Flow.Publisher<? extends T3> p2,
            java.util.concurrent.Flow.Publisher<? extends T4> p3,
            java.util.concurrent.Flow.Publisher<? extends T5> p4,
            java.util.concurrent.Flow.Publisher<? extends T6> p5,
            java.util.concurrent.Flow.Publisher<? extends T7> p6,
            java.util.concurrent.Flow.Publisher<? extends T8> p7) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public <T1, T2, T3, T4, T5, T6, T7, T8, T9>
            io.mutiny.groups.MultiItemCombine9<T1, T2, T3, T4, T5, T6, T7, T8, T9> streams(
                    java.util.concurrent.Flow.Publisher<? extends T1> p0,
                    java.util.concurrent.Flow.Publisher<? extends T2> p1,
                    java.util.concurrent.Flow.Publisher<? extends T3> p2,
                    java.util.concurrent.Flow.Publisher<? extends T4> p3,
                    java.util.concurrent.Flow.Publisher<? extends T5> p4,
                    java.util.concurrent.Flow.Publisher<? extends T6> p5,
                    java.util.concurrent.Flow.Publisher<? extends T7> p6,
                    java.util.concurrent.Flow.Publisher<? extends T8> p7,
                    java.util.concurrent.Flow.Publisher<? extends T9> p8) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiItemCombineIterable streams(
            java.lang.Iterable<? extends java.util.concurrent.Flow.Publisher<?>> p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
