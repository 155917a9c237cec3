package io.mutiny.groups;

public class UniCombine {
    protected UniCombine() {}

    public static final io.mutiny.groups.UniCombine INSTANCE = new io.mutiny.groups.UniCombine();

    public io.mutiny.groups.UniAny any() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.UniZip all() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
