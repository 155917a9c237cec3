package io.mutiny;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.NoSuchElementException;
import java.util.concurrent.CyclicBarrier;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class ContextTest {

    @Test
    void anEmptyContextHasNothing() {
        Context context = Context.empty();
        assertThat(context.isEmpty()).isTrue();
        assertThat(context.keys()).isEmpty();
        assertThat(context.contains("k")).isFalse();
        assertThat(context.getOrElse("k", () -> "fallback")).isEqualTo("fallback");
        assertThatThrownBy(() -> context.get("k")).isInstanceOf(NoSuchElementException.class);
        assertThat(context.delete("k").isEmpty()).isTrue();
        assertThat(context).hasToString("Context{{}}");
    }

    @Test
    void putThenReadAndDelete() {
        Context context = Context.empty().put("k", "v").put(1, 2);
        assertThat(context.isEmpty()).isFalse();
        assertThat(context.<String>get("k")).isEqualTo("v");
        assertThat(context.<Integer>get(1)).isEqualTo(2);
        assertThat(context.keys()).containsExactlyInAnyOrder("k", 1);
        context.delete("k").delete(1);
        assertThat(context.isEmpty()).isTrue();
        assertThat(context.contains("k")).isFalse();
    }

    @Test
    void equalityIgnoresWhetherTheContextWasEverWritten() {
        Context emptied = Context.of("k", "v").delete("k");
        assertThat(emptied).isEqualTo(Context.empty()).hasSameHashCodeAs(Context.empty());
        assertThat(Context.empty()).isEqualTo(emptied);
        assertThat(Context.from(Map.of("k", "v")))
                .isEqualTo(Context.of("k", "v"))
                .isNotEqualTo(Context.empty());
    }

    @Test
    void nullKeysAndValuesAreRejected() {
        assertThatThrownBy(() -> Context.empty().put(null, "v")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Context.empty().put("k", null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Context.empty().delete(null)).isInstanceOf(IllegalArgumentException.class);
    }

    @RepeatedTest(100)
    void concurrentFirstPutsKeepEveryEntry() throws Exception {
        Context context = Context.empty();
        CyclicBarrier start = new CyclicBarrier(2);
        Thread other = new Thread(() -> {
            await(start);
            context.put("other", 1);
        });
        other.start();
        await(start);
        context.put("mine", 2);
        other.join(5000);
        assertThat(context.keys()).containsExactlyInAnyOrder("other", "mine");
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
