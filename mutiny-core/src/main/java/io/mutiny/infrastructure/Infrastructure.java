package io.mutiny.infrastructure;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.mutiny.helpers.Exceptions;
import io.mutiny.helpers.ParameterValidation;
import io.mutiny.subscription.UniSubscriber;
import io.mutiny.tuples.Functions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Flow;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The global configuration of the library: the default executors, the dropped-exception hook, the interceptors
 * and callback decorators, and the check that tells whether the calling thread may block.
 *
 * <p>Everything here is static and meant to be configured once, at start-up (or per test, with the matching
 * {@code reset*} method).
 */
public class Infrastructure {

    /** Implementations of this interface receive the events of {@code Multi.log()} and {@code Uni.log()}. */
    public interface OperatorLogger {
        /**
         * Receives one event: the operator's {@code identifier}, the {@code event} name, its value (or {@code null})
         * and the failure of an {@code onFailure} event (else {@code null}).
         */
        void log(String identifier, String event, Object value, Throwable failure);
    }

    /**
     * Prints each operator event on the standard output in Mutiny's format: {@code [--> identifier | event(value)},
     * a failure as {@code event(type("message"))}.
     */
    static final class PrintOperatorEventOperatorLogger implements OperatorLogger {
        @Override
        public void log(String identifier, String event, Object value, Throwable failure) {
            StringBuilder line = new StringBuilder("[--> ")
                    .append(identifier)
                    .append(" | ")
                    .append(event)
                    .append('(');
            if (failure != null) {
                line.append(failure.getClass().getName())
                        .append("(\"")
                        .append(failure.getMessage())
                        .append("\")");
            } else if (value != null) {
                line.append(value);
            }
            System.out.println(line.append(')'));
        }
    }

    /** The default dropped-exception handler: prints the failure and its stack trace on the standard error. */
    static final class PrintAndDumpThrowableConsumer implements Consumer<Throwable> {
        @Override
        public void accept(Throwable failure) {
            System.err.println("[-- Mutiny had to drop the following exception --]");
            failure.printStackTrace();
            System.err.println("[------------------------------------------------]");
        }
    }

    /** The default blocking check: every thread may block. */
    static final class AlwaysTrueBooleanSupplier implements BooleanSupplier {
        @Override
        public boolean getAsBoolean() {
            return true;
        }
    }

    /** Orders interceptors and decorators by ascending {@link MutinyInterceptor#ordinal()}. */
    static final class MutinyInterceptorComparator implements Comparator<MutinyInterceptor> {
        @Override
        public int compare(MutinyInterceptor first, MutinyInterceptor second) {
            return Integer.compare(first.ordinal(), second.ordinal());
        }
    }

    private static final OperatorLogger PRINTING_LOGGER = new PrintOperatorEventOperatorLogger();
    private static final Consumer<Throwable> PRINTING_DROPPED_EXCEPTION_HANDLER = new PrintAndDumpThrowableConsumer();
    private static final BooleanSupplier ALWAYS_TRUE = new AlwaysTrueBooleanSupplier();

    private static volatile Executor defaultExecutor;
    private static volatile ScheduledExecutorService defaultScheduler;
    private static volatile ExecutorService ownedWorkers;
    private static volatile Consumer<Throwable> droppedExceptionHandler = PRINTING_DROPPED_EXCEPTION_HANDLER;
    private static volatile BooleanSupplier canCallerThreadBeBlockedSupplier = ALWAYS_TRUE;
    private static volatile OperatorLogger operatorLogger = PRINTING_LOGGER;
    private static volatile UnaryOperator<CompletableFuture<?>> completableFutureWrapper;
    private static volatile List<UniInterceptor> uniInterceptors = List.of();
    /**
     * An array rather than a list: a registered interceptor is then called without an iterator per created
     * {@code Multi} and per subscription. Read only when {@link #multiInterceptorsRegistered} says it is not empty.
     */
    private static volatile MultiInterceptor[] multiInterceptors = new MultiInterceptor[0];

