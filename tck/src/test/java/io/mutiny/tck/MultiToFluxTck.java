package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.converters.multi.MultiReactorConverters;
import org.reactivestreams.Publisher;
import org.reactivestreams.tck.PublisherVerification;
import org.reactivestreams.tck.TestEnvironment;

/** The other direction of the bridge: the {@code org.reactivestreams} TCK verifies the Flux made from a Multi. */
@Verifies(
        "`multi.convert().with(MultiReactorConverters.toFlux())` over `Multi.createFrom().iterable(..)`, with the `org.reactivestreams` TCK")
public class MultiToFluxTck extends PublisherVerification<Long> {

    public MultiToFluxTck() {
        super(new TestEnvironment(), envPublisherReferenceGCTimeoutMillis());
    }

    @Override
    public Publisher<Long> createPublisher(long elements) {
        return PublisherTck.longs(elements).convert().with(MultiReactorConverters.toFlux());
    }

    @Override
    public Publisher<Long> createFailedPublisher() {
        return Multi.createFrom()
                .<Long>failure(new MultiOperatorTck.TckFailure())
                .convert()
                .with(MultiReactorConverters.toFlux());
    }
}
