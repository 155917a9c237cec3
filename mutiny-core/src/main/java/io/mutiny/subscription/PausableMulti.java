package io.mutiny.subscription;

public interface PausableMulti {
    void pause();

    void resume();

    boolean isPaused();

    int bufferSize();

    boolean clearBuffer();
}