    private static volatile List<CallbackDecorator> callbackDecorators = List.of();

    // Whether the lists above are not empty: plain copies for the checks that every Uni and Multi stage makes at
    // assembly and at subscription. A volatile read per check cost about 20 instructions per onItem().transform stage
    // (it orders the stage's allocation and stores around it); a plain read is one load, which the JIT shares between
    // the stages of a pipeline it compiles as one. Registering (reload*, clearInterceptors) happens before the
    // assemblies and subscriptions that must see it, as at startup or before work is handed to other threads: those
    // see the flags.
    private static boolean uniInterceptorsRegistered;
    private static boolean multiInterceptorsRegistered;
    private static boolean callbackDecoratorsRegistered;

    private static volatile int multiOverflowDefaultBufferSize = 128;
    private static volatile int bufferSizeXs = 32;
    private static volatile int bufferSizeS = 256;

    static {
        reload();
    }

    /** Not instantiated: the configuration is static; protected so that a framework may extend the class. */
    protected Infrastructure() {
        // static configuration only
    }

    /**
     * Reloads the interceptors and decorators from the {@link ServiceLoader}, and resets the default executor: the
     * one supplied by the first {@link ExecutorConfiguration} service found (when it supplies one), else the
     * library's own worker pool.
     */
    public static void reload() {
        clearInterceptors();
        reloadUniInterceptors();
        reloadMultiInterceptors();
        reloadCallbackDecorators();
        Executor configured = configuredExecutor();
        if (configured != null) {
            setDefaultExecutor(configured);
        } else {
            setDefaultExecutor();
        }
    }

    private static Executor configuredExecutor() {
        for (ExecutorConfiguration configuration : ServiceLoader.load(ExecutorConfiguration.class)) {
            return configuration.getDefaultWorkerExecutor();
        }
        return null;
    }

    /**
     * Installs the library's own worker pool: daemon threads named {@code mutiny-worker-N}, created on demand and
     * reclaimed after 60 seconds of idleness, with a scheduler whose timers hand the work to that pool.
     */
    public static void setDefaultExecutor() {
        ThreadPoolExecutor workers = new ThreadPoolExecutor(
                0, Integer.MAX_VALUE, 60, TimeUnit.SECONDS, new SynchronousQueue<>(), namedDaemons("mutiny-worker-"));
        ExecutorService previous = ownedWorkers;
        ownedWorkers = workers;
        install(workers, new MutinyScheduler(workers, true));
        if (previous != null) {
            previous.shutdown();
        }
    }

    /**
     * Uses {@code executor} as the default executor; timers of the default worker pool hand their work to it.
     * If {@code executor} is itself a {@link ScheduledExecutorService}, it is used for timers too.
     */
    public static void setDefaultExecutor(Executor executor) {
        setDefaultExecutor(executor, true);
    }

    /**
     * Uses {@code executor} as the default executor.
     *
     * @param executor the executor, must not be {@code null}
     * @param scheduleOnExecutor when {@code true} and {@code executor} is a {@link ScheduledExecutorService}, it
     *     also runs the timers; otherwise timers fire on the library's timer thread and hand their work to
     *     {@code executor}
     */
    public static void setDefaultExecutor(Executor executor, boolean scheduleOnExecutor) {
        ParameterValidation.nonNull(executor, "executor");
        if (executor == defaultExecutor) {
            return;
        }
        install(
                executor,
                scheduleOnExecutor && executor instanceof ScheduledExecutorService
                        ? (ScheduledExecutorService) executor
                        : new MutinyScheduler(executor));
    }

    private static void install(Executor executor, ScheduledExecutorService scheduler) {
        ScheduledExecutorService previousScheduler = defaultScheduler;
        defaultExecutor = executor;
        defaultScheduler = scheduler;
        if (previousScheduler instanceof MutinyScheduler) {
            previousScheduler.shutdown();
        }
    }

    /** The scheduler used by every time operator that is not given an explicit executor. */
    public static ScheduledExecutorService getDefaultWorkerPool() {
        return defaultScheduler;
    }

