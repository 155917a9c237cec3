package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.converters.multi.MultiReactorConverters;
import java.util.concurrent.Flow;
import reactor.core.publisher.Mono;

@Verifies("`Multi.createFrom().converter(MultiReactorConverters.fromMono(), mono)`: `Mono.just` or `Mono.empty`")
public class MultiFromMonoTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        Mono<Long> mono = elements == 0 ? Mono.empty() : Mono.just(42L);
        return Multi.createFrom().converter(MultiReactorConverters.fromMono(), mono);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .converter(MultiReactorConverters.fromMono(), Mono.error(new MultiOperatorTck.TckFailure()));
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1;
    }
}
