package io.mutiny.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import org.reactivestreams.tck.SubscriberWhiteboxVerification.SubscriberPuppet;
import org.reactivestreams.tck.SubscriberWhiteboxVerification.WhiteboxSubscriberProbe;
import org.reactivestreams.tck.TestEnvironment;
import org.reactivestreams.tck.flow.FlowSubscriberWhiteboxVerification;
import org.testng.annotations.AfterClass;
import org.testng.annotations.BeforeClass;

/**
 * The Reactive Streams TCK's whitebox verification of {@link ResponseStreamSubscriber}, writing to a response double
 * on a real Vert.x context. The subscriber paces its own demand from the write queue, so the puppet cannot ask it for
 * a given number of items: with a batch of one it requests one item, and one more after each item it writes, which
 * is what the puppet's {@code triggerRequest} calls wait for. {@code signalCancel} is a client disconnect (the
 * response's close handler).
 */
public class ResponseStreamSubscriberWhiteboxTck extends FlowSubscriberWhiteboxVerification<Integer> {

    private static final StreamFormat<Integer> NDJSON = StreamFormat.ndjson(new ObjectMapper(), Integer.class);

    private Vertx vertx;

    public ResponseStreamSubscriberWhiteboxTck() {
        super(new TestEnvironment());
    }

    @BeforeClass
    public void startVertx() {
        vertx = Vertx.vertx();
    }

    @AfterClass
    public void stopVertx() throws Exception {
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    @Override
    public Flow.Subscriber<Integer> createFlowSubscriber(WhiteboxSubscriberProbe<Integer> probe) {
        Context context = vertx.getOrCreateContext();
        ResponseStreamSubscriberTest.FakeResponse response = new ResponseStreamSubscriberTest.FakeResponse();
        CompletableFuture<ResponseStreamSubscriber<Integer>> created = new CompletableFuture<>();
        context.runOnContext(
                ignored -> created.complete(new ResponseStreamSubscriber<>(response.proxy, context, NDJSON, 1)));
        ResponseStreamSubscriber<Integer> subscriber = created.join();
        return new Flow.Subscriber<>() {
            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                subscriber.onSubscribe(subscription);
                probe.registerOnSubscribe(new SubscriberPuppet() {
                    @Override
                    public void triggerRequest(long elements) {
                        // demand is paced by the subscriber itself (see the class documentation)
                    }

                    @Override
                    public void signalCancel() {
                        context.runOnContext(ignored -> response.closeHandler.handle(null));
                    }
                });
            }

            @Override
            public void onNext(Integer item) {
                subscriber.onNext(item);
                probe.registerOnNext(item);
            }

            @Override
            public void onError(Throwable failure) {
                subscriber.onError(failure);
                probe.registerOnError(failure);
            }

            @Override
            public void onComplete() {
                subscriber.onComplete();
                probe.registerOnComplete();
            }
        };
    }

    @Override
    public Integer createElement(int element) {
        return element;
    }
}
