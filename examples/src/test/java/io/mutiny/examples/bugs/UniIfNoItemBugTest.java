package io.mutiny.examples.bugs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mutiny.TimeoutException;
import io.mutiny.Uni;
import java.time.Duration;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Bugs found in mutiny-core while writing the examples; each test fails until the core is fixed. */
@Timeout(10)
class UniIfNoItemBugTest {

    @Test
    @Disabled("bug: UniFailOnTimeoutOp.TimeoutProcessor.run() calls super.cancel(), which marks the downstream as "
            + "cancelled, so the TimeoutException (or the fallback's item) is dropped and the Uni never completes; "
            + "run() should cancel the upstream only (cancelUpstream())")
    void ifNoItemFailsWithATimeout() {
        assertThatThrownBy(() -> Uni.createFrom()
                        .nothing()
                        .ifNoItem()
                        .after(Duration.ofMillis(50))
                        .fail()
                        .await()
                        .atMost(Duration.ofSeconds(2)))
                .isInstanceOf(TimeoutException.class)
                // the await's own timeout would also throw a TimeoutException: only the operator's is this fast
                .satisfies(failure -> assertThat(failure.getStackTrace())
                        .anyMatch(frame -> frame.getClassName().contains("UniOnTimeout")));
    }

    @Test
    @Disabled("bug: same cause as ifNoItemFailsWithATimeout: the fallback item never reaches the subscriber")
    void ifNoItemRecoversWithAnItem() {
        assertThat(Uni.createFrom()
                        .<String>nothing()
                        .ifNoItem()
                        .after(Duration.ofMillis(50))
                        .recoverWithItem("fallback")
                        .await()
                        .atMost(Duration.ofSeconds(2)))
                .isEqualTo("fallback");
    }
}
