package io.mutiny.tck;

import io.mutiny.Multi;
import java.util.concurrent.Flow;

@Verifies(
        "`Multi.createFrom().publisher(Flow.Publisher)` over a foreign publisher (a Multi seen only as a Flow.Publisher)")
public class MultiCreateFromPublisherTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        Flow.Publisher<Long> foreign = subscriber -> longs(elements).subscribe(subscriber);
        return Multi.createFrom().publisher(foreign);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        Flow.Publisher<Long> foreign = subscriber -> Multi.createFrom()
                .<Long>failure(new MultiOperatorTck.TckFailure())
                .subscribe(subscriber);
        return Multi.createFrom().publisher(foreign);
    }
}
