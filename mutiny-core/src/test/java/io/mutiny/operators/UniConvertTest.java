package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Uni;
import io.mutiny.converters.uni.BuiltinConverters;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.test.TestUni;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class UniConvertTest {

    @Test
    void withACustomConverter() {
        String converted = Uni.createFrom()
                .item(1)
                .convert()
                .with(uni -> "converted " + uni.getClass().getSimpleName());
        assertThat(converted).startsWith("converted");
        assertThatThrownBy(() -> Uni.createFrom().item(1).convert().with(null)).hasMessageContaining("converter");
    }

    @Test
    void toCompletableFuture() throws Exception {
        assertThat(Uni.createFrom().item(1).convert().toCompletableFuture().get(5, TimeUnit.SECONDS))
                .isEqualTo(1);
        assertThat(Uni.createFrom()
                        .item(2)
                        .convert()
                        .toCompletionStage()
                        .toCompletableFuture()
                        .get(5, TimeUnit.SECONDS))
                .isEqualTo(2);
        CompletableFuture<Object> failed =
                Uni.createFrom().failure(new IOException("boom")).convert().toCompletableFuture();
        assertThatThrownBy(() -> failed.get(5, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class)
                .hasCauseInstanceOf(IOException.class);
    }

    @Test
    void cancellingTheFutureCancelsTheUni() {
        TestUni<Integer> upstream = new TestUni<>();
        upstream.convert().toCompletableFuture().cancel(false);
        assertThat(upstream.isCancelled()).isTrue();
    }

    @Test
    void toPublisher() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(1);
        Uni.createFrom().item(1).convert().toPublisher().subscribe(subscriber);
        subscriber.assertItems(1).assertCompleted();
    }

    @Test
    void builtinConverters() {
        Uni<Integer> fromStage = Uni.createFrom()
                .converter(BuiltinConverters.<Integer>fromCompletionStage(), CompletableFuture.completedFuture(4));
        fromStage.subscribe().withSubscriber(UniAssertSubscriber.create()).assertItem(4);
        assertThat(BuiltinConverters.toCompletableFuture()).isNotNull();
        assertThatThrownBy(() -> Uni.createFrom().converter(BuiltinConverters.fromCompletionStage(), null))
                .hasMessageContaining("instance");
    }
}
