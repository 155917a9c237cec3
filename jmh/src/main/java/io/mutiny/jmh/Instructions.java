package io.mutiny.jmh;

import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Runs one benchmark method of this module in plain loops, the phases separated by {@code Thread.sleep} calls, so
 * that callgrind ({@code --dump-before=JVM_Sleep}) counts the instructions of its operations apart from everything
 * else: a count per operation that the machine's load does not change, unlike the JMH scores. {@code
 * bench/instructions.sh} runs it under callgrind and prints that count; by hand:
 *
 * <pre>java [-Xbatch ...] -cp jmh/target/benchmarks.jar io.mutiny.jmh.Instructions FlatMapJust.mutiny n=1 \
 *     [warmup=200000] [measured=100000] [anyParam=value]</pre>
 *
 * The benchmark's {@link Param} fields take the values given as {@code name=value}, else the first value of their
 * annotation; its {@link Setup} methods run first and its {@link TearDown} methods last. Then {@code warmup}
 * operations (in up to ten calls of the loop), a sleep, {@code measured} operations, a sleep, {@code 2 x measured}
 * operations, a sleep. Of the main thread's dumps ({@code callgrind.out.<pid>.<part>-02}), part 2 holds
 * {@code measured} operations and part 3 twice as many: their difference divided by {@code measured} is the count per
 * operation without what a phase runs once (an on-stack replacement, a recompilation). The method is called through
 * a lambda class made for it, so the loop's call site sees one class, as in JMH's generated loop: the JIT inlines the
 * operation there or, once the operation is compiled on its own (usually), calls it; the count then includes that
 * call and the loop, about 15 instructions, the same for every row. It prints the bytes the main thread allocated per
 * operation in each measured phase.
 */
public final class Instructions {

    /** Keeps the results alive, so that the JIT cannot drop an operation whose result is unused. */
    private static volatile long sink;

    /** Never a result: comparing each result with it (a read and a compare) keeps the result without storing it. */
    private static volatile Object notAResult = new Object();

    private static final int WARM_UP_CALLS = 10;

    private Instructions() {}

    public static void main(String[] args) throws Throwable {
        if (args.length == 0 || !args[0].contains(".")) {
            throw new IllegalArgumentException(
                    "usage: Instructions <Benchmark>.<method> [param=value ...] [warmup=N] [measured=N]");
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 1; i < args.length; i++) {
            int equals = args[i].indexOf('=');
            if (equals <= 0) {
                throw new IllegalArgumentException("expected name=value, got " + args[i]);
            }
            options.put(args[i].substring(0, equals), args[i].substring(equals + 1));
        }
        long warmUp = Long.parseLong(options.getOrDefault("warmup", "200000"));
        long measured = Long.parseLong(options.getOrDefault("measured", "100000"));
        options.remove("warmup");
        options.remove("measured");

        String className = args[0].substring(0, args[0].lastIndexOf('.'));
        String methodName = args[0].substring(args[0].lastIndexOf('.') + 1);
        Class<?> type = Class.forName(Instructions.class.getPackageName() + "." + className);
        Object benchmark = type.getConstructor().newInstance();
        List<String> parameters = new ArrayList<>(List.of(args[0]));
        parameters.addAll(setParameters(benchmark, options));
        if (!options.isEmpty()) {
            throw new IllegalArgumentException("no @Param field named " + options.keySet() + " in " + className);
        }
        Method method = type.getMethod(methodName);
        if (!method.isAnnotationPresent(Benchmark.class)) {
            throw new IllegalArgumentException(args[0] + " is not a @Benchmark method");
        }
        Phase phase = phase(method);

        invokeAnnotated(benchmark, Setup.class);
        // in several calls, as JMH's iterations: the loop method is then compiled for a call, not only for an
        // on-stack replacement, before the measured calls enter it
        long calls = Math.min(WARM_UP_CALLS, warmUp);
        for (long call = 0; call < calls; call++) {
            phase.run(benchmark, warmUp / calls + (call < warmUp % calls ? 1 : 0));
        }
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        Thread.sleep(10);
        phase.run(benchmark, measured);
        long afterFirst = threads.getCurrentThreadAllocatedBytes();
        Thread.sleep(10);
        phase.run(benchmark, 2 * measured);
        long afterSecond = threads.getCurrentThreadAllocatedBytes();
        Thread.sleep(10);
        invokeAnnotated(benchmark, TearDown.class);
        System.out.printf(
                "%s: %d warm-up operations, then %d and %d measured; %.1f and %.1f B/op allocated by this thread%n",
                String.join(" ", parameters),
                warmUp,
                measured,
                2 * measured,
                (afterFirst - before) / (double) measured,
                (afterSecond - afterFirst) / (double) (2 * measured));
    }

