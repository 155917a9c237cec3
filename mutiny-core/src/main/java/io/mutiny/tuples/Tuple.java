package io.mutiny.tuples;

public interface Tuple extends java.lang.Iterable<java.lang.Object> {
    java.lang.Object nth(int p0);

    java.util.List<java.lang.Object> asList();

    public default java.util.Iterator<java.lang.Object> iterator() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    int size();
}
