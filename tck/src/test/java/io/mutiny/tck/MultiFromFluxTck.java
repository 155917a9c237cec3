package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.converters.multi.MultiReactorConverters;
import java.util.concurrent.Flow;
import java.util.stream.LongStream;
import reactor.core.publisher.Flux;

@Verifies("`Multi.createFrom().converter(MultiReactorConverters.fromFlux(), flux)` over a lazy `Flux.fromIterable`")
public class MultiFromFluxTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        Flux<Long> flux = Flux.fromIterable(() -> LongStream.range(0, elements).iterator());
        return Multi.createFrom().converter(MultiReactorConverters.fromFlux(), flux);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .converter(MultiReactorConverters.fromFlux(), Flux.error(new MultiOperatorTck.TckFailure()));
    }
}
