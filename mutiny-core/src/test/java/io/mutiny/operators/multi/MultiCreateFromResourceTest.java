package io.mutiny.operators.multi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.CompositeException;
import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.infrastructure.Infrastructure;
import io.mutiny.test.TestUni;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class MultiCreateFromResourceTest {

    /** A resource that records how it was finalized. */
    static final class Resource {
        final List<String> events = new CopyOnWriteArrayList<>();

        Multi<Integer> stream() {
            return Multi.createFrom().items(1, 2, 3);
        }

        Uni<Void> record(String event) {
            events.add(event);
            return TestUni.item(null);
        }
    }

    private static <R> Consumer<R> sync(Consumer<R> finalizer) {
        return finalizer;
    }

    private static <R> Function<R, Uni<Void>> async(Function<R, Uni<Void>> finalizer) {
        return finalizer;
    }

    private final List<Throwable> dropped = new CopyOnWriteArrayList<>();

    @AfterEach
    void resetDroppedHook() {
        Infrastructure.resetDroppedExceptionHandler();
    }

    private void captureDropped() {
        Infrastructure.setDroppedExceptionHandler(dropped::add);
    }

    private Multi<Integer> withAsyncFinalizers(Resource resource) {
        return Multi.createFrom()
                .resource(() -> resource, Resource::stream)
                .withFinalizer(
                        r -> r.record("complete"),
                        (r, failure) -> r.record("fail:" + failure.getMessage()),
                        r -> r.record("cancel"));
    }

    @Test
    void synchronousFinalizerOnCompletion() {
        Resource resource = new Resource();
        AtomicInteger suppliers = new AtomicInteger();
        Multi<Integer> multi = Multi.createFrom()
                .resource(
                        () -> {
                            suppliers.incrementAndGet();
                            return resource;
                        },
                        Resource::stream)
                .withFinalizer(sync(r -> r.events.add("finalized")));
        assertThat(suppliers).hasValue(0);
        AssertSubscriber<Integer> subscriber = multi.subscribe().withSubscriber(AssertSubscriber.create(2));
        subscriber.assertItems(1, 2).assertNotTerminated();
        assertThat(resource.events).isEmpty();
        subscriber.request(1).assertItems(1, 2, 3).assertCompleted();
        assertThat(resource.events).containsExactly("finalized");
        assertThat(suppliers).hasValue(1);
    }

    @Test
    void asynchronousFinalizers() {
        Resource completed = new Resource();
        withAsyncFinalizers(completed)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertCompleted();
        assertThat(completed.events).containsExactly("complete");

        Resource cancelled = new Resource();
        AssertSubscriber<Integer> subscriber =
                withAsyncFinalizers(cancelled).subscribe().withSubscriber(AssertSubscriber.create(1));
        subscriber.cancel().cancel();
        assertThat(cancelled.events).containsExactly("cancel");

        Resource failed = new Resource();
        Multi.createFrom()
                .resource(() -> failed, r -> Multi.createFrom().<Integer>failure(new IllegalStateException("boom")))
                .withFinalizer(
                        r -> r.record("complete"),
                        (r, failure) -> r.record("fail:" + failure.getMessage()),
                        r -> r.record("cancel"))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(IllegalStateException.class, "boom");
        assertThat(failed.events).containsExactly("fail:boom");
    }

    @Test
    void sameUniFinalizerInEveryCase() {
        Resource resource = new Resource();
        Multi<Integer> multi = Multi.createFrom()
                .resource(() -> resource, Resource::stream)
                .withFinalizer(async(r -> r.record("finalized")));
        multi.subscribe().withSubscriber(AssertSubscriber.create(5)).assertCompleted();
        multi.subscribe().withSubscriber(AssertSubscriber.create(1)).cancel();
        assertThat(resource.events).containsExactly("finalized", "finalized");
    }

    @Test
    void completionWaitsForTheFinalizer() {
        TestUni<Void> finalizer = new TestUni<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .resource(() -> "r", r -> Multi.createFrom().items(1))
                .withFinalizer(r -> finalizer)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5));
        subscriber.assertItems(1).assertNotTerminated();
        finalizer.complete(null);
        subscriber.assertCompleted();
    }

    @Test
    void failingFinalizers() {
        Multi.createFrom()
                .resource(() -> "r", r -> Multi.createFrom().items(1))
                .withFinalizer(sync(r -> {
                    throw new IllegalStateException("finalizer");
                }))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems(1)
                .assertFailedWith(IllegalStateException.class, "finalizer");

        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .resource(() -> "r", r -> Multi.createFrom().<Integer>failure(new IllegalStateException("stream")))
                .withFinalizer(async(r -> TestUni.<Void>failure(new IllegalArgumentException("finalizer"))))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(CompositeException.class, "stream");
        assertThat(((CompositeException) subscriber.getFailure()).getCauses())
                .extracting(Throwable::getMessage)
                .containsExactly("stream", "finalizer");

        captureDropped();
        Multi.createFrom()
                .resource(() -> "r", r -> Multi.createFrom().items(1, 2))
                .withFinalizer(async(r -> TestUni.<Void>failure(new IllegalArgumentException("on cancel"))))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .cancel();
        assertThat(dropped).singleElement().isInstanceOf(IllegalArgumentException.class);

        Multi.createFrom()
                .resource(() -> "r", r -> Multi.createFrom().items(1))
                .withFinalizer(r -> (Uni<Void>) null)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(NullPointerException.class);
    }

    @Test
    void supplierFailures() {
        AtomicInteger finalized = new AtomicInteger();
        Multi.createFrom()
                .<String, Integer>resource(
                        () -> {
                            throw new IllegalStateException("no resource");
                        },
                        r -> Multi.createFrom().items(1))
                .withFinalizer(r -> {
                    finalized.incrementAndGet();
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(IllegalStateException.class, "no resource");
        Multi.createFrom()
                .<String, Integer>resource(() -> null, r -> Multi.createFrom().items(1))
                .withFinalizer(r -> {
                    finalized.incrementAndGet();
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(IllegalArgumentException.class, "The supplier returned `null`");
        assertThat(finalized).hasValue(0);

        Multi.createFrom()
                .<String, Integer>resource(() -> "r", r -> {
                    throw new IllegalStateException("no stream");
                })
                .withFinalizer(r -> {
                    finalized.incrementAndGet();
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(IllegalStateException.class, "no stream");
        assertThat(finalized).hasValue(1);

        Multi.createFrom()
                .<String, Integer>resource(() -> "r", r -> null)
                .withFinalizer(r -> {
                    finalized.incrementAndGet();
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(IllegalArgumentException.class, "The supplier returned `null`");
        assertThat(finalized).hasValue(2);
    }

    @Test
    void synchronousFinalizerRunsOnceOnFailure() {
        AtomicInteger finalized = new AtomicInteger();
        Multi.createFrom()
                .resource(() -> "r", r -> Multi.createFrom().<Integer>emitter(emitter -> {
                    emitter.emit(1).emit(2);
                    emitter.fail(new IllegalStateException("stream"));
                }))
                .withFinalizer(r -> {
                    finalized.incrementAndGet();
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertItems(1, 2)
                .assertFailedWith(IllegalStateException.class, "stream")
                .cancel();
        assertThat(finalized).hasValue(1);

        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .resource(() -> "r", r -> Multi.createFrom().<Integer>failure(new IllegalStateException("stream")))
                .withFinalizer(sync(r -> {
                    finalized.incrementAndGet();
                    throw new IllegalArgumentException("finalizer");
                }))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(5))
                .assertFailedWith(CompositeException.class, "stream");
        assertThat(((CompositeException) subscriber.getFailure()).getCauses())
                .extracting(Throwable::getMessage)
                .containsExactly("stream", "finalizer");
        assertThat(finalized).hasValue(2);
    }

    @Test
    void invalidRequestFinalizesOnce() {
        Resource resource = new Resource();
        withAsyncFinalizers(resource)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .request(0)
                .assertItems(1)
                .assertFailedWith(IllegalArgumentException.class, "rule 3.9")
                .cancel();
        assertThat(resource.events).containsExactly("cancel");
    }

    @Test
    void resourceFromUni() {
        Resource resource = new Resource();
        TestUni<Resource> acquisition = new TestUni<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .resourceFromUni(() -> acquisition, Resource::stream)
                .withFinalizer(async(r -> r.record("finalized")))
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));
        subscriber.assertSubscribed().assertHasNotReceivedAnyItem();
        acquisition.complete(resource);
        subscriber.assertItems(1, 2).request(1).assertCompleted();
        assertThat(resource.events).containsExactly("finalized");
    }

    @Test
    void resourceFromUniCancelledBeforeTheResource() {
        Resource resource = new Resource();
        TestUni<Resource> acquisition = new TestUni<>();
        AssertSubscriber<Integer> subscriber = Multi.createFrom()
                .resourceFromUni(() -> acquisition, Resource::stream)
                .withFinalizer(r -> {
                    r.events.add("finalized");
                })
                .subscribe()
                .withSubscriber(AssertSubscriber.create(2));
        subscriber.cancel();
        assertThat(acquisition.isCancelled()).isTrue();
        acquisition.complete(resource); // arrives anyway: released at once
        assertThat(resource.events).containsExactly("finalized");
        subscriber.assertHasNotReceivedAnyItem().assertNotTerminated();
    }

    @Test
    void resourceFromUniFailures() {
        Multi.createFrom()
                .resourceFromUni(() -> TestUni.<String>failure(new IllegalStateException("no")), r -> Multi.createFrom()
                        .items(1))
                .withFinalizer(r -> {})
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(IllegalStateException.class, "no");
        Multi.createFrom()
                .resourceFromUni(() -> TestUni.<String>item(null), r -> Multi.createFrom()
                        .items(1))
                .withFinalizer(r -> {})
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(IllegalArgumentException.class, "The supplier returned `null`");
        Multi.createFrom()
                .resourceFromUni(
                        () -> (Uni<String>) null, r -> Multi.createFrom().items(1))
                .withFinalizer(r -> {})
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertFailedWith(IllegalArgumentException.class, "The supplier returned `null`");
    }

    @Test
    void invalidArguments() {
        assertThatThrownBy(() -> Multi.createFrom()
                        .resource(null, r -> Multi.createFrom().items(1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("resourceSupplier");
        assertThatThrownBy(() -> Multi.createFrom().resource(() -> 1, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("streamSupplier");
        assertThatThrownBy(() -> Multi.createFrom()
                        .resource(() -> 1, r -> Multi.createFrom().items(1))
                        .withFinalizer((java.util.function.Consumer<Integer>) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("finalizer");
        assertThatThrownBy(() -> Multi.createFrom()
                        .resourceFromUni(
                                () -> TestUni.item(1), r -> Multi.createFrom().items(1))
                        .withFinalizer(r -> TestUni.item(null), null, r -> TestUni.item(null)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("onFailure");
    }
}
