package io.mutiny.http;

import io.vertx.core.AsyncResult;
import io.vertx.core.Handler;
import io.vertx.ext.web.RoutingContext;

/**
 * Tells the answer of one request that its client went away, through {@link RoutingContext#addEndHandler} instead of
 * the response's close handler: Vert.x keeps one close handler per response, and a route may set its own.
 *
 * <p>Vert.x Web takes the response's end, exception and close handlers at the first {@code addEndHandler} of a
 * request and calls every end handler from them. The watch is therefore registered before the route's handler runs:
 * a close handler that the route sets afterwards replaces Vert.x Web's and stays in place, and the watch still hears
 * of the disconnection from the exception handler, which Vert.x calls with an {@code HttpClosedException} when the
 * connection closes before the response ended (HTTP/1.x and HTTP/2). Registered after the route's handler, it would
 * replace the route's close handler as a plain {@code closeHandler(..)} does.
 *
 * <p>Confined to the request's context: Vert.x Web calls it there, and the answer registers its cancellation there.
 */
final class DisconnectWatch implements Handler<AsyncResult<Void>> {

    private Runnable cancellation;
    private boolean disconnected;

    private DisconnectWatch() {}

    /** Starts watching the request of {@code rc}; call it on the request's context, before the route's handler. */
    static DisconnectWatch register(RoutingContext rc) {
        DisconnectWatch watch = new DisconnectWatch();
        rc.addEndHandler(watch);
        return watch;
    }

    /**
     * Runs {@code cancellation} when the connection closes or fails before the response ended, at once if Vert.x Web
     * reported it already. A client that left before the watch was registered is not reported: check
     * {@code response.closed()} too. Call it on the request's context, at most once.
     */
    void onDisconnection(Runnable cancellation) {
        if (disconnected) {
            cancellation.run();
        } else {
            this.cancellation = cancellation;
        }
    }

    /** Called by Vert.x Web once: succeeded when the response ended, failed when the connection went first. */
    @Override
    public void handle(AsyncResult<Void> end) {
        if (end.succeeded()) {
            cancellation = null;
            return;
        }
        disconnected = true;
        Runnable pending = cancellation;
        cancellation = null;
        if (pending != null) {
            pending.run();
        }
    }
}
