package io.mutiny.tuples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class TupleTest {

    @Test
    void tuple2AccessorsAndMapping() {
        Tuple2<String, Integer> tuple = Tuple2.of("a", 1);
        assertThat(tuple.getItem1()).isEqualTo("a");
        assertThat(tuple.getItem2()).isEqualTo(1);
        assertThat(tuple.size()).isEqualTo(2);
        assertThat(tuple.mapItem1(String::length)).isEqualTo(Tuple2.of(1, 1));
        assertThat(tuple.mapItem2(i -> i + 1)).isEqualTo(Tuple2.of("a", 2));
        assertThat(tuple.toString()).isEqualTo("Tuple{item1=a,item2=1}");
    }

    @Test
    void tuple9HasEveryItemInOrder() {
        Tuple9<Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer> tuple =
                Tuple9.of(1, 2, 3, 4, 5, 6, 7, 8, 9);
        assertThat(tuple.asList()).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9);
        assertThat(tuple.size()).isEqualTo(9);
        for (int i = 0; i < 9; i++) {
            assertThat(tuple.nth(i)).isEqualTo(i + 1);
        }
        assertThat(tuple.getItem9()).isEqualTo(9);
        assertThat(tuple.mapItem5(i -> i * 10).asList()).containsExactly(1, 2, 3, 4, 50, 6, 7, 8, 9);
        List<Object> iterated = new ArrayList<>();
        tuple.forEach(iterated::add);
        assertThat(iterated).isEqualTo(tuple.asList());
    }

    @Test
    void everyArityMapsEachPosition() {
        List<Tuple> tuples = Arrays.asList(
                Tuple3.of(1, 2, 3),
                Tuple4.of(1, 2, 3, 4),
                Tuple5.of(1, 2, 3, 4, 5),
                Tuple6.of(1, 2, 3, 4, 5, 6),
                Tuple7.of(1, 2, 3, 4, 5, 6, 7),
                Tuple8.of(1, 2, 3, 4, 5, 6, 7, 8));
        for (Tuple tuple : tuples) {
            assertThat(tuple.nth(tuple.size() - 1)).isEqualTo(tuple.size());
            assertThatThrownBy(() -> tuple.nth(tuple.size())).isInstanceOf(IndexOutOfBoundsException.class);
            assertThatThrownBy(() -> tuple.nth(-1)).isInstanceOf(IndexOutOfBoundsException.class);
        }
        assertThat(Tuple8.of(1, 2, 3, 4, 5, 6, 7, 8).mapItem8(i -> -i).getItem8())
                .isEqualTo(-8);
        assertThat(Tuple3.of(1, 2, 3).mapItem3(i -> -i)).isEqualTo(Tuple3.of(1, 2, -3));
    }

    @Test
    void equalityNeedsSameArityAndItems() {
        assertThat(Tuple3.of("a", null, 3)).isEqualTo(Tuple3.of("a", null, 3));
        assertThat(Tuple3.of("a", null, 3)).hasSameHashCodeAs(Tuple3.of("a", null, 3));
        assertThat(Tuple3.of(1, 2, 3)).isNotEqualTo(Tuple3.of(1, 2, 4));
        assertThat(Tuple3.of(1, 2, 3)).isNotEqualTo(Tuple2.of(1, 2));
        assertThat(Tuple2.of(1, 2)).isNotEqualTo(Tuple3.of(1, 2, 3));
        assertThat(Tuple2.of(1, 2)).isNotEqualTo(null);
    }

    @Test
    void asListIsUnmodifiableAndAcceptsNulls() {
        List<Object> list = Tuple2.of(null, null).asList();
        assertThat(list).containsExactly(null, null);
        assertThatThrownBy(() -> list.add(1)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void tuplesFromLists() {
        assertThat(Tuples.tuple2(Arrays.asList("a", 1))).isEqualTo(Tuple2.of("a", 1));
        assertThat(Tuples.<Integer, Integer, Integer>tuple3(Arrays.asList(1, 2, 3))
                        .getItem3())
                .isEqualTo(3);
        assertThat(Tuples.tuple9(Arrays.asList(1, 2, 3, 4, 5, 6, 7, 8, 9)).asList())
                .hasSize(9);
        assertThatThrownBy(() -> Tuples.tuple4(Arrays.asList(1, 2)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("4");
        assertThatThrownBy(() -> Tuples.ensureArity(null, 2)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void mapperMustNotBeNull() {
        assertThatThrownBy(() -> Tuple2.of(1, 2).mapItem1(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("mapper");
    }
}
