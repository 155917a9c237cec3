package io.mutiny.converters.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.converters.multi.MultiReactorConverters;
import io.mutiny.converters.uni.UniReactorConverters;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * The Reactor snippets of {@code docs/converters.md}, between {@code tag::name[]} and {@code end::name[]} markers,
 * compiled and exercised here so that the page cannot drift from the API.
 */
class ReactorConvertersDocsExamplesTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(5);

    @Test
    void uniToMonoAndBack() {
        // tag::uni-to-mono[]
        Uni<String> uni = Uni.createFrom().item("hello");
        Mono<String> mono = uni.convert().with(UniReactorConverters.toMono());
        Mono<String> empty = Uni.createFrom().<String>nullItem().convert().with(UniReactorConverters.toMono());
        // end::uni-to-mono[]
        assertThat(mono.block(TIMEOUT)).isEqualTo("hello");
        assertThat(empty.blockOptional(TIMEOUT)).isEmpty();

        // tag::mono-to-uni[]
        Uni<String> fromMono = Uni.createFrom().converter(UniReactorConverters.fromMono(), Mono.just("hello"));
        Uni<String> fromEmptyMono = Uni.createFrom().converter(UniReactorConverters.fromMono(), Mono.empty());
        // end::mono-to-uni[]
        assertThat(fromMono.await().atMost(TIMEOUT)).isEqualTo("hello");
        assertThat(fromEmptyMono.await().atMost(TIMEOUT)).isNull();
    }

    @Test
    void multiToFluxAndBack() {
        // tag::multi-to-flux[]
        Multi<Integer> multi = Multi.createFrom().range(1, 6);
        Flux<Integer> flux = multi.convert().with(MultiReactorConverters.toFlux());
        Mono<Integer> first = multi.convert().with(MultiReactorConverters.toMono());
        // end::multi-to-flux[]
        assertThat(flux.collectList().block(TIMEOUT)).containsExactly(1, 2, 3, 4, 5);
        assertThat(first.block(TIMEOUT)).isEqualTo(1);

        // tag::flux-to-multi[]
        Multi<Integer> fromFlux = Multi.createFrom().converter(MultiReactorConverters.fromFlux(), Flux.range(1, 5));
        List<Integer> doubled = fromFlux.onItem()
                .transform(i -> i * 2)
                .collect()
                .asList()
                .await()
                .atMost(TIMEOUT);
        // end::flux-to-multi[]
        assertThat(doubled).containsExactly(2, 4, 6, 8, 10);
    }
}
