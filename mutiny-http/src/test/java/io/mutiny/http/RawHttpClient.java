package io.mutiny.http;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A bare HTTP/1.1 client over a socket, for what {@code HttpClient} hides: reading at the test's pace, seeing each
 * chunk of a chunked body, telling a clean end from a reset, and disconnecting mid-stream.
 */
final class RawHttpClient implements AutoCloseable {

    private final Socket socket;
    private final InputStream in;
    int status;
    final Map<String, String> headers = new LinkedHashMap<>();

    private RawHttpClient(Socket socket) throws IOException {
        this.socket = socket;
        this.in = new BufferedInputStream(socket.getInputStream());
    }

    /** Connects with a small receive buffer, so that a client that stops reading soon stops the server's writes. */
    static RawHttpClient connect(int port, int receiveBuffer) throws IOException {
        Socket socket = new Socket();
        socket.setReceiveBufferSize(receiveBuffer);
        socket.setSoTimeout(10_000);
        socket.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
        return new RawHttpClient(socket);
    }

    /** Sends a GET and reads the status line and headers. */
    RawHttpClient get(String path) throws IOException {
        sendGet(path);
        readHead();
        return this;
    }

    void sendGet(String path) throws IOException {
        OutputStream out = socket.getOutputStream();
        out.write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }

    private void readHead() throws IOException {
        String statusLine = readLine();
        status = Integer.parseInt(statusLine.split(" ")[1]);
        String line;
        while (!(line = readLine()).isEmpty()) {
            int colon = line.indexOf(':');
            headers.put(
                    line.substring(0, colon).trim().toLowerCase(Locale.ROOT),
                    line.substring(colon + 1).trim());
        }
    }

    /**
     * The next chunk of a chunked body, an empty array for the terminating chunk, or {@code null} when the connection
     * ended without it (reset or closed mid-body).
     */
    byte[] nextChunk() throws IOException {
        String sizeLine;
        try {
            sizeLine = readLine();
        } catch (IOException e) {
            return null;
        }
        if (sizeLine == null) {
            return null;
        }
        int size = Integer.parseInt(sizeLine.split(";")[0].trim(), 16);
        byte[] chunk = in.readNBytes(size);
        if (chunk.length < size) {
            return null;
        }
        if (readLine() == null) {
            return null;
        }
        return chunk;
    }

    /** Reads every chunk to the end; {@link Body#complete} tells whether the terminating chunk came. */
    Body readBody() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int chunks = 0;
        byte[] chunk;
        while ((chunk = nextChunk()) != null && chunk.length > 0) {
            bytes.write(chunk);
            chunks++;
        }
        return new Body(bytes.toString(StandardCharsets.UTF_8), chunks, chunk != null);
    }

    record Body(String text, int chunks, boolean complete) {}

    /** A CRLF-terminated line, or {@code null} at the end of the stream. */
    private String readLine() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != -1) {
            if (b == '\n') {
                byte[] bytes = line.toByteArray();
                int length = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
                return new String(bytes, 0, length, StandardCharsets.US_ASCII);
            }
            line.write(b);
        }
        return null;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