    /** Sets every {@link Param} field from {@code options} (removing what it used), or to its first value. */
    private static List<String> setParameters(Object benchmark, Map<String, String> options)
            throws IllegalAccessException {
        List<String> parameters = new ArrayList<>();
        for (Field field : benchmark.getClass().getFields()) {
            Param param = field.getAnnotation(Param.class);
            if (param == null) {
                continue;
            }
            String value = options.remove(field.getName());
            if (value == null) {
                value = param.value()[0];
            }
            Class<?> fieldType = field.getType();
            if (fieldType == int.class) {
                field.setInt(benchmark, Integer.parseInt(value));
            } else if (fieldType == long.class) {
                field.setLong(benchmark, Long.parseLong(value));
            } else if (fieldType == boolean.class) {
                field.setBoolean(benchmark, Boolean.parseBoolean(value));
            } else if (fieldType == String.class) {
                field.set(benchmark, value);
            } else {
                throw new IllegalArgumentException("unsupported @Param type " + fieldType + " of " + field.getName());
            }
            parameters.add(field.getName() + "=" + value);
        }
        return parameters;
    }

    /** Runs a number of operations. */
    private interface Phase {
        void run(Object benchmark, long count);
    }

    /**
     * The loop for the benchmark method, which calls it through a class made for it (one class at the call site): a
     * method returning a {@code long}, as most of this module's do, is summed without a box; any other result (boxed
     * if primitive) is compared with an object it cannot be.
     */
    @SuppressWarnings("unchecked")
    private static Phase phase(Method method) throws Throwable {
        Class<?> result = method.getReturnType();
        if (result == long.class) {
            ToLongFunction<Object> operation =
                    (ToLongFunction<Object>) implement(ToLongFunction.class, "applyAsLong", long.class, method);
            return (benchmark, count) -> runLong(operation, benchmark, count);
        }
        if (result == void.class) {
            Consumer<Object> operation = (Consumer<Object>) implement(Consumer.class, "accept", void.class, method);
            return (benchmark, count) -> runVoid(operation, benchmark, count);
        }
        Function<Object, Object> operation =
                (Function<Object, Object>) implement(Function.class, "apply", Object.class, method);
        return (benchmark, count) -> runObject(operation, benchmark, count);
    }

    /** An instance of {@code face}, whose method {@code name} takes the benchmark object and calls {@code method}. */
    private static Object implement(Class<?> face, String name, Class<?> returned, Method method) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        return LambdaMetafactory.metafactory(
                        lookup,
                        name,
                        MethodType.methodType(face),
                        MethodType.methodType(returned, Object.class),
                        lookup.unreflect(method),
                        MethodType.methodType(method.getReturnType(), method.getDeclaringClass()))
                .getTarget()
                .invoke();
    }

    private static void runLong(ToLongFunction<Object> operation, Object benchmark, long count) {
        long sum = 0;
        for (long i = 0; i < count; i++) {
            sum += operation.applyAsLong(benchmark);
        }
        sink += sum;
    }

    private static void runObject(Function<Object, Object> operation, Object benchmark, long count) {
        long same = 0;
        for (long i = 0; i < count; i++) {
            if (operation.apply(benchmark) == notAResult) {
                same++;
            }
        }
        sink += same;
    }

    private static void runVoid(Consumer<Object> operation, Object benchmark, long count) {
        for (long i = 0; i < count; i++) {
            operation.accept(benchmark);
        }
    }

    private static void invokeAnnotated(Object benchmark, Class<? extends java.lang.annotation.Annotation> annotation)
            throws ReflectiveOperationException {
        for (Method method : benchmark.getClass().getMethods()) {
            if (method.isAnnotationPresent(annotation)
                    && method.getParameterCount() == 0
                    && !Modifier.isStatic(method.getModifiers())) {
                method.invoke(benchmark);
            }
        }
    }
}
