package io.mutiny.converters.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.converters.multi.MultiRx3Converters;
import io.mutiny.converters.uni.ToSingle;
import io.mutiny.converters.uni.UniRx3Converters;
import io.reactivex.rxjava3.core.Completable;
import io.reactivex.rxjava3.core.Flowable;
import io.reactivex.rxjava3.core.Maybe;
import io.reactivex.rxjava3.core.Observable;
import io.reactivex.rxjava3.core.Single;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The RxJava 3 snippets of {@code docs/converters.md}, between {@code tag::name[]} and {@code end::name[]} markers,
 * compiled and exercised here so that the page cannot drift from the API.
 */
class Rx3ConvertersDocsExamplesTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(5);

    @Test
    void uniToRxJava() {
        // tag::uni-to-rx[]
        Uni<String> uni = Uni.createFrom().item("hello");
        Single<Optional<String>> single = uni.convert().with(UniRx3Converters.toSingle());
        Single<String> orDefault = uni.convert().with(ToSingle.withDefault("nobody"));
        Single<String> orFailure =
                uni.convert().with(UniRx3Converters.toSingle().failOnNull());
        Maybe<String> maybe = uni.convert().with(UniRx3Converters.toMaybe());
        Completable completable = uni.convert().with(UniRx3Converters.toCompletable());
        // end::uni-to-rx[]
        assertThat(single.blockingGet()).contains("hello");
        assertThat(orDefault.blockingGet()).isEqualTo("hello");
        assertThat(orFailure.blockingGet()).isEqualTo("hello");
        assertThat(maybe.blockingGet()).isEqualTo("hello");
        assertThat(completable.blockingAwait(5, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void rxJavaToUni() {
        // tag::rx-to-uni[]
        Uni<String> fromSingle = Uni.createFrom().converter(UniRx3Converters.fromSingle(), Single.just("hello"));
        Uni<String> fromEmptyMaybe = Uni.createFrom().converter(UniRx3Converters.fromMaybe(), Maybe.empty());
        Uni<Void> fromCompletable =
                Uni.createFrom().converter(UniRx3Converters.fromCompletable(), Completable.complete());
        Uni<Integer> firstOfFlowable =
                Uni.createFrom().converter(UniRx3Converters.fromFlowable(), Flowable.range(1, 5));
        // end::rx-to-uni[]
        assertThat(fromSingle.await().atMost(TIMEOUT)).isEqualTo("hello");
        assertThat(fromEmptyMaybe.await().atMost(TIMEOUT)).isNull();
        assertThat(fromCompletable.await().atMost(TIMEOUT)).isNull();
        assertThat(firstOfFlowable.await().atMost(TIMEOUT)).isEqualTo(1);
    }

    @Test
    void multiToRxJava() {
        // tag::multi-to-rx[]
        Multi<Integer> multi = Multi.createFrom().range(1, 6);
        Flowable<Integer> flowable = multi.convert().with(MultiRx3Converters.toFlowable());
        Observable<Integer> observable = multi.convert().with(MultiRx3Converters.toObservable());
        Single<Optional<Integer>> first = multi.convert().with(MultiRx3Converters.toSingle());
        // end::multi-to-rx[]
        assertThat(flowable.toList().blockingGet()).containsExactly(1, 2, 3, 4, 5);
        assertThat(observable.toList().blockingGet()).containsExactly(1, 2, 3, 4, 5);
        assertThat(first.blockingGet()).contains(1);
    }

    @Test
    void rxJavaToMulti() {
        // tag::rx-to-multi[]
        Multi<Integer> fromFlowable =
                Multi.createFrom().converter(MultiRx3Converters.fromFlowable(), Flowable.range(1, 5));
        Multi<Integer> fromObservable =
                Multi.createFrom().converter(MultiRx3Converters.fromObservable(), Observable.range(1, 5));
        List<Integer> items = fromFlowable.collect().asList().await().atMost(TIMEOUT);
        // end::rx-to-multi[]
        assertThat(items).containsExactly(1, 2, 3, 4, 5);
        assertThat(fromObservable.collect().asList().await().atMost(TIMEOUT)).containsExactly(1, 2, 3, 4, 5);
    }
}
