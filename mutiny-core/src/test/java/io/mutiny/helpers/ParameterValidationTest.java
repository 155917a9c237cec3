package io.mutiny.helpers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ParameterValidationTest {

    @Test
    void doesNotContainNullAcceptsAListWithoutTypeArgumentAndReturnsIt() {
        List<String> items = List.of("a", "b");
        List<String> checked = ParameterValidation.doesNotContainNull(items, "items");
        assertThat(checked).isSameAs(items);
    }

    @Test
    void doesNotContainNullRejectsANullElementOfAList() {
        List<String> items = Arrays.asList("a", null);
        assertThatThrownBy(() -> ParameterValidation.doesNotContainNull(items, "items"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("`items`")
                .hasMessageContaining("null");
    }

    @Test
    void doesNotContainNullChecksAnyIterableAndArrays() {
        Iterable<Integer> iterable = () -> Arrays.asList(1, null).iterator();
        assertThatThrownBy(() -> ParameterValidation.doesNotContainNull(iterable, "iterable"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("`iterable`");
        assertThatThrownBy(() -> ParameterValidation.doesNotContainNull(new String[] {"a", null}, "array"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("`array`");
        assertThat(ParameterValidation.doesNotContainNull(Set.of(1), "set")).containsExactly(1);
    }

    @Test
    void doesNotContainNullRejectsANullIterable() {
        List<String> missing = null;
        assertThatThrownBy(() -> ParameterValidation.doesNotContainNull(missing, "items"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("`items`");
    }

    @Test
    void isNotEmptyAcceptsAListWithoutTypeArgumentAndRejectsAnEmptyOne() {
        List<String> items = List.of("a");
        List<String> checked = ParameterValidation.isNotEmpty(items, "items");
        assertThat(checked).isSameAs(items);
        assertThatThrownBy(() -> ParameterValidation.isNotEmpty(new ArrayList<String>(), "items"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("`items`")
                .hasMessageContaining("empty");
        assertThatThrownBy(() -> ParameterValidation.isNotEmpty(new String[0], "array"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("`array`");
    }
}
