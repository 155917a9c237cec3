package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.groups.Gatherer;
import io.mutiny.groups.Gatherers;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.test.TestMulti;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MultiGatherTest {

    @Test
    void windowEmitsFullListsThenTheRest() {
        Multi.createFrom()
                .range(1, 8)
                .onItem()
                .gather(Gatherers.<Integer>window(3))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertCompleted()
                .assertItems(List.of(1, 2, 3), List.of(4, 5, 6), List.of(7));
    }

    @Test
    void slidingWindow() {
        Multi.createFrom()
                .range(1, 5)
                .onItem()
                .gather(Gatherers.<Integer>slidingWindow(3))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertCompleted()
                .assertItems(List.of(1, 2, 3), List.of(2, 3, 4), List.of(3, 4));
        Multi.createFrom()
                .range(1, 3)
                .onItem()
                .gather(Gatherers.<Integer>slidingWindow(3))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertCompleted()
                .assertItems(List.of(1, 2));
        Multi.createFrom()
                .range(1, 4)
                .onItem()
                .gather(Gatherers.<Integer>slidingWindow(1))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertCompleted()
                .assertItems(List.of(1), List.of(2), List.of(3));
        Multi.createFrom()
                .<Integer>empty()
                .onItem()
                .gather(Gatherers.<Integer>slidingWindow(3))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertCompleted()
                .assertHasNotReceivedAnyItem();
    }

    @Test
    void scanAndFold() {
        Multi.createFrom()
                .range(1, 5)
                .onItem()
                .gather(Gatherers.scan(() -> 0, Integer::sum))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(1, 3, 6, 10, 10)
                .assertCompleted();
        Multi.createFrom()
                .<Integer>empty()
                .onItem()
                .gather(Gatherers.scan(() -> 0, Integer::sum))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(0)
                .assertCompleted();
        Multi.createFrom()
                .range(1, 5)
                .onItem()
                .gather(Gatherers.fold(() -> 0, Integer::sum))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(10)
                .assertCompleted();
    }

    @Test
    void scanOfAHundredItemsRequestedOneByOne() {
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .range(1, 101)
                .onItem()
                .gather(Gatherers.scan(() -> 0, Integer::sum))
                .subscribe()
                .withSubscriber(AssertSubscriber.create());
        for (int i = 0; i < 101; i++) {
            subscriber.request(1);
        }
        subscriber.assertCompleted();
        assertThat(subscriber.getItems()).hasSize(101).endsWith(5050, 5050);
    }

    @Test
    void builderAndStepByStepGathering() {
        Gatherer<String, StringBuilder, String> lines = Gatherers.<String>builder()
                .into(StringBuilder::new)
                .accumulate(StringBuilder::append)
                .extract((buffer, completed) -> {
                    int newline = buffer.indexOf("\n");
                    if (newline < 0) {
                        return Optional.empty();
                    }
                    return Optional.of(Gatherer.Extraction.of(
                            new StringBuilder(buffer.substring(newline + 1)), buffer.substring(0, newline)));
                })
                .finalize(buffer -> buffer.length() == 0 ? Optional.empty() : Optional.of(buffer.toString()));
        Multi.createFrom()
                .items("ab\ncd", "\ne", "f\ng\nh")
                .onItem()
                .gather(lines)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems("ab", "cd", "ef", "g", "h")
                .assertCompleted();

        Multi.createFrom()
                .items(1, 2, 3, 4)
                .onItem()
                .gather()
                .into(ArrayList<Integer>::new)
                .accumulate((list, item) -> {
                    list.add(item);
                    return list;
                })
                .extract((list, completed) -> list.size() == 2
                        ? Optional.of(Gatherer.Extraction.of(new ArrayList<>(), List.copyOf(list)))
                        : Optional.empty())
                .finalize(list -> Optional.empty())
                .subscribe()
                .withSubscriber(AssertSubscriber.create(10))
                .assertItems(List.of(1, 2), List.of(3, 4))
                .assertCompleted();
    }

    @Test
    void reRequestsWhenNothingIsExtracted() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<List<Integer>> subscriber = upstream.onItem()
                .gather(Gatherers.<Integer>window(3))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1));
        assertThat(upstream.requested()).isEqualTo(1);
        upstream.emit(1, 2);
        assertThat(upstream.requested()).isEqualTo(3);
        upstream.emit(3);
        subscriber.assertItems(List.of(1, 2, 3));
        assertThat(upstream.requested()).isEqualTo(3);
    }

    @Test
    void itemsAfterCompletionHonourTheDemand() {
        Gatherer<Integer, List<Integer>, Integer> releaseAllAtTheEnd = Gatherers.of(
                ArrayList::new,
                (list, item) -> {
                    list.add(item);
                    return list;
                },
                (list, completed) -> completed && !list.isEmpty()
                        ? Optional.of(Gatherer.Extraction.of(list.subList(1, list.size()), list.get(0)))
                        : Optional.empty(),
                list -> Optional.of(-1));
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber =
                upstream.onItem().gather(releaseAllAtTheEnd).subscribe().withSubscriber(AssertSubscriber.create(1));
        upstream.emit(1, 2, 3);
        upstream.complete();
        subscriber.assertItems(1).assertNotTerminated();
        subscriber.request(2).assertItems(1, 2, 3).assertNotTerminated();
        subscriber.request(1).assertItems(1, 2, 3, -1).assertCompleted();
    }

    @Test
    void completesWithoutDemandWhenNothingIsLeft() {
        Multi.createFrom()
                .<Integer>empty()
                .onItem()
                .gather(Gatherers.<Integer>window(2))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(0))
                .assertCompleted();
    }

    @Test
    void callbackFailuresFailTheStream() {
        TestMulti<Integer> upstream = new TestMulti<>();
        AssertSubscriber<Integer> subscriber = upstream.onItem()
                .gather(Gatherers.<Integer, Integer, Integer>of(
                        () -> 0,
                        (acc, item) -> {
                            throw new IllegalStateException("accumulate");
                        },
                        (acc, completed) -> Optional.empty(),
                        acc -> Optional.empty()))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5));
        upstream.emit(1);
        subscriber.assertFailedWith(IllegalStateException.class, "accumulate");
        assertThat(upstream.isCancelled()).isTrue();

        Multi.createFrom()
                .items(1)
                .onItem()
                .gather(Gatherers.<Integer, Integer, Integer>of(
                        () -> null, (acc, item) -> acc, (acc, completed) -> Optional.empty(), acc -> Optional.empty()))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(NullPointerException.class);

        Multi.createFrom()
                .items(1)
                .onItem()
                .gather(Gatherers.<Integer, Integer, Integer>of(
                        () -> 0, (acc, item) -> acc, (acc, completed) -> Optional.empty(), acc -> {
                            throw new IllegalStateException("finalize");
                        }))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(IllegalStateException.class, "finalize");
    }

    @Test
    void rejectsInvalidArguments() {
        assertThatThrownBy(() -> Multi.createFrom().items(1).onItem().gather(null))
                .hasMessageContaining("gatherer");
        assertThatThrownBy(() -> Gatherers.window(0)).hasMessageContaining("size");
        assertThatThrownBy(() -> Gatherers.slidingWindow(0)).hasMessageContaining("size");
        assertThatThrownBy(() -> Gatherers.builder().into(null)).hasMessageContaining("initialAccumulatorSupplier");
        assertThatThrownBy(() -> Multi.createFrom()
                        .items(1)
                        .onItem()
                        .gather()
                        .into(() -> 0)
                        .accumulate(null))
                .hasMessageContaining("accumulator");
    }
}
