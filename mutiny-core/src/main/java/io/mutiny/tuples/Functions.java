package io.mutiny.tuples;

public final class Functions {
    protected Functions() {}

    public interface Function3<T1, T2, T3, R> extends java.util.function.Function<java.util.List<java.lang.Object>, R> {
        R apply(T1 p0, T2 p1, T3 p2);

        public default R apply(java.util.List<java.lang.Object> p0) {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }

    public interface Function4<T1, T2, T3, T4, R>
            extends java.util.function.Function<java.util.List<java.lang.Object>, R> {
        R apply(T1 p0, T2 p1, T3 p2, T4 p3);

        public default R apply(java.util.List<java.lang.Object> p0) {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }

    public interface Function5<T1, T2, T3, T4, T5, R>
            extends java.util.function.Function<java.util.List<java.lang.Object>, R> {
        R apply(T1 p0, T2 p1, T3 p2, T4 p3, T5 p4);

        public default R apply(java.util.List<java.lang.Object> p0) {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }

    public interface Function6<T1, T2, T3, T4, T5, T6, R>
            extends java.util.function.Function<java.util.List<java.lang.Object>, R> {
        R apply(T1 p0, T2 p1, T3 p2, T4 p3, T5 p4, T6 p5);

        public default R apply(java.util.List<java.lang.Object> p0) {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }

    public interface Function7<T1, T2, T3, T4, T5, T6, T7, R>
            extends java.util.function.Function<java.util.List<java.lang.Object>, R> {
        R apply(T1 p0, T2 p1, T3 p2, T4 p3, T5 p4, T6 p5, T7 p6);

        public default R apply(java.util.List<java.lang.Object> p0) {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }

    public interface Function8<T1, T2, T3, T4, T5, T6, T7, T8, R>
            extends java.util.function.Function<java.util.List<java.lang.Object>, R> {
        R apply(T1 p0, T2 p1, T3 p2, T4 p3, T5 p4, T6 p5, T7 p6, T8 p7);

        public default R apply(java.util.List<java.lang.Object> p0) {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }

    public interface Function9<T1, T2, T3, T4, T5, T6, T7, T8, T9, R>
            extends java.util.function.Function<java.util.List<java.lang.Object>, R> {
        R apply(T1 p0, T2 p1, T3 p2, T4 p3, T5 p4, T6 p5, T7 p6, T8 p7, T9 p8);

        public default R apply(java.util.List<java.lang.Object> p0) {
            throw new UnsupportedOperationException("not implemented yet");
        }
    }

    public interface TriConsumer<A, B, C> {
        void accept(A p0, B p1, C p2);
    }
}
