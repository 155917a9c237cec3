package io.mutiny.infrastructure;

import java.util.concurrent.Executor;

/** Supplies the executor that Mutiny should use as its default worker pool (for integration with a host runtime). */
public interface ExecutorConfiguration {

    /** Returns the executor to use for the default worker pool; timers hand their work to it. */
    Executor getDefaultWorkerExecutor();
}