    /** The executor used by operators that need a thread and are not given an explicit executor. */
    public static Executor getDefaultExecutor() {
        return defaultExecutor;
    }

    static ThreadFactory namedDaemons(String prefix) {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, prefix + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }

    // ---- interceptors -------------------------------------------------------------------------------------

    /**
     * Passes a newly created {@code Uni} through the registered {@link UniInterceptor}s, in order.
     *
     * @return the {@code Uni} to use: {@code instance} itself when no interceptor is registered
     */
    public static <T> Uni<T> onUniCreation(Uni<T> instance) {
        // small enough to be inlined in every operator: the loop only runs when interceptors are registered
        return uniInterceptorsRegistered ? intercept(uniInterceptors, instance) : instance;
    }

    private static <T> Uni<T> intercept(List<UniInterceptor> interceptors, Uni<T> instance) {
        Uni<T> current = instance;
        for (UniInterceptor interceptor : interceptors) {
            current = interceptor.onUniCreation(current);
        }
        return current;
    }

    /**
     * Passes a newly created {@code Multi} through the registered {@link MultiInterceptor}s, in order.
     *
     * @return the {@code Multi} to use: {@code instance} itself when no interceptor is registered
     */
    public static <T> Multi<T> onMultiCreation(Multi<T> instance) {
        // as onUniCreation: a plain flag, and no iterator per created Multi (issue #11)
        return multiInterceptorsRegistered ? intercept(multiInterceptors, instance) : instance;
    }

    private static <T> Multi<T> intercept(MultiInterceptor[] interceptors, Multi<T> instance) {
        Multi<T> current = instance;
        for (MultiInterceptor interceptor : interceptors) {
            current = interceptor.onMultiCreation(current);
        }
        return current;
    }

    /**
     * Passes the subscriber of {@code instance} through the registered {@link UniInterceptor}s, in order; called once
     * per subscription of each stage, by the subscribe entry point of {@code AbstractUni}.
     *
     * @return the subscriber to subscribe: {@code subscriber} itself when no interceptor is registered
     */
    public static <T> UniSubscriber<? super T> onUniSubscription(Uni<T> instance, UniSubscriber<? super T> subscriber) {
        // called for every stage of every subscription: kept small enough to be inlined, as onUniCreation
        return uniInterceptorsRegistered ? intercept(uniInterceptors, instance, subscriber) : subscriber;
    }

    /**
     * Whether {@link #onUniSubscription(Uni, UniSubscriber)} may change a subscriber or observe a stage: operators
     * that subscribe several stages at once (the fused {@code onItem().transform} run) do so only when it cannot.
     */
    public static boolean interceptsUniSubscriptions() {
        return uniInterceptorsRegistered;
    }

    private static <T> UniSubscriber<? super T> intercept(
            List<UniInterceptor> interceptors, Uni<T> instance, UniSubscriber<? super T> subscriber) {
        UniSubscriber<? super T> current = subscriber;
        for (UniInterceptor interceptor : interceptors) {
            current = interceptor.onSubscription(instance, current);
        }
        return current;
    }

    /**
     * Passes the subscriber of {@code instance} through the registered {@link MultiInterceptor}s, in order; called
     * once per subscription by {@code AbstractMulti.subscribe(Flow.Subscriber)}.
     *
     * @return the subscriber to subscribe: {@code subscriber} itself when no interceptor is registered
     */
    public static <T> Flow.Subscriber<? super T> onMultiSubscription(
            Flow.Publisher<? extends T> instance, Flow.Subscriber<? super T> subscriber) {
        // as onUniSubscription: a plain flag, and no iterator per subscription (issue #11)
        return multiInterceptorsRegistered ? intercept(multiInterceptors, instance, subscriber) : subscriber;
    }

