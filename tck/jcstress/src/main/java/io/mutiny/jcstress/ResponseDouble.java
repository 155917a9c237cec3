package io.mutiny.jcstress;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerResponse;
import java.lang.reflect.Proxy;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A stand-in for a Vert.x {@link HttpServerResponse} and its {@link Context}, for the HTTP response subscriber's
 * stress test. The context behaves like an event loop hosted by whichever actor gets there first: tasks run one at a
 * time, in order, never nested (a task submitted while one runs waits for it), on the thread that found the loop
 * idle. The write queue stays full until {@link #drain()} empties it and calls the drain handler, and the response
 * records what is written for the arbiter. Both are dynamic proxies: only the calls the subscriber makes do something.
 */
public final class ResponseDouble {

    public final HttpServerResponse response;
    public final Context context;

    private volatile boolean writeQueueFull = true;
    private volatile Handler<Void> drainHandler;
    private volatile boolean inside;

    private final Queue<Handler<Void>> tasks = new ConcurrentLinkedQueue<>();
    private final AtomicInteger pendingTasks = new AtomicInteger();

    /** The text written, in order; the arbiter reads it after the actors. */
    public final StringBuilder written = new StringBuilder();

    public int ends;
    public int resets;
    public boolean overlapped;

    public ResponseDouble() {
        response = (HttpServerResponse) Proxy.newProxyInstance(
                HttpServerResponse.class.getClassLoader(),
                new Class<?>[] {HttpServerResponse.class},
                (proxy, method, args) -> onResponseCall(proxy, method.getName(), args, method.getReturnType()));
        context = (Context) Proxy.newProxyInstance(
                Context.class.getClassLoader(), new Class<?>[] {Context.class}, (proxy, method, args) -> {
                    switch (method.getName()) {
                        case "runOnContext":
                            @SuppressWarnings("unchecked")
                            Handler<Void> task = (Handler<Void>) args[0];
                            runOnEventLoop(task);
                            return null;
                        case "hashCode":
                            return System.identityHashCode(proxy);
                        case "equals":
                            return proxy == args[0];
                        default:
                            return method.getReturnType() == boolean.class ? false : null;
                    }
                });
    }

    /** Queues {@code task}; if no thread is running the loop, runs the queued tasks, one at a time, in order. */
    private void runOnEventLoop(Handler<Void> task) {
        tasks.offer(task);
        if (pendingTasks.getAndIncrement() != 0) {
            return;
        }
        do {
            tasks.poll().handle(null);
        } while (pendingTasks.decrementAndGet() != 0);
    }

    /** The socket drained: the write queue has room again, and the drain handler is told. */
    public void drain() {
        writeQueueFull = false;
        Handler<Void> handler = drainHandler;
        if (handler != null) {
            handler.handle(null);
        }
    }

    @SuppressWarnings("unchecked")
    private Object onResponseCall(Object proxy, String name, Object[] args, Class<?> returnType) {
        switch (name) {
            case "writeQueueFull":
                return writeQueueFull;
            case "drainHandler":
                drainHandler = (Handler<Void>) args[0];
                return proxy;
            case "write":
                record(args[0], false);
                return Future.succeededFuture();
            case "end":
                record(args == null ? null : args[0], true);
                return Future.succeededFuture();
            case "reset":
                resets++;
                return Future.succeededFuture();
            case "headWritten":
                return written.length() > 0 || ends > 0;
            case "closed":
                return false;
            case "hashCode":
                return System.identityHashCode(proxy);
            case "equals":
                return proxy == args[0];
            default:
                // setStatusCode, setChunked, putHeader, closeHandler, exceptionHandler...: fluent setters
                return returnType.isInstance(proxy) ? proxy : null;
        }
    }

    private void record(Object data, boolean end) {
        if (inside) {
            overlapped = true;
        }
        inside = true;
        if (data instanceof Buffer buffer) {
            written.append(buffer.toString());
        }
        if (end) {
            ends++;
        }
        inside = false;
    }
}
