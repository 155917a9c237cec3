package io.mutiny.http;

import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.subscription.FusedSubscription;
import io.vertx.core.Context;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import org.jctools.queues.SpscArrayQueue;

/**
 * Writes a stream of items to an HTTP response with back pressure from the socket to the source.
 *
 * <ul>
 *   <li><b>Demand</b>: requests at most {@code batchSize} items ahead, and only while
 *       {@link HttpServerResponse#writeQueueFull()} is false; it resumes from the response's drain handler. A client
 *       that reads slowly therefore holds at most one batch of items plus the response's write queue in memory.
 *   <li><b>Coalescing</b>: the items that arrived since the last write are encoded into one {@link Buffer} and
 *       written at once, when the batch ends or the source pauses. A slow source's item is written as soon as it
 *       arrives.
 *   <li><b>Fusion</b>: a source whose items are already there (a {@code range}, {@code items}, {@code iterable},
 *       possibly followed by {@code transform}/{@code select().where}) is negotiated into
 *       {@link FusedSubscription#SYNC} mode: the context polls at most {@code batchSize} items per write, while the
 *       write queue has room, with no queue, no demand accounting and no signal per item. Across a thread (the
 *       subscription made on a worker thread) only sources that run no user code are fused.
 *   <li><b>Threads</b>: signals may arrive on any thread (for example after {@code emitOn}); every response call
 *       runs on the request's Vert.x context, inline when the signal is already on it, through
 *       {@link Context#runOnContext} otherwise. Requests to the source are issued from that context.
 *   <li><b>Cancellation</b>: a client that disconnects cancels the upstream subscription; so does a response
 *       already closed when the subscriber is created. The adapter learns of the disconnection from the request's
 *       {@code DisconnectWatch}, leaving the response's close handler to the route; a subscriber built for a bare
 *       response (the public constructor) sets the response's close and exception handlers.
 *   <li><b>Failures</b>: before anything is written the response is answered with a JSON error body and status; after the head, the failure is logged once with an id, the format's error frame is sent when it has
 *       one (Server-Sent Events: {@code event: error}), and the connection is reset so that the client sees a
 *       truncated body, never a clean end.
 * </ul>
 *
 * <p>It follows the Reactive Streams subscriber rules: a second {@code onSubscribe} is cancelled, {@code null}
 * signals throw {@link NullPointerException}, signals after cancellation are ignored, and a source that sends more
 * items than requested is cancelled and treated as failed.
 *
 * <p><b>Constructing one</b> (the adapter does it for you; tests such as the Reactive Streams TCK can do it by hand):
 * create it on the event loop of {@code context} (it registers the response's close, exception and drain handlers
 * there), then subscribe it to a publisher. The response may be any {@link HttpServerResponse}, including a test
 * double.
 *
 * @param <T> the item type
 */
public final class ResponseStreamSubscriber<T> implements Flow.Subscriber<T> {

    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<ResponseStreamSubscriber> WIP =
            AtomicIntegerFieldUpdater.newUpdater(ResponseStreamSubscriber.class, "wip");

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<ResponseStreamSubscriber, Flow.Subscription> UPSTREAM =
            AtomicReferenceFieldUpdater.newUpdater(ResponseStreamSubscriber.class, Flow.Subscription.class, "upstream");

    private static final int LARGEST_INITIAL_BATCH = 64 * 1024;

    private final HttpServerResponse response;
    private final Context context;
    private final StreamFormat<T> format;
    private final int batchSize;
    private final int refillBelow;
    private final SpscArrayQueue<T> queue;
    /** The request, named in log entries; {@code null} when the subscriber was built for a bare response. */
    private final HttpServerRequest request;

    private volatile Flow.Subscription upstream;
    /** Set once the fusion mode is known: {@link #fused} (if any) is then visible to the drain loop. */
    private volatile boolean negotiated;
    /** The source polled in {@link FusedSubscription#SYNC} mode, or {@code null} when items are pushed. */
    private FusedSubscription<T> fused;

    private volatile int wip;
    private volatile boolean cancelled;
    private volatile boolean done;
    /** Written before {@link #done}, read after it. */
    private Throwable failure;

