package io.mutiny.http;

import io.vertx.core.buffer.Buffer;
import java.io.OutputStream;

/** Lets Jackson serialize straight into a Vert.x {@link Buffer}, without an intermediate byte array. */
final class BufferOutputStream extends OutputStream {

    private final Buffer buffer;

    BufferOutputStream(Buffer buffer) {
        this.buffer = buffer;
    }

    @Override
    public void write(int b) {
        buffer.appendByte((byte) b);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) {
        buffer.appendBytes(bytes, offset, length);
    }
}
