package io.mutiny.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.CompositeException;
import io.mutiny.Context;
import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.subscription.Cancellable;
import io.mutiny.subscription.MultiSubscriber;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class MultiSubscribeTest {

    @Test
    void callbackSubscriberRejectsNullItemsWithNullPointerException() {
        List<Integer> items = new CopyOnWriteArrayList<>();
        io.mutiny.subscription.CancellableSubscriber<Integer> subscriber = io.mutiny.subscription.Subscribers.from(
                Context.empty(), items::add, failure -> {}, () -> {}, subscription -> subscription.request(1));
        subscriber.onSubscribe(new Flow.Subscription() {
            @Override
            public void request(long n) {}

            @Override
            public void cancel() {}
        });
        assertThatThrownBy(() -> subscriber.onItem(null)).isInstanceOf(NullPointerException.class);
        assertThat(items).isEmpty();
    }

    private final List<Object> received = new CopyOnWriteArrayList<>();
    private final List<Throwable> dropped = new CopyOnWriteArrayList<>();

    @AfterEach
    void reset() {
        Infrastructure.resetDroppedExceptionHandler();
    }

    @Test
    void withSubscriberReturnsTheSubscriber() {
        AssertSubscriber<Integer> subscriber = AssertSubscriber.create(10);
        assertThat(Multi.createFrom().items(1, 2).subscribe().withSubscriber(subscriber))
                .isSameAs(subscriber);
        subscriber.assertItems(1, 2).assertCompleted();

        List<Integer> items = new CopyOnWriteArrayList<>();
        Flow.Subscriber<Integer> plain = new Flow.Subscriber<>() {
            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                subscription.request(Long.MAX_VALUE);
            }

            @Override
            public void onNext(Integer item) {
                items.add(item);
            }

            @Override
            public void onError(Throwable throwable) {}

            @Override
            public void onComplete() {
                items.add(-1);
            }
        };
        Multi.createFrom().items(1, 2).subscribe().withSubscriber(plain);
        assertThat(items).containsExactly(1, 2, -1);
    }

    @Test
    void withCallbacksRequestsEverything() {
        Multi.createFrom().items(1, 2, 3).subscribe().with(received::add, received::add, () -> received.add("done"));
        assertThat(received).containsExactly(1, 2, 3, "done");
    }

    @Test
    void withSubscriptionCallbackDrivesTheDemand() {
        AtomicReference<Flow.Subscription> subscription = new AtomicReference<>();
        Multi.createFrom()
                .items(1, 2, 3)
                .subscribe()
                .with(subscription::set, received::add, received::add, () -> received.add("done"));
        assertThat(received).isEmpty();
        subscription.get().request(2);
        assertThat(received).containsExactly(1, 2);
        subscription.get().request(1);
        assertThat(received).containsExactly(1, 2, 3, "done");
    }

    @Test
    void withItemAndFailureCallbacks() {
        Multi.createFrom().<Integer>failure(new IOException("boom")).subscribe().with(received::add, received::add);
        assertThat(received).singleElement().isInstanceOf(IOException.class);
        received.clear();
        Multi.createFrom().items(1).subscribe().with(received::add, () -> received.add("done"));
        assertThat(received).containsExactly(1, "done");
    }

    @Test
    void failureWithoutCallbackIsDropped() {
        Infrastructure.setDroppedExceptionHandler(dropped::add);
        Multi.createFrom().<Integer>failure(new IOException("boom")).subscribe().with(received::add);
        Multi.createFrom()
                .<Integer>failure(new IOException("boom2"))
                .subscribe()
                .with(received::add, () -> {});
        assertThat(dropped).hasSize(2);
    }

    @Test
    void throwingItemCallbackCancelsAndIsDropped() {
        // as in Mutiny 3.3: neither the failure nor the completion callback hears of it
        Infrastructure.setDroppedExceptionHandler(dropped::add);
        AtomicInteger cancellations = new AtomicInteger();
        Multi.createFrom()
                .items(1, 2, 3)
                .onCancellation()
                .invoke(cancellations::incrementAndGet)
                .subscribe()
                .with(
                        item -> {
                            received.add(item);
                            throw new IllegalStateException("stop");
                        },
                        received::add,
                        () -> received.add("completed"));
        assertThat(received).containsExactly(1);
        assertThat(dropped).singleElement().isInstanceOf(IllegalStateException.class);
        assertThat(dropped.get(0)).hasMessage("stop");
        assertThat(cancellations).hasValue(1);
    }

    @Test
    void throwingItemCallbackOnTheEmitterThreadCancelsTheEmitterAndIsDropped() {
        Infrastructure.setDroppedExceptionHandler(dropped::add);
        AtomicInteger terminations = new AtomicInteger();
        Multi.createFrom()
                .<Integer>emitter(emitter -> {
                    emitter.onTermination(terminations::incrementAndGet);
                    new Thread(() -> emitter.emit(1).emit(2).complete(), "emitter").start();
                })
                .subscribe()
                .with(
                        item -> {
                            received.add(item);
                            throw new IllegalStateException("stop");
                        },
                        received::add,
                        () -> received.add("completed"));
        Awaitility.await().atMost(Duration.ofSeconds(10)).until(() -> !dropped.isEmpty());
        assertThat(dropped).singleElement().isInstanceOf(IllegalStateException.class);
        assertThat(terminations).hasValue(1);
        assertThat(received).containsExactly(1);
    }

    @Test
    void throwingFailureCallbackDropsBothExceptions() {
        Infrastructure.setDroppedExceptionHandler(dropped::add);
        Multi.createFrom()
                .<Integer>failure(new IOException("stream failure"))
                .subscribe()
                .with(received::add, failure -> {
                    throw new IllegalStateException("callback failure");
                });
        assertThat(dropped).singleElement().isInstanceOf(CompositeException.class);
        assertThat(((CompositeException) dropped.get(0)).getCauses())
                .extracting(Throwable::getMessage)
                .containsExactly("stream failure", "callback failure");
    }

    @Test
    void throwingCompletionCallbackIsDropped() {
        // Mutiny rethrows it to the thread completing the stream: see docs/compatibility.md
        Infrastructure.setDroppedExceptionHandler(dropped::add);
        Multi.createFrom().items(1).subscribe().with(received::add, received::add, () -> {
            throw new IllegalStateException("late");
        });
        assertThat(dropped).singleElement().isInstanceOf(IllegalStateException.class);
        assertThat(received).containsExactly(1);
    }

    @Test
    void cancellableCancelsTheSubscription() {
        AtomicInteger cancellations = new AtomicInteger();
        Cancellable cancellable = Multi.createFrom()
                .items(1, 2)
                .onCancellation()
                .invoke(cancellations::incrementAndGet)
                .subscribe()
                .with(subscription -> {}, received::add, received::add, () -> {});
        cancellable.cancel();
        cancellable.cancel();
        assertThat(cancellations).hasValue(1);
        assertThat(received).isEmpty();
    }

    @Test
    void contextIsExposedUpstream() {
        Context context = Context.of("k", "v");
        AtomicReference<Context> seen = new AtomicReference<>();
        Multi<Integer> multi = new io.mutiny.operators.AbstractMulti<>() {
            @Override
            public void subscribe(MultiSubscriber<? super Integer> subscriber) {
                seen.set(((io.mutiny.subscription.ContextSupport) subscriber).context());
                io.mutiny.helpers.Subscriptions.complete(subscriber);
            }
        };
        multi.subscribe().with(context, received::add);
        assertThat(seen.get()).isSameAs(context);
        multi.subscribe().with(context, received::add, received::add);
        multi.subscribe().with(context, received::add, () -> {});
        multi.subscribe().with(context, received::add, received::add, () -> {});
        multi.subscribe().with(context, s -> {}, received::add, received::add, () -> {});
        assertThat(seen.get()).isSameAs(context);
    }

    @Test
    void rejectsNullArguments() {
        MultiSubscribe<Integer> subscribe = Multi.createFrom().items(1).subscribe();
        assertThatThrownBy(() -> subscribe.withSubscriber((Flow.Subscriber<Integer>) null))
                .isInstanceOf(NullPointerException.class)
                .hasMessageContaining("subscriber");
        assertThatThrownBy(() -> subscribe.with((Consumer<Integer>) null)).hasMessageContaining("onItem");
        assertThatThrownBy(() -> subscribe.with(received::add, (Consumer<Throwable>) null))
                .hasMessageContaining("onFailure");
        assertThatThrownBy(() -> subscribe.with(received::add, (Runnable) null)).hasMessageContaining("onCompletion");
        assertThatThrownBy(() -> subscribe.with((Context) null, received::add)).hasMessageContaining("context");
        assertThatThrownBy(() ->
                        subscribe.with((Consumer<Flow.Subscription>) null, received::add, received::add, () -> {}))
                .hasMessageContaining("onSubscription");
    }
}