    // Confined to the context's thread.
    private long outstanding;
    private long itemsWritten;
    private boolean started;
    private boolean finished;
    private boolean wroteSinceHeartbeat;
    private long heartbeatTimer = -1;
    /** The size of the last write: the next batch's buffer starts that large instead of growing step by step. */
    private int lastWriteSize;
    /** The buffer of the next write, {@code null} until an item is appended, and the encoding into it. */
    private Buffer batch;

    private Encoder.Run batchItems;

    /**
     * Creates a subscriber writing to {@code response}, without heartbeat; a failure before the head answers with
     * a JSON error body (500, or the status an {@link HttpStatusException} carries). Call it on {@code context}.
     *
     * @param response the response to stream to (the head must not have been written)
     * @param context the request's Vert.x context; every response call happens on it
     * @param format the encoding of the items
     * @param batchSize how many items to request ahead at most
     */
    public ResponseStreamSubscriber(
            HttpServerResponse response, Context context, StreamFormat<T> format, int batchSize) {
        this(response, context, format, batchSize, null, null, null);
    }

    /**
     * The adapter's subscriber: {@code heartbeat} may be {@code null} (none); {@code request} names the request in
     * log entries; {@code disconnection}, the request's watch, reports a client that goes away (when {@code null},
     * the response's close and exception handlers do).
     */
    ResponseStreamSubscriber(
            HttpServerResponse response,
            Context context,
            StreamFormat<T> format,
            int batchSize,
            Duration heartbeat,
            HttpServerRequest request,
            DisconnectWatch disconnection) {
        this.response = ParameterValidation.nonNull(response, "response");
        this.context = ParameterValidation.nonNull(context, "context");
        this.format = ParameterValidation.nonNull(format, "format");
        this.batchSize = ParameterValidation.positive(batchSize, "batchSize");
        this.refillBelow = Math.max(1, batchSize >> 2);
        this.queue = new SpscArrayQueue<>(Math.max(2, batchSize));
        this.request = request;
        prepareResponse(heartbeat, disconnection);
    }

    private void prepareResponse(Duration heartbeat, DisconnectWatch disconnection) {
        response.setStatusCode(200)
                .setChunked(true)
                .putHeader("Content-Type", format.contentType())
                .putHeader("Cache-Control", "no-cache")
                // a compressor would hold items back until its buffer fills
                .putHeader("Content-Encoding", "identity");
        if (disconnection == null) {
            response.closeHandler(ignored -> cancelFromClient());
            response.exceptionHandler(ignored -> cancelFromClient());
        } else {
            // neither handler is set: the close handler may be the route's, and Vert.x Web's exception handler is
            // what reports the disconnection to the watch when the route replaced Vert.x Web's close handler
            disconnection.onDisconnection(this::cancelFromClient);
        }
        response.drainHandler(ignored -> scheduleDrain());
        if (heartbeat != null && format.heartbeat() != null) {
            heartbeatTimer = context.owner().setPeriodic(heartbeat.toMillis(), heartbeat.toMillis(), id -> beat());
        }
        if (response.closed()) {
            // the client left before the route ran (behind an asynchronous handler): no close will be reported,
            // and the source, once subscribed, is cancelled at once
            cancelFromClient();
        }
    }

    /**
     * Keeps {@code subscription}, negotiates {@link FusedSubscription#SYNC} fusion when it offers it, and schedules
     * the first request (or poll) on the context. A second subscription is cancelled (rule 2.5); so is one arriving
     * after the client went away.
     */
    @Override
    @SuppressWarnings("unchecked")
    public void onSubscribe(Flow.Subscription subscription) {
        if (subscription == null) {
            throw new NullPointerException("The subscription must not be `null` (Reactive Streams rule 2.13)");
        }
        if (!UPSTREAM.compareAndSet(this, null, subscription)) {
            subscription.cancel();
            return;
        }
        if (subscription instanceof FusedSubscription) {
            FusedSubscription<T> source = (FusedSubscription<T>) subscription;
            // pushed items would arrive on the context (it requests); polled ones are taken there: a boundary only
            // when the subscription happens elsewhere
            int modes = ContextHop.isOn(context)
                    ? FusedSubscription.SYNC
                    : FusedSubscription.SYNC | FusedSubscription.BOUNDARY;
            if (source.requestFusion(modes) == FusedSubscription.SYNC) {
                fused = source;
            }
        }
        negotiated = true;
        if (cancelled) {
            subscription.cancel();
        }
        scheduleDrain();
    }

