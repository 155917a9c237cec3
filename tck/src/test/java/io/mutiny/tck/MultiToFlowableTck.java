package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.converters.multi.MultiRx3Converters;
import org.reactivestreams.Publisher;
import org.reactivestreams.tck.PublisherVerification;
import org.reactivestreams.tck.TestEnvironment;

/** The other direction of the bridge: the {@code org.reactivestreams} TCK verifies the Flowable made from a Multi. */
@Verifies(
        "`multi.convert().with(MultiRx3Converters.toFlowable())` over `Multi.createFrom().iterable(..)`, with the `org.reactivestreams` TCK")
public class MultiToFlowableTck extends PublisherVerification<Long> {

    public MultiToFlowableTck() {
        super(new TestEnvironment(), envPublisherReferenceGCTimeoutMillis());
    }

    @Override
    public Publisher<Long> createPublisher(long elements) {
        return PublisherTck.longs(elements).convert().with(MultiRx3Converters.toFlowable());
    }

    @Override
    public Publisher<Long> createFailedPublisher() {
        return Multi.createFrom()
                .<Long>failure(new MultiOperatorTck.TckFailure())
                .convert()
                .with(MultiRx3Converters.toFlowable());
    }
}
