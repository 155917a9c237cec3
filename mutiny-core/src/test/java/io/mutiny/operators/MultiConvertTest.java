package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import java.util.concurrent.Flow;
import org.junit.jupiter.api.Test;

class MultiConvertTest {

    @Test
    void withAppliesTheConverter() {
        Multi<Integer> multi = Multi.createFrom().items(1, 2);
        String converted = multi.convert().with(m -> m == multi ? "same" : "other");
        assertThat(converted).isEqualTo("same");
    }

    @Test
    void toPublisherSubscribesToTheMulti() {
        Flow.Publisher<Integer> publisher =
                Multi.createFrom().items(1, 2).convert().toPublisher();
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        publisher.subscribe(subscriber);
        subscriber.assertItems(1, 2).assertCompleted();
    }

    @Test
    void rejectsNullConverter() {
        assertThatThrownBy(() -> Multi.createFrom().items(1).convert().with(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("converter");
    }
}
