package io.mutiny.groups;

public class MultiCreateBy {
    protected MultiCreateBy() {}

    public static final io.mutiny.groups.MultiCreateBy INSTANCE = new io.mutiny.groups.MultiCreateBy();

    public io.mutiny.groups.MultiConcat concatenating() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiMerge merging() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiItemCombination combining() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiRepetition repeating() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public io.mutiny.groups.MultiReplay replaying() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
