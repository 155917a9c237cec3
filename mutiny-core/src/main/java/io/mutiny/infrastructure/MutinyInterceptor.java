package io.mutiny.infrastructure;

public interface MutinyInterceptor {
    int DEFAULT_ORDINAL = 0;

    public default int ordinal() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
