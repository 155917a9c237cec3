package io.mutiny.tuples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class FunctionsTest {

    @Test
    void functionsApplyToArgumentsAndToLists() {
        Functions.Function3<Integer, Integer, Integer, Integer> f3 = (a, b, c) -> a * 100 + b * 10 + c;
        assertThat(f3.apply(1, 2, 3)).isEqualTo(123);
        assertThat(f3.apply(Arrays.asList(1, 2, 3))).isEqualTo(123);

        Functions.Function9<Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer>
                f9 = (a, b, c, d, e, f, g, h, i) -> a + b + c + d + e + f + g + h + i;
        assertThat(f9.apply(Arrays.asList(1, 2, 3, 4, 5, 6, 7, 8, 9))).isEqualTo(45);

        Functions.Function5<String, String, String, String, String, String> f5 = (a, b, c, d, e) -> a + b + c + d + e;
        assertThat(f5.apply(Arrays.asList("a", "b", "c", "d", "e"))).isEqualTo("abcde");
    }

    @Test
    void listOfTheWrongSizeIsRejected() {
        Functions.Function4<Object, Object, Object, Object, Object> f4 = (a, b, c, d) -> a;
        assertThatThrownBy(() -> f4.apply(Arrays.asList(1, 2, 3))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void triConsumerReceivesTheThreeArguments() {
        List<Object> seen = new ArrayList<>();
        Functions.TriConsumer<String, Integer, Boolean> consumer = (a, b, c) -> {
            seen.add(a);
            seen.add(b);
            seen.add(c);
        };
        consumer.accept("a", 1, true);
        assertThat(seen).containsExactly("a", 1, true);
    }
}
