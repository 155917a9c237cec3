package io.mutiny.tck;

import io.mutiny.Multi;
import io.mutiny.converters.multi.MultiRx3Converters;
import io.reactivex.rxjava3.core.Observable;
import java.util.concurrent.Flow;
import java.util.stream.LongStream;

/**
 * An {@code Observable} has no back pressure: it emits everything at subscription and the converter buffers what was
 * not requested yet. The streams are therefore bounded ({@link #maxElementsFromPublisher()}); the TCK skips the tests
 * that need an endless stream.
 */
@Verifies(
        "`Multi.createFrom().converter(MultiRx3Converters.fromObservable(), observable)`; at most 1024 items, buffered")
public class MultiFromObservableTck extends PublisherTck<Long> {
    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        Observable<Long> observable =
                Observable.fromIterable(() -> LongStream.range(0, elements).iterator());
        return Multi.createFrom().converter(MultiRx3Converters.fromObservable(), observable);
    }

    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return Multi.createFrom()
                .converter(MultiRx3Converters.fromObservable(), Observable.error(new MultiOperatorTck.TckFailure()));
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1024;
    }
}
