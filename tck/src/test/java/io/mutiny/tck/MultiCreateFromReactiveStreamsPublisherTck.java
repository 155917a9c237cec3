package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.LongStream;
import org.reactivestreams.FlowAdapters;
import org.reactivestreams.Publisher;
import org.reactivestreams.example.unicast.AsyncIterablePublisher;
import org.reactivestreams.tck.PublisherVerification;
import org.reactivestreams.tck.TestEnvironment;
import org.testng.annotations.AfterClass;

/**
 * The interop path: an {@code org.reactivestreams.Publisher} enters with {@code FlowAdapters.toFlowPublisher},
 * goes through {@code Multi.createFrom().publisher(..)}, and leaves with {@code FlowAdapters.toPublisher}; the
 * {@code org.reactivestreams} flavour of the TCK verifies the result.
 */
@Verifies(
        "`Multi.createFrom().publisher(FlowAdapters.toFlowPublisher(rsPublisher))` with the `org.reactivestreams` TCK")
public class MultiCreateFromReactiveStreamsPublisherTck extends PublisherVerification<Long> {

    private final ExecutorService executor = Executors.newFixedThreadPool(2);

    public MultiCreateFromReactiveStreamsPublisherTck() {
        super(new TestEnvironment(), envPublisherReferenceGCTimeoutMillis());
    }

    @AfterClass
    public void shutdown() {
        executor.shutdownNow();
    }

    @Override
    public Publisher<Long> createPublisher(long elements) {
        Publisher<Long> source =
                new AsyncIterablePublisher<>(() -> LongStream.range(0, elements).iterator(), executor);
        return FlowAdapters.toPublisher(Multi.createFrom().publisher(FlowAdapters.toFlowPublisher(source)));
    }

    @Override
    public Publisher<Long> createFailedPublisher() {
        Publisher<Long> source = new AsyncIterablePublisher<>(
                () -> {
                    throw new MultiOperatorTck.TckFailure();
                },
                executor);
        return FlowAdapters.toPublisher(Multi.createFrom().publisher(FlowAdapters.toFlowPublisher(source)));
    }
}
