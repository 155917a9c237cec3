package io.mutiny.infrastructure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.Multi;
import io.mutiny.TimeoutException;
import io.mutiny.Uni;
import io.mutiny.groups.UniOnTimeout;
import io.mutiny.helpers.test.AssertSubscriber;
import io.mutiny.helpers.test.UniAssertSubscriber;
import io.mutiny.helpers.test.VirtualTimeScheduler;
import io.mutiny.operators.AbstractUni;
import io.mutiny.operators.uni.UniTerminalOp;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.subscription.UniSubscription;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InfrastructureTest {

    static final AtomicInteger CREATED = new AtomicInteger();
    static final AtomicInteger SUBSCRIBED = new AtomicInteger();
    static final List<String> DECORATED = new CopyOnWriteArrayList<>();

    @TempDir
    Path services;

    @AfterEach
    void restore() {
        Infrastructure.resetDroppedExceptionHandler();
        Infrastructure.resetCanCallerThreadBeBlockedSupplier();
        Infrastructure.clearInterceptors();
        Infrastructure.reload();
    }

    @Test
    void droppedExceptionsGoToTheHookAndAHookFailureIsContained() {
        AtomicReference<Throwable> dropped = new AtomicReference<>();
        Infrastructure.setDroppedExceptionHandler(dropped::set);
        Infrastructure.handleDroppedException(new IOException("lost"));
        assertThat(dropped.get()).isInstanceOf(IOException.class).hasMessage("lost");

        Infrastructure.setDroppedExceptionHandler(failure -> {
            throw new IllegalStateException("hook");
        });
        Infrastructure.handleDroppedException(new IOException("again"));
        assertThatThrownBy(() -> Infrastructure.setDroppedExceptionHandler(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("handler");
    }

    @Test
    void blockingCheckSupplierIsUsedAndReset() {
        assertThat(Infrastructure.canCallerThreadBeBlocked()).isTrue();
        Infrastructure.setCanCallerThreadBeBlockedSupplier(() -> false);
        assertThat(Infrastructure.canCallerThreadBeBlocked()).isFalse();
        assertThatThrownBy(() -> UniTerminalOp.item(1).await().indefinitely())
                .isInstanceOf(IllegalStateException.class);
        Infrastructure.resetCanCallerThreadBeBlockedSupplier();
        assertThat(UniTerminalOp.item(1).await().indefinitely()).isEqualTo(1);
    }

    @Test
    void defaultExecutorCanBeAVirtualTimeSchedulerAndBeRestored() {
        VirtualTimeScheduler scheduler = new VirtualTimeScheduler();
        Infrastructure.setDefaultExecutor(scheduler);
        assertThat(Infrastructure.getDefaultExecutor()).isSameAs(scheduler);
        assertThat(Infrastructure.getDefaultWorkerPool()).isSameAs(scheduler);
        AtomicReference<Object> recovered = new AtomicReference<>();
        Uni<Object> never = new AbstractUni<>() {
            @Override
            public void subscribe(UniSubscriber<? super Object> subscriber) {
                subscriber.onSubscribe(() -> {});
            }
        };
        AbstractUni.subscribe(
                new UniOnTimeout<>(never, Duration.ofSeconds(1), null).recoverWithItem("late"),
                new UniSubscriber<Object>() {
                    @Override
                    public void onSubscribe(UniSubscription subscription) {}

                    @Override
                    public void onItem(Object item) {
                        recovered.set(item);
                    }

                    @Override
                    public void onFailure(Throwable failure) {}
                });
        assertThat(recovered.get()).isNull();
        scheduler.advanceTimeBy(Duration.ofSeconds(1));
        assertThat(recovered.get()).isEqualTo("late");
        Infrastructure.setDefaultExecutor();
        assertThat(Infrastructure.getDefaultWorkerPool()).isInstanceOf(MutinyScheduler.class);
    }

    @Test
    void executorConfigurationServiceSuppliesTheDefaultExecutor() {
        Executor configured = command -> new Thread(command, "configured-worker").start();
        ConfigurableExecutorConfiguration.executor = configured;
        try {
            Infrastructure.reload();
            assertThat(Infrastructure.getDefaultExecutor()).isSameAs(configured);
            String thread = Uni.createFrom()
                    .item(() -> Thread.currentThread().getName())
                    .runSubscriptionOn(Infrastructure.getDefaultWorkerPool())
                    .await()
                    .atMost(Duration.ofSeconds(5));
            assertThat(thread).isEqualTo("configured-worker");
        } finally {
            ConfigurableExecutorConfiguration.executor = null;
            Infrastructure.reload();
        }
        assertThat(Infrastructure.getDefaultExecutor()).isNotSameAs(configured);
    }

    @Test
    void interceptorsAndDecoratorsAreLoadedFromTheServiceLoader() throws Exception {
        register(UniInterceptor.class, CountingUniInterceptor.class);
        register(CallbackDecorator.class, RecordingDecorator.class);
        reloadFromTheRegisteredServices(
                Infrastructure::reloadUniInterceptors, Infrastructure::reloadCallbackDecorators);
        CREATED.set(0);
        SUBSCRIBED.set(0);
        DECORATED.clear();

        Uni<String> uni = UniTerminalOp.<String>item(null)
                .ifNoItem()
                .after(Duration.ofSeconds(1))
                .recoverWithItem(() -> "x");
        assertThat(CREATED).hasValue(1);
        assertThat(uni.await().indefinitely()).isNull();
        assertThat(SUBSCRIBED.get()).isPositive();

        // fail() shares its fallback only while no decorator is loaded: the TimeoutException comes through them
        VirtualTimeScheduler timer = new VirtualTimeScheduler();
        UniAssertSubscriber<Object> timedOut = Uni.createFrom()
                .nothing()
                .ifNoItem()
                .after(Duration.ofSeconds(1))
                .on(timer)
                .fail()
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create());
        timer.advanceTimeBy(Duration.ofSeconds(1));
        assertThat(timedOut.assertFailed().getFailure()).isInstanceOf(TimeoutException.class);
        assertThat(DECORATED).containsExactly("supplier");
        DECORATED.clear();

        Supplier<String> original = () -> "value";
        Supplier<String> decorated = Infrastructure.decorate(original);
        assertThat(decorated.get()).isEqualTo("value");
        assertThat(DECORATED).contains("supplier");

        Infrastructure.clearInterceptors();
        CREATED.set(0);
        UniTerminalOp.item(1).ifNoItem().after(Duration.ofSeconds(1)).fail();
        assertThat(CREATED).hasValue(0);
    }

    @Test
    void multiInterceptorsSeeEachCreationAndSubscribeEntryUntilCleared() throws Exception {
        register(MultiInterceptor.class, CountingMultiInterceptor.class);
        reloadFromTheRegisteredServices(Infrastructure::reloadMultiInterceptors);
        CREATED.set(0);
        SUBSCRIBED.set(0);

        Multi<Integer> multi = Multi.createFrom().range(0, 3).onItem().transform(i -> i + 1);
        assertThat(CREATED).hasValue(2);
        multi.subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertItems(1, 2, 3);
        assertThat(SUBSCRIBED).hasValue(1);

        Infrastructure.clearInterceptors();
        CREATED.set(0);
        SUBSCRIBED.set(0);
        Multi.createFrom()
                .item(1)
                .subscribe()
                .withSubscriber(AssertSubscriber.create(1))
                .assertItems(1);
        assertThat(CREATED).hasValue(0);
        assertThat(SUBSCRIBED).hasValue(0);
    }

    @Test
    void theSubscriptionInterceptorsRunOncePerStageAndSubscription() throws Exception {
        loadCountingUniInterceptor();
        // a source and two transform stages: three subscriptions, each intercepted by the entry point only
        Uni<Integer> uni =
                Uni.createFrom().item(1).onItem().transform(i -> i + 1).onItem().transform(i -> i * 10);
        SUBSCRIBED.set(0);
        assertThat(uni.await().indefinitely()).isEqualTo(20);
        int perSubscription = SUBSCRIBED.get();
        SUBSCRIBED.set(0);
        AtomicReference<Integer> received = new AtomicReference<>();
        uni.subscribe().with(received::set);
        assertThat(received.get()).isEqualTo(20);
        assertThat(SUBSCRIBED).hasValue(3);
        // await() subscribes the same three stages
        assertThat(perSubscription).isEqualTo(3);
        // likewise two transformToUni stages, which are otherwise subscribed as one run
        SUBSCRIBED.set(0);
        Uni.createFrom()
                .item(1)
                .chain(i -> Uni.createFrom().item(i + 1))
                .chain(i -> Uni.createFrom().item(i * 10))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(20);
        assertThat(SUBSCRIBED).hasValue(3);
    }

    @Test
    void knownUnisReturnedByAFlatMapAreReadWithoutASubscription() throws Exception {
        loadCountingUniInterceptor();
        List<Uni<Integer>> known = List.of(
                Uni.createFrom().item(2),
                Uni.createFrom().nullItem(),
                Uni.createFrom().failure(new IOException("known")));
        for (Uni<Integer> inner : known) {
            SUBSCRIBED.set(0);
            Uni.createFrom().item(1).chain(i -> inner).subscribe().withSubscriber(UniAssertSubscriber.create());
            // the source and the chain stage only
            assertThat(SUBSCRIBED).as(inner.toString()).hasValue(2);
        }
        SUBSCRIBED.set(0);
        Uni.createFrom()
                .item(1)
                .chain(i -> Uni.createFrom().voidItem())
                .subscribe()
                .with(ignored -> {});
        assertThat(SUBSCRIBED).hasValue(2);
        // a Uni whose outcome is computed on subscription is subscribed
        SUBSCRIBED.set(0);
        Uni.createFrom()
                .item(1)
                .chain(i -> Uni.createFrom().item(() -> i + 1))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(2);
        assertThat(SUBSCRIBED).hasValue(3);
    }

    @Test
    void knownUnisReturnedByAFailureMapperAreReadWithoutASubscription() throws Exception {
        loadCountingUniInterceptor();
        Uni<Integer> failed = Uni.createFrom().failure(new IOException("upstream"));
        assertReadWithoutASubscription(
                        failed.onFailure().recoverWithUni(() -> Uni.createFrom().item(2)))
                .assertItem(2);
        assertReadWithoutASubscription(
                        failed.onFailure().recoverWithUni(() -> Uni.createFrom().failure(new IOException("known"))))
                .assertFailedWith(IOException.class, "known");
        assertReadWithoutASubscription(failed.onItemOrFailure()
                        .transformToUni((item, failure) -> Uni.createFrom().item(3)))
                .assertItem(3);
        assertReadWithoutASubscription(
                        Uni.createFrom().item(1).onItemOrFailure().transformToUni((item, failure) -> Uni.createFrom()
                                .nullItem()))
                .assertItemIsNull();
        // a Uni whose outcome is computed on subscription is subscribed
        SUBSCRIBED.set(0);
        failed.onFailure()
                .recoverWithUni(() -> Uni.createFrom().item(() -> 4))
                .subscribe()
                .withSubscriber(UniAssertSubscriber.create())
                .assertItem(4);
        assertThat(SUBSCRIBED).hasValue(3);
    }

    @Test
    void knownUnisReturnedByCallAreReadWithoutASubscription() throws Exception {
        loadCountingUniInterceptor();
        assertReadWithoutASubscription(Uni.createFrom().item(1).onItem().call(i -> Uni.createFrom()
                        .voidItem()))
                .assertItem(1);
        assertReadWithoutASubscription(Uni.createFrom().item(1).onItem().call(i -> Uni.createFrom()
                        .failure(new IOException("known"))))
                .assertFailedWith(IOException.class, "known");
    }

    /** Subscribes to {@code uni}, a stage over a known source, and asserts that only these two were subscribed. */
    private static <T> UniAssertSubscriber<T> assertReadWithoutASubscription(Uni<T> uni) {
        SUBSCRIBED.set(0);
        UniAssertSubscriber<T> subscriber = uni.subscribe().withSubscriber(UniAssertSubscriber.create());
        assertThat(SUBSCRIBED)
                .as("subscriptions: the source and the mapping stage only")
                .hasValue(2);
        return subscriber;
    }

    private void loadCountingUniInterceptor() throws IOException {
        register(UniInterceptor.class, CountingUniInterceptor.class);
        reloadFromTheRegisteredServices(Infrastructure::reloadUniInterceptors);
    }

    /** Runs {@code reloads} with the services registered by {@link #register} visible to the service loader. */
    private void reloadFromTheRegisteredServices(Runnable... reloads) throws IOException {
        ClassLoader previous = Thread.currentThread().getContextClassLoader();
        try (URLClassLoader loader =
                new URLClassLoader(new URL[] {services.toUri().toURL()}, previous)) {
            Thread.currentThread().setContextClassLoader(loader);
            for (Runnable reload : reloads) {
                reload.run();
            }
        } finally {
            Thread.currentThread().setContextClassLoader(previous);
        }
    }

    private void register(Class<?> service, Class<?> implementation) throws IOException {
        Path file = services.resolve("META-INF/services/" + service.getName());
        Files.createDirectories(file.getParent());
        Files.writeString(file, implementation.getName() + "\n");
    }

    /** Counts the Unis created and subscribed while it is loaded. */
    public static final class CountingUniInterceptor implements UniInterceptor {
        @Override
        public int ordinal() {
            return 0;
        }

        @Override
        public <T> Uni<T> onUniCreation(Uni<T> uni) {
            CREATED.incrementAndGet();
            return uni;
        }

        @Override
        public <T> UniSubscriber<? super T> onSubscription(Uni<T> uni, UniSubscriber<? super T> subscriber) {
            SUBSCRIBED.incrementAndGet();
            return subscriber;
        }
    }

    /** Counts the Multis created and the subscriptions made through the subscribe entry while it is loaded. */
    public static final class CountingMultiInterceptor implements MultiInterceptor {
        @Override
        public int ordinal() {
            return 0;
        }

        @Override
        public <T> Multi<T> onMultiCreation(Multi<T> multi) {
            CREATED.incrementAndGet();
            return multi;
        }

        @Override
        public <T> Flow.Subscriber<? super T> onSubscription(
                Flow.Publisher<? extends T> instance, Flow.Subscriber<? super T> subscriber) {
            SUBSCRIBED.incrementAndGet();
            return subscriber;
        }
    }

    /** Records which suppliers it decorated. */
    public static final class RecordingDecorator implements CallbackDecorator {
        @Override
        public int ordinal() {
            return 0;
        }

        @Override
        public <T> Supplier<T> decorate(Supplier<T> supplier) {
            return () -> {
                DECORATED.add("supplier");
                return supplier.get();
            };
        }
    }
}