    /** Queues {@code item}; the context writes it with the other items that arrived meanwhile. */
    @Override
    public void onNext(T item) {
        if (item == null) {
            throw new NullPointerException("The item must not be `null` (Reactive Streams rule 2.13)");
        }
        if (cancelled || done) {
            return;
        }
        if (!queue.offer(item)) {
            upstream.cancel();
            failure = new IllegalStateException("The source emitted more items than requested");
            done = true;
        }
        scheduleDrain();
    }

    /** Writes the queued items, then ends the response with an error as described in the class documentation. */
    @Override
    public void onError(Throwable throwable) {
        if (throwable == null) {
            throw new NullPointerException("The failure must not be `null` (Reactive Streams rule 2.13)");
        }
        if (done) {
            return;
        }
        failure = throwable;
        done = true;
        scheduleDrain();
    }

    /** Writes the queued items and the format's ending, then ends the response. */
    @Override
    public void onComplete() {
        done = true;
        scheduleDrain();
    }

    private void cancelFromClient() {
        if (cancelled) {
            return;
        }
        cancelled = true;
        Flow.Subscription subscription = upstream;
        if (subscription != null) {
            subscription.cancel();
        }
        scheduleDrain();
    }

    private void scheduleDrain() {
        if (WIP.getAndIncrement(this) == 0) {
            ContextHop.run(context, this::drain);
        }
    }

    private void drain() {
        int missed = 1;
        boolean requestedInThisTask = false;
        for (; ; ) {
            if (finished) {
                return;
            }
            if (cancelled) {
                finished = true;
                queue.clear();
                if (fused != null) {
                    fused.clear();
                }
                stopHeartbeat();
                return;
            }
            // read once: `fused` is only known (and visible) once `negotiated` is
            boolean subscribed = negotiated;
            if (subscribed && fused != null) {
                if (writePolledBatch()) {
                    return;
                }
                missed = WIP.addAndGet(this, -missed);
                if (missed == 0) {
                    return;
                }
                continue;
            }
            boolean terminated = done;
            try {
                T item;
                while ((item = queue.poll()) != null) {
                    if (outstanding-- == 0) {
                        throw new IllegalStateException("The source emitted more items than requested");
                    }
                    append(item);
                }
                writeBatch();
            } catch (RuntimeException encodingOrDemandFailure) {
                discardBatch();
                upstream.cancel();
                queue.clear();
                finishWithFailure(encodingOrDemandFailure);
                return;
            }
            if (terminated && queue.isEmpty()) {
                Throwable error = failure;
                if (error == null) {
                    finishWithSuccess();
                } else {
                    finishWithFailure(error);
                }
                return;
            }
            if (subscribed && needsMore()) {
                if (requestedInThisTask) {
                    // a synchronous source would keep this task running for as long as the socket accepts bytes,
                    // starving the event loop (and the close handler): continue in a later task
                    context.runOnContext(ignored -> scheduleDrain());
                } else {
                    requestedInThisTask = true;
                    requestMore();
                }
            }
            missed = WIP.addAndGet(this, -missed);
            if (missed == 0) {
                return;
            }
        }
    }

    /**
     * Polls the fused source for at most one batch and writes it, while the write queue has room; the next batch
     * comes from a later context task (the drain handler when the queue is full). Returns whether the response is
     * finished.
     */
    private boolean writePolledBatch() {
        if (response.writeQueueFull()) {
            return false;
        }
        Throwable sourceFailure = null;
        boolean completed = false;
        try {
            for (int polled = 0; polled < batchSize; polled++) {
                T item;
                try {
                    item = fused.poll();
                } catch (Throwable failure) {
                    Exceptions.throwIfFatal(failure);
                    sourceFailure = failure;
                    break;
                }
                if (item == null) {
                    completed = true;
                    break;
                }
                append(item);
            }
            writeBatch();
        } catch (RuntimeException encodingFailure) {
            discardBatch();
            fused.clear();
            finishWithFailure(encodingFailure);
            return true;
        }
        if (sourceFailure != null) {
            fused.clear();
            finishWithFailure(sourceFailure);
            return true;
        }
        if (completed) {
            fused.clear();
            finishWithSuccess();
            return true;
        }
        // a synchronous source must not hold the event loop (and the close handler) for the whole stream
        context.runOnContext(ignored -> scheduleDrain());
        return false;
    }

