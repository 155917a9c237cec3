package io.mutiny.groups;

public interface GeneratorEmitter<T> {
    void emit(T p0);

    void fail(java.lang.Throwable p0);

    void complete();
}
