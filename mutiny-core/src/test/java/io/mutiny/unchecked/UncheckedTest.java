package io.mutiny.unchecked;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class UncheckedTest {

    private static String readChecked(String input) throws IOException {
        if (input.isEmpty()) {
            throw new IOException("empty");
        }
        return input.toUpperCase();
    }

    @Test
    void checkedExceptionsAreWrappedAndUncheckedOnesPassThrough() {
        Function<String, String> function = Unchecked.function(UncheckedTest::readChecked);
        assertThat(function.apply("a")).isEqualTo("A");
        assertThatThrownBy(() -> function.apply(""))
                .isExactlyInstanceOf(RuntimeException.class)
                .hasCauseInstanceOf(IOException.class);
        Function<String, String> unchecked = Unchecked.function(s -> {
            throw new IllegalStateException("as is");
        });
        assertThatThrownBy(() -> unchecked.apply("x")).isExactlyInstanceOf(IllegalStateException.class);
    }

    @Test
    void everyShape() throws Exception {
        BiFunction<String, String, String> concat = Unchecked.function((String a, String b) -> readChecked(a + b));
        assertThat(concat.apply("a", "b")).isEqualTo("AB");
        List<String> seen = new ArrayList<>();
        Unchecked.consumer((String s) -> seen.add(readChecked(s))).accept("x");
        Unchecked.consumer((String a, String b) -> seen.add(a + b)).accept("y", "z");
        assertThat(seen).containsExactly("X", "yz");
        assertThat(Unchecked.supplier(() -> readChecked("s")).get()).isEqualTo("S");
        assertThatThrownBy(() -> Unchecked.supplier(() -> readChecked("")).get())
                .hasCauseInstanceOf(IOException.class);
        assertThatThrownBy(
                        () -> Unchecked.consumer((String s) -> readChecked(s)).accept(""))
                .hasCauseInstanceOf(IOException.class);
    }

    @Test
    void compositionAndConversionsBack() throws Exception {
        UncheckedFunction<String, String> upper = UncheckedTest::readChecked;
        assertThat(upper.andThen(s -> s + "!").apply("a")).isEqualTo("A!");
        assertThat(upper.compose((Integer i) -> "n" + i).apply(1)).isEqualTo("N1");
        assertThat(Unchecked.unchecked((Function<String, Integer>) String::length)
                        .apply("abc"))
                .isEqualTo(3);
        assertThat(Unchecked.unchecked((BiFunction<Integer, Integer, Integer>) Integer::sum)
                        .andThen(i -> i * 2)
                        .apply(1, 2))
                .isEqualTo(6);
        List<String> seen = new ArrayList<>();
        UncheckedConsumer<String> first = seen::add;
        first.andThen(s -> seen.add(s + "2")).accept("a");
        UncheckedBiConsumer<String, String> both = (a, b) -> seen.add(a + b);
        both.andThen((a, b) -> seen.add(b + a)).accept("x", "y");
        assertThat(seen).containsExactly("a", "a2", "xy", "yx");
        assertThat(Unchecked.unchecked(() -> "sup").get()).isEqualTo("sup");
    }

    @Test
    void nullArgumentsAreRejected() {
        assertThatThrownBy(() -> Unchecked.function((UncheckedFunction<String, String>) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("function");
        assertThatThrownBy(() -> Unchecked.supplier(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("supplier");
        assertThatThrownBy(() -> UncheckedFunction.from(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("function");
    }
}
