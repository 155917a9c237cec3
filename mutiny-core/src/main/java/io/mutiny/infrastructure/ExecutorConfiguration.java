package io.mutiny.infrastructure;

public interface ExecutorConfiguration {
    java.util.concurrent.Executor getDefaultWorkerExecutor();
}
