package io.mutiny.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Context;
import io.mutiny.Uni;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.Cancellable;
import io.mutiny.subscription.UniEmitter;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class UniSubscribeTest {

    private final AtomicReference<Throwable> dropped = new AtomicReference<>();

    @AfterEach
    void resetHandler() {
        Infrastructure.resetDroppedExceptionHandler();
    }

    @Test
    void withSubscriberReturnsTheSubscriber() {
        UniAssertSubscriber<Integer> subscriber = UniAssertSubscriber.create();
        assertThat(Uni.createFrom().item(1).subscribe().withSubscriber(subscriber))
                .isSameAs(subscriber);
        subscriber.assertItem(1);
        assertThatThrownBy(() -> Uni.createFrom().item(1).subscribe().withSubscriber(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("subscriber");
    }

    @Test
    void withItemAndFailureCallbacks() {
        AtomicReference<Object> item = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Uni.createFrom().item("a").subscribe().with(item::set, failure::set);
        assertThat(item).hasValue("a");
        assertThat(failure).hasValue(null);
        Uni.createFrom().failure(new IOException("boom")).subscribe().with(item::set, failure::set);
        assertThat(failure.get()).isInstanceOf(IOException.class);
    }

    @Test
    void withItemOnlyDropsTheFailure() {
        Infrastructure.setDroppedExceptionHandler(dropped::set);
        Uni.createFrom().failure(new IOException("boom")).subscribe().with(item -> {});
        assertThat(dropped.get()).isInstanceOf(IOException.class);
    }

    @Test
    void throwingCallbackGoesToDroppedHandler() {
        Infrastructure.setDroppedExceptionHandler(dropped::set);
        Uni.createFrom().item(1).subscribe().with(item -> {
            throw new IllegalStateException("callback");
        });
        assertThat(dropped.get()).hasMessage("callback");
    }

    @Test
    void throwingFailureCallbackGoesToDroppedHandler() {
        Infrastructure.setDroppedExceptionHandler(dropped::set);
        Uni.createFrom().failure(new IOException("failure")).subscribe().with(item -> {}, failure -> {
            throw new IllegalStateException("failure callback");
        });
        assertThat(dropped.get()).hasMessage("failure callback");
    }

    @Test
    void withContext() {
        AtomicReference<Object> item = new AtomicReference<>();
        Context context = Context.of("k", "v");
        Uni<String> uni = Uni.createFrom().context(ctx -> Uni.createFrom().item(ctx.<String>get("k")));
        uni.subscribe().with(context, item::set);
        assertThat(item).hasValue("v");
        uni.subscribe().with(Context.of("k", "w"), item::set, failure -> {});
        assertThat(item).hasValue("w");
    }

    @Test
    void cancellableCancelsTheSubscription() {
        AtomicBoolean terminated = new AtomicBoolean();
        AtomicReference<Object> item = new AtomicReference<>();
        AtomicReference<UniEmitter<? super String>> emitter = new AtomicReference<>();
        Cancellable cancellable = Uni.createFrom()
                .<String>emitter(e -> {
                    e.onTermination(() -> terminated.set(true));
                    emitter.set(e);
                })
                .subscribe()
                .with(item::set);
        cancellable.cancel();
        assertThat(terminated).isTrue();
        emitter.get().complete("late");
        assertThat(item).hasValue(null);
    }

    @Test
    void invalidArguments() {
        Uni<Integer> uni = Uni.createFrom().item(1);
        assertThatThrownBy(() -> uni.subscribe().with(null)).hasMessageContaining("onItem");
        assertThatThrownBy(() -> uni.subscribe().with(i -> {}, null)).hasMessageContaining("onFailure");
        assertThatThrownBy(() -> uni.subscribe().with((Context) null, i -> {})).hasMessageContaining("context");
        assertThatThrownBy(() -> uni.subscribe().asCompletionStage(null)).hasMessageContaining("context");
        assertThatThrownBy(() -> uni.subscribe().withSerializedSubscriber(null)).hasMessageContaining("subscriber");
    }

    @Test
    void asCompletionStage() throws Exception {
        assertThat(Uni.createFrom().item(1).subscribe().asCompletionStage().get(5, TimeUnit.SECONDS))
                .isEqualTo(1);
        assertThat(Uni.createFrom().nullItem().subscribe().asCompletionStage().get(5, TimeUnit.SECONDS))
                .isNull();
        CompletableFuture<Object> failed =
                Uni.createFrom().failure(new IOException("boom")).subscribe().asCompletionStage();
        assertThatThrownBy(() -> failed.get(5, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class)
                .hasCauseInstanceOf(IOException.class);
        assertThat(Uni.createFrom()
                        .context(c -> Uni.createFrom().item(c.<String>get("k")))
                        .subscribe()
                        .asCompletionStage(Context.of("k", "v"))
                        .get(5, TimeUnit.SECONDS))
                .isEqualTo("v");
    }

    @Test
    void cancellingTheFutureCancelsTheSubscription() {
        AtomicBoolean terminated = new AtomicBoolean();
        CompletableFuture<Object> future = Uni.createFrom()
                .emitter(e -> e.onTermination(() -> terminated.set(true)))
                .subscribe()
                .asCompletionStage();
        future.cancel(false);
        assertThat(terminated).isTrue();
    }

    @Test
    void serializedSubscriberGuardsAgainstMisbehavingUpstream() {
        Infrastructure.setDroppedExceptionHandler(dropped::set);
        AbstractUni<Integer> rogue = new AbstractUni<>() {
            @Override
            public void subscribe(UniSubscriber<? super Integer> subscriber) {
                subscriber.onSubscribe(() -> {});
                subscriber.onSubscribe(() -> {});
                subscriber.onItem(1);
                subscriber.onItem(2);
                subscriber.onFailure(new IOException("late"));
            }
        };
        rogue.subscribe()
                .withSerializedSubscriber(UniAssertSubscriber.<Integer>create())
                .assertItem(1)
                .assertSignalsReceivedInOrder();
        assertThat(dropped.get()).hasMessage("late");
    }

    @Test
    void serializedSubscriberReportsOutcomeBeforeSubscription() {
        AbstractUni<Integer> rogue = new AbstractUni<>() {
            @Override
            public void subscribe(UniSubscriber<? super Integer> subscriber) {
                subscriber.onItem(1);
            }
        };
        rogue.subscribe()
                .withSerializedSubscriber(UniAssertSubscriber.<Integer>create())
                .assertFailedWith(IllegalStateException.class)
                .assertSignalsReceivedInOrder();
    }

    @Test
    void serializedSubscriberStopsAfterCancellation() {
        AtomicBoolean upstreamCancelled = new AtomicBoolean();
        AtomicReference<UniSubscriber<? super Integer>> captured = new AtomicReference<>();
        AbstractUni<Integer> manual = new AbstractUni<>() {
            @Override
            public void subscribe(UniSubscriber<? super Integer> subscriber) {
                captured.set(subscriber);
                subscriber.onSubscribe(() -> upstreamCancelled.set(true));
            }
        };
        UniAssertSubscriber<Integer> subscriber =
                manual.subscribe().withSerializedSubscriber(UniAssertSubscriber.create());
        subscriber.cancel();
        assertThat(upstreamCancelled).isTrue();
        captured.get().onItem(1);
        subscriber.assertNotTerminated();
    }

    @Test
    void subscriptionIsGivenBeforeTheOutcome() {
        AtomicReference<UniSubscription> subscription = new AtomicReference<>();
        AtomicReference<Object> itemSeenAfterSubscription = new AtomicReference<>();
        Uni.createFrom().item(1).subscribe().withSubscriber(new UniSubscriber<Integer>() {
            @Override
            public void onSubscribe(UniSubscription s) {
                subscription.set(s);
            }

            @Override
            public void onItem(Integer item) {
                itemSeenAfterSubscription.set(subscription.get() != null ? item : null);
            }

            @Override
            public void onFailure(Throwable failure) {}
        });
        assertThat(itemSeenAfterSubscription).hasValue(1);
    }

    @Test
    void delegatingSubscriberForwardsEverything() {
        UniAssertSubscriber<Integer> target = UniAssertSubscriber.create(Context.of("k", "v"));
        io.mutiny.subscription.UniDelegatingSubscriber<Integer, Integer> delegating =
                new io.mutiny.subscription.UniDelegatingSubscriber<>(target);
        assertThat(delegating.context().<String>get("k")).isEqualTo("v");
        Uni.createFrom().item(1).subscribe().withSubscriber(delegating);
        target.assertItem(1).assertSignalsReceivedInOrder();
        UniAssertSubscriber<Integer> failed = UniAssertSubscriber.create();
        Uni.createFrom()
                .<Integer>failure(new IOException("boom"))
                .subscribe()
                .withSubscriber(new io.mutiny.subscription.UniDelegatingSubscriber<Integer, Integer>(failed));
        failed.assertFailedWith(IOException.class, "boom");
        assertThatThrownBy(() -> new io.mutiny.subscription.UniDelegatingSubscriber<Integer, Integer>(null))
                .hasMessageContaining("delegate");
    }
}