    /** Encodes {@code item} into the batch of the next write, opening it with the first item. */
    private void append(T item) {
        if (batch == null) {
            batch = startBatch();
            batchItems = format.open(batch);
        }
        format.appendItem(item, itemsWritten++ == 0, batchItems);
    }

    /** Writes the batch, if any item was appended since the last write. */
    private void writeBatch() {
        if (batch != null) {
            Buffer buffer = batch;
            batchItems.close();
            batch = null;
            batchItems = null;
            write(buffer);
        }
    }

    /** Drops the batch of a failed encoding, releasing the encoder's resources. */
    private void discardBatch() {
        if (batch != null) {
            Encoder.Run items = batchItems;
            batch = null;
            batchItems = null;
            try {
                items.close();
            } catch (RuntimeException alreadyFailing) {
                // the failure being reported is the encoding's, not its aftermath's
            }
        }
    }

    private boolean needsMore() {
        return outstanding < refillBelow && !response.writeQueueFull();
    }

    private void requestMore() {
        long more = batchSize - outstanding;
        outstanding = batchSize;
        upstream.request(more);
    }

    /**
     * The buffer of the next batch of items: as large as the last write (up to {@value #LARGEST_INITIAL_BATCH}
     * bytes), since batches of one stream tend to be alike, rather than grown step by step.
     */
    private Buffer startBatch() {
        return startBuffer(Math.min(lastWriteSize, LARGEST_INITIAL_BATCH));
    }

    /** A buffer for the next write, starting with the format's opening if nothing was written yet. */
    private Buffer startBuffer() {
        return startBuffer(0);
    }

    private Buffer startBuffer(int initialSize) {
        Buffer buffer = initialSize == 0 ? Buffer.buffer() : Buffer.buffer(initialSize);
        if (!started) {
            started = true;
            format.appendStart(buffer);
        }
        return buffer;
    }

    private void write(Buffer buffer) {
        wroteSinceHeartbeat = true;
        lastWriteSize = buffer.length();
        response.write(buffer);
    }

    private void finishWithSuccess() {
        finished = true;
        stopHeartbeat();
        Buffer tail = startBuffer();
        format.appendEnd(tail);
        response.end(tail);
    }

    private void finishWithFailure(Throwable error) {
        finished = true;
        stopHeartbeat();
        String described = describeRequest();
        if (!response.headWritten()) {
            ErrorResponses.fail(response, described, error);
            return;
        }
        JsonObject description = ErrorResponses.describeFailure(described, error);
        if (!description.containsKey("id")) {
            // an HttpStatusException is not a server error, but a stream cut short is worth one log entry
            ErrorResponses.logServerError(described, error);
        }
        Buffer frame = format.errorFrame(description.encode());
        if (frame == null) {
            response.reset();
        } else {
            response.write(frame).onComplete(ignored -> response.reset());
        }
    }

    /** Names the request in log entries; built only when there is something to log. */
    private String describeRequest() {
        return request == null ? "stream" : request.method() + " " + request.uri();
    }

    /** Writes a heartbeat when nothing was written for a whole period and the write queue has room. */
    private void beat() {
        if (finished || cancelled) {
            return;
        }
        if (response.ended() || response.closed()) {
            // answered without this subscriber (a blocking handler that failed before returning its stream): no
            // signal may ever finish it, and writing would throw at every beat
            stopHeartbeat();
            return;
        }
        if (response.writeQueueFull()) {
            // bytes are still waiting for the client: the connection is not idle, and a heartbeat written to a
            // client that stopped reading would only grow the queue at every beat
            return;
        }
        if (!wroteSinceHeartbeat) {
            response.write(startBuffer().appendBuffer(format.heartbeat()));
        }
        wroteSinceHeartbeat = false;
    }

    private void stopHeartbeat() {
        if (heartbeatTimer >= 0) {
            context.owner().cancelTimer(heartbeatTimer);
            heartbeatTimer = -1;
        }
    }
}
