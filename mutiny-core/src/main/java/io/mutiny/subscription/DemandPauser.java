package io.mutiny.subscription;

public class DemandPauser {
    public DemandPauser() {}

    public void bind(io.mutiny.subscription.PausableMulti p0) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void pause() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public void resume() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public boolean isPaused() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public int bufferSize() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public boolean clearBuffer() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public boolean isBound() {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