    private static <T> Flow.Subscriber<? super T> intercept(
            MultiInterceptor[] interceptors,
            Flow.Publisher<? extends T> instance,
            Flow.Subscriber<? super T> subscriber) {
        Flow.Subscriber<? super T> current = subscriber;
        for (MultiInterceptor interceptor : interceptors) {
            current = interceptor.onSubscription(instance, current);
        }
        return current;
    }

    /** Loads the {@link UniInterceptor}s again from the {@link ServiceLoader}, sorted by ordinal. */
    public static void reloadUniInterceptors() {
        uniInterceptors = load(UniInterceptor.class);
        uniInterceptorsRegistered = !uniInterceptors.isEmpty();
    }

    /** Loads the {@link MultiInterceptor}s again from the {@link ServiceLoader}, sorted by ordinal. */
    public static void reloadMultiInterceptors() {
        multiInterceptors = load(MultiInterceptor.class).toArray(new MultiInterceptor[0]);
        multiInterceptorsRegistered = multiInterceptors.length > 0;
    }

    /** Loads the {@link CallbackDecorator}s again from the {@link ServiceLoader}, sorted by ordinal. */
    public static void reloadCallbackDecorators() {
        callbackDecorators = load(CallbackDecorator.class);
        callbackDecoratorsRegistered = !callbackDecorators.isEmpty();
    }

    /** Removes every interceptor and callback decorator (until the next reload). */
    public static void clearInterceptors() {
        uniInterceptors = List.of();
        uniInterceptorsRegistered = false;
        multiInterceptors = new MultiInterceptor[0];
        multiInterceptorsRegistered = false;
        callbackDecorators = List.of();
        callbackDecoratorsRegistered = false;
    }

    private static <T extends MutinyInterceptor> List<T> load(Class<T> type) {
        List<T> found = new ArrayList<>();
        ServiceLoader.load(type).forEach(found::add);
        found.sort(new MutinyInterceptorComparator());
        return List.copyOf(found);
    }

    // ---- callback decoration ------------------------------------------------------------------------------

