package io.mutiny.infrastructure;

import java.util.concurrent.Executor;

/**
 * The {@link ExecutorConfiguration} service declared in the test resources. It supplies no executor (so the library
 * keeps its own pool) unless a test sets {@link #executor} and calls {@link Infrastructure#reload()}.
 */
public final class ConfigurableExecutorConfiguration implements ExecutorConfiguration {

    static volatile Executor executor;

    @Override
    public Executor getDefaultWorkerExecutor() {
        return executor;
    }
}