    /**
     * Passes {@code callback} through every decorator in turn; {@code overload} picks the
     * {@link CallbackDecorator} method for the callback's type (a method reference resolves the overload).
     */
    private static <C> C decorated(C callback, BiFunction<CallbackDecorator, C, C> overload) {
        // indexed: an iterator escaped this shared method, one allocation per decorated callback even with no
        // decorator installed (Uni.createFrom().item(supplier) per HTTP request)
        List<CallbackDecorator> decorators = callbackDecorators;
        C current = callback;
        for (int i = 0; i < decorators.size(); i++) {
            current = overload.apply(decorators.get(i), current);
        }
        return current;
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static <T> Supplier<T> decorate(Supplier<T> callback) {
        return decorated(callback, CallbackDecorator::decorate);
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static <T> Consumer<T> decorate(Consumer<T> callback) {
        return decorated(callback, CallbackDecorator::decorate);
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static LongConsumer decorate(LongConsumer callback) {
        return decorated(callback, CallbackDecorator::decorate);
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static <R> LongFunction<R> decorate(LongFunction<R> callback) {
        return decorated(callback, CallbackDecorator::decorate);
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static Runnable decorate(Runnable callback) {
        return decorated(callback, CallbackDecorator::decorate);
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static <V> Callable<V> decorate(Callable<V> callback) {
        return decorated(callback, CallbackDecorator::decorate);
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static <T1, T2> BiConsumer<T1, T2> decorate(BiConsumer<T1, T2> callback) {
        return decorated(callback, CallbackDecorator::decorate);
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static <I1, I2, I3, O> Functions.Function3<I1, I2, I3, O> decorate(
            Functions.Function3<I1, I2, I3, O> callback) {
        return decorated(callback, CallbackDecorator::decorate);
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static <I1, I2, I3, I4, O> Functions.Function4<I1, I2, I3, I4, O> decorate(
            Functions.Function4<I1, I2, I3, I4, O> callback) {
        return decorated(callback, CallbackDecorator::decorate);
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static <I1, I2, I3, I4, I5, O> Functions.Function5<I1, I2, I3, I4, I5, O> decorate(
            Functions.Function5<I1, I2, I3, I4, I5, O> callback) {
        return decorated(callback, CallbackDecorator::decorate);
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static <I1, I2, I3, I4, I5, I6, O> Functions.Function6<I1, I2, I3, I4, I5, I6, O> decorate(
            Functions.Function6<I1, I2, I3, I4, I5, I6, O> callback) {
        return decorated(callback, CallbackDecorator::decorate);
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static <I1, I2, I3, I4, I5, I6, I7, O> Functions.Function7<I1, I2, I3, I4, I5, I6, I7, O> decorate(
            Functions.Function7<I1, I2, I3, I4, I5, I6, I7, O> callback) {
        return decorated(callback, CallbackDecorator::decorate);
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static <I1, I2, I3, I4, I5, I6, I7, I8, O> Functions.Function8<I1, I2, I3, I4, I5, I6, I7, I8, O> decorate(
            Functions.Function8<I1, I2, I3, I4, I5, I6, I7, I8, O> callback) {
        return decorated(callback, CallbackDecorator::decorate);
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static <I1, I2, I3, I4, I5, I6, I7, I8, I9, O>
            Functions.Function9<I1, I2, I3, I4, I5, I6, I7, I8, I9, O> decorate(
                    Functions.Function9<I1, I2, I3, I4, I5, I6, I7, I8, I9, O> callback) {
        return decorated(callback, CallbackDecorator::decorate);
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static <I, O> Function<I, O> decorate(Function<I, O> callback) {
        // the most used decoration (onItem().transform): kept small enough to be inlined, as onUniCreation
        return callbackDecoratorsRegistered ? decorated(callback, CallbackDecorator::decorate) : callback;
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static <I1, I2, O> BiFunction<I1, I2, O> decorate(BiFunction<I1, I2, O> callback) {
        return decorated(callback, CallbackDecorator::decorate);
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static <T> BinaryOperator<T> decorate(BinaryOperator<T> callback) {
        return decorated(callback, CallbackDecorator::decorate);
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static <T1, T2, T3> Functions.TriConsumer<T1, T2, T3> decorate(Functions.TriConsumer<T1, T2, T3> callback) {
        return decorated(callback, CallbackDecorator::decorate);
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static BooleanSupplier decorate(BooleanSupplier callback) {
        return decorated(callback, CallbackDecorator::decorate);
    }

    /**
     * Passes {@code callback} through every registered {@link CallbackDecorator}, in order.
     *
     * @return the callback to call: {@code callback} itself when no decorator is registered
     */
    public static <T> Predicate<T> decorate(Predicate<T> callback) {
        return decorated(callback, CallbackDecorator::decorate);
    }

    // ---- completable futures ------------------------------------------------------------------------------

    /**
     * Sets the function applied to the {@link CompletableFuture}s io.mutiny creates ({@code subscribe().asCompletionStage()}),
     * for example to propagate a context; {@code null} removes it.
     */
    public static void setCompletableFutureWrapper(UnaryOperator<CompletableFuture<?>> wrapper) {
        completableFutureWrapper = wrapper;
    }

    /**
     * Applies the wrapper set by {@link #setCompletableFutureWrapper(UnaryOperator)}, if any.
     *
     * @return the future to hand out: {@code future} itself without a wrapper
     */
    @SuppressWarnings("unchecked")
    public static <T> CompletableFuture<T> wrapCompletableFuture(CompletableFuture<T> future) {
        UnaryOperator<CompletableFuture<?>> wrapper = completableFutureWrapper;
        return wrapper == null ? future : (CompletableFuture<T>) wrapper.apply(future);
    }

    // ---- dropped exceptions -------------------------------------------------------------------------------

    /**
     * Reports a failure that could not be delivered downstream (it arrived after a terminal signal, after a
     * cancellation, or was thrown by a callback that has no downstream). Every operator funnels such failures
     * here; the handler never throws back to the caller.
     */
    public static void handleDroppedException(Throwable throwable) {
        try {
            droppedExceptionHandler.accept(throwable);
        } catch (Throwable handlerFailure) {
            Exceptions.throwIfFatal(handlerFailure);
            PRINTING_DROPPED_EXCEPTION_HANDLER.accept(handlerFailure);
        }
    }

    /**
     * Replaces the handler of {@link #handleDroppedException(Throwable)} (by default, it prints the failure and its
     * stack trace to the standard error).
     */
    public static void setDroppedExceptionHandler(Consumer<Throwable> handler) {
        droppedExceptionHandler = ParameterValidation.nonNull(handler, "handler");
    }

    /** Restores the default handler of dropped exceptions, which prints them to the standard error. */
    public static void resetDroppedExceptionHandler() {
        droppedExceptionHandler = PRINTING_DROPPED_EXCEPTION_HANDLER;
    }

    // ---- blocking check -----------------------------------------------------------------------------------

    /**
     * Plugs the check used by {@code await()} and blocking iteration: when the supplier answers {@code false},
     * the caller thread must not block (an event loop, for instance) and those calls fail fast.
     */
    public static void setCanCallerThreadBeBlockedSupplier(BooleanSupplier supplier) {
        canCallerThreadBeBlockedSupplier = ParameterValidation.nonNull(supplier, "supplier");
    }

    /**
     * Whether the calling thread may block, according to the supplier set by
     * {@link #setCanCallerThreadBeBlockedSupplier(BooleanSupplier)} ({@code true} by default).
     */
    public static boolean canCallerThreadBeBlocked() {
        return canCallerThreadBeBlockedSupplier.getAsBoolean();
    }

    /** Restores the default blocking check: every thread may block. */
    public static void resetCanCallerThreadBeBlockedSupplier() {
        canCallerThreadBeBlockedSupplier = ALWAYS_TRUE;
    }

    // ---- operator logging ---------------------------------------------------------------------------------

    /** Hands an event of {@code Multi.log()}/{@code Uni.log()} to the operator logger. */
    public static void logFromOperator(String identifier, String event, Object value, Throwable failure) {
        operatorLogger.log(identifier, event, value, failure);
    }

    /**
     * Replaces the logger receiving the events of {@code log()} operators (by default, they are printed to the
     * standard output).
     */
    public static void setOperatorLogger(OperatorLogger logger) {
        operatorLogger = ParameterValidation.nonNull(logger, "logger");
    }

    /** Restores the default operator logger, which prints the events to the standard output. */
    public static void resetOperatorLogger() {
        operatorLogger = PRINTING_LOGGER;
    }

    // ---- buffer sizes -------------------------------------------------------------------------------------

    /** The size of {@code onOverflow().buffer()} without an explicit size (128 by default). */
    public static int getMultiOverflowDefaultBufferSize() {
        return multiOverflowDefaultBufferSize;
    }

    /** Sets the size of {@code onOverflow().buffer()} without an explicit size; must be positive. */
    public static void setMultiOverflowDefaultBufferSize(int size) {
        multiOverflowDefaultBufferSize = ParameterValidation.positive(size, "size");
    }

    /**
     * The extra-small buffer size (32 by default): how many items {@code merge()} requests from each inner stream
     * ahead by default.
     */
    public static int getBufferSizeXs() {
        return bufferSizeXs;
    }

    /** Sets the extra-small buffer size ({@link #getBufferSizeXs()}); must be positive. */
    public static void setBufferSizeXs(int size) {
        bufferSizeXs = ParameterValidation.positive(size, "size");
    }

    /**
     * The small buffer size (256 by default), for example what a group of {@code group().by(..)} buffers, what
     * {@code broadcast()} keeps ahead, the batch of a blocking iterable, the first chunk of an unbounded overflow
     * buffer.
     */
    public static int getBufferSizeS() {
        return bufferSizeS;
    }

    /** Sets the small buffer size ({@link #getBufferSizeS()}); must be positive. */
    public static void setBufferSizeS(int size) {
        bufferSizeS = ParameterValidation.positive(size, "size");
    }
}
