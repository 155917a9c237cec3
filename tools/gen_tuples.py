#!/usr/bin/env python3
"""Generates io.mutiny.tuples.Tuple2..Tuple9, Tuples and Functions from one template (run from the repo root)."""
import os

OUT = "mutiny-core/src/main/java/io/mutiny/tuples"


def tparams(n):
    return ["L", "R"] if n == 2 else ["T%d" % i for i in range(1, n + 1)]


def tuple_class(n):
    tp = tparams(n)
    gen = ", ".join(tp)
    args = ", ".join("%s item%d" % (t, i + 1) for i, t in enumerate(tp))
    names = ", ".join("item%d" % (i + 1) for i in range(n))
    lines = ["package io.mutiny.tuples;", ""]
    lines += ["import io.mutiny.helpers.ParameterValidation;"]
    lines += ["import java.util.Arrays;", "import java.util.Collections;", "import java.util.List;",
              "import java.util.Objects;", "import java.util.function.Function;", ""]
    lines += ["/**",
              " * An immutable, ordered group of %d items (any of which may be {@code null})." % n,
              " * Two tuples are equal when they have the same arity and equal items at each position.",
              " */"]
    if n == 2:
        lines.append("public class Tuple2<L, R> implements Tuple {")
        lines += ["    private final L item1;", "    private final R item2;", "",
                  "    Tuple2(L item1, R item2) {", "        this.item1 = item1;", "        this.item2 = item2;", "    }", ""]
    else:
        ptp = tparams(n - 1) if n > 3 else ["T1", "T2"]
        lines.append("public class Tuple%d<%s> extends Tuple%d<%s> implements Tuple {" % (n, gen, n - 1, ", ".join(ptp)))
        lines += ["    private final T%d item%d;" % (n, n), "",
                  "    Tuple%d(%s) {" % (n, args),
                  "        super(%s);" % ", ".join("item%d" % (i + 1) for i in range(n - 1)),
                  "        this.item%d = item%d;" % (n, n), "    }", ""]
    lines += ["    /** Creates a tuple holding the given items, in this order; {@code null} items are allowed. */",
              "    public static <%s> Tuple%d<%s> of(%s) {" % (gen, n, gen, args),
              "        return new Tuple%d<>(%s);" % (n, names), "    }", ""]
    own = [(1, tp[0]), (2, tp[1])] if n == 2 else [(n, tp[n - 1])]
    for i, t in own:
        lines += ["    /** Returns the item at position %d (1-based), possibly {@code null}. */" % i,
                  "    public %s getItem%d() {" % (t, i), "        return item%d;" % i, "    }", ""]
    for k in range(1, n + 1):
        res = [("T" if j == k else tp[j - 1]) for j in range(1, n + 1)]
        vals = [("mapper.apply(getItem%d())" % j if j == k else "getItem%d()" % j) for j in range(1, n + 1)]
        lines += ["    /**",
                  "     * Returns a new tuple whose item %d is the result of {@code mapper} applied to this tuple's item %d;" % (k, k),
                  "     * the other items are kept. Exceptions thrown by the mapper are propagated to the caller.",
                  "     */",
                  "    public <T> Tuple%d<%s> mapItem%d(Function<%s, T> mapper) {" % (n, ", ".join(res), k, tp[k - 1]),
                  "        ParameterValidation.nonNull(mapper, \"mapper\");",
                  "        return new Tuple%d<>(%s);" % (n, ", ".join(vals)), "    }", ""]
    lines += ["    /**", "     * Returns the item at the 0-based {@code index}.", "     *",
              "     * @throws IndexOutOfBoundsException if {@code index} is negative or not smaller than {@link #size()}",
              "     */", "    @Override", "    public Object nth(int index) {"]
    if n == 2:
        lines += ["        Objects.checkIndex(index, size());", "        return index == 0 ? item1 : item2;"]
    else:
        lines += ["        return index == %d ? item%d : super.nth(index);" % (n - 1, n)]
    lines += ["    }", ""]
    lines += ["    /** Returns an unmodifiable list of the items, in order (it may contain {@code null}). */",
              "    @Override", "    public List<Object> asList() {",
              "        return Collections.unmodifiableList(Arrays.asList(%s));" % ", ".join("getItem%d()" % (i + 1) for i in range(n)),
              "    }", ""]
    lines += ["    /** Returns %d. */" % n, "    @Override", "    public int size() {", "        return %d;" % n, "    }", ""]
    if n == 2:
        lines += ["    @Override", "    public boolean equals(Object other) {",
                  "        if (this == other) {", "            return true;", "        }",
                  "        if (other == null || getClass() != other.getClass()) {", "            return false;", "        }",
                  "        Tuple2<?, ?> that = (Tuple2<?, ?>) other;",
                  "        return Objects.equals(item1, that.item1) && Objects.equals(item2, that.item2);", "    }", "",
                  "    @Override", "    public int hashCode() {", "        return Objects.hash(item1, item2);", "    }", "",
                  "    @Override", "    public String toString() {", "        return describe(this);", "    }", "",
                  "    /** Formats any tuple as {@code Tuple{item1=..,item2=..}}. */",
                  "    static String describe(Tuple tuple) {",
                  "        StringBuilder text = new StringBuilder(\"Tuple{\");",
                  "        for (int index = 0; index < tuple.size(); index++) {",
                  "            if (index > 0) {", "                text.append(',');", "            }",
                  "            text.append(\"item\").append(index + 1).append('=').append(tuple.nth(index));",
                  "        }", "        return text.append('}').toString();", "    }"]
    else:
        lines += ["    @Override", "    public boolean equals(Object other) {",
                  "        // Tuple2.equals already checked that both have the same class",
                  "        return super.equals(other) && Objects.equals(item%d, ((Tuple%d<%s>) other).item%d);"
                  % (n, n, ", ".join(["?"] * n), n),
                  "    }", "",
                  "    @Override", "    public int hashCode() {", "        return 31 * super.hashCode() + Objects.hashCode(item%d);" % n, "    }", "",
                  "    @Override", "    public String toString() {", "        return describe(this);", "    }"]
    lines.append("}")
    with open(os.path.join(OUT, "Tuple%d.java" % n), "w") as f:
        f.write("\n".join(lines) + "\n")


def tuples_class():
    lines = ["package io.mutiny.tuples;", "", "import java.util.List;", "",
             "/** Factories building tuples from lists, used by combinators that collect items positionally. */",
             "public abstract class Tuples {", "",
             "    Tuples() {", "        // static factories only", "    }", ""]
    for n in range(2, 10):
        tp = tparams(n) if n > 2 else ["L", "R"]
        gen = ", ".join(tp)
        lines += ["    /**",
                  "     * Builds a tuple from a list of exactly %d items (the list may contain {@code null})." % n,
                  "     *", "     * @throws IllegalArgumentException if the list is {@code null} or its size is not %d" % n,
                  "     */",
                  "    @SuppressWarnings(\"unchecked\")",
                  "    public static <%s> Tuple%d<%s> tuple%d(List<?> items) {" % (gen, n, gen, n),
                  "        ensureArity(items, %d);" % n,
                  "        return Tuple%d.of(%s);" % (n, ", ".join("(%s) items.get(%d)" % (t, i) for i, t in enumerate(tp))),
                  "    }", ""]
    lines += ["    /**", "     * Checks that {@code items} is non-null and holds exactly {@code expectedSize} elements.", "     *",
              "     * @throws IllegalArgumentException otherwise", "     */",
              "    public static void ensureArity(List<?> items, int expectedSize) {",
              "        if (items == null) {",
              "            throw new IllegalArgumentException(\"`items` must not be `null`\");", "        }",
              "        if (items.size() != expectedSize) {",
              "            throw new IllegalArgumentException(",
              "                    \"Expected \" + expectedSize + \" items to build a tuple, got \" + items.size() + \": \" + items);",
              "        }", "    }", "}"]
    with open(os.path.join(OUT, "Tuples.java"), "w") as f:
        f.write("\n".join(lines) + "\n")


def functions_class():
    lines = ["package io.mutiny.tuples;", "", "import java.util.List;", "import java.util.function.Function;", "",
             "/** Functions of 3 to 9 arguments, and a three-argument consumer. */",
             "public final class Functions {", "",
             "    private Functions() {", "        // holder of nested types only", "    }", ""]
    for n in range(3, 10):
        tp = ["T%d" % i for i in range(1, n + 1)]
        lines += ["    /** A function of %d arguments; it can also be applied to a list of exactly %d items. */" % (n, n),
                  "    @FunctionalInterface",
                  "    public interface Function%d<%s, R> extends Function<List<Object>, R> {" % (n, ", ".join(tp)),
                  "        R apply(%s);" % ", ".join("%s item%d" % (t, i + 1) for i, t in enumerate(tp)), "",
                  "        /**",
                  "         * Applies this function to the items of {@code items}, in order.",
                  "         *",
                  "         * @throws IllegalArgumentException if the list does not hold exactly %d items" % n,
                  "         */",
                  "        @Override", "        @SuppressWarnings(\"unchecked\")",
                  "        default R apply(List<Object> items) {",
                  "            Tuples.ensureArity(items, %d);" % n,
                  "            return apply(%s);" % ", ".join("(%s) items.get(%d)" % (t, i) for i, t in enumerate(tp)),
                  "        }", "    }", ""]
    lines += ["    /** An operation taking three arguments and returning nothing. */", "    @FunctionalInterface",
              "    public interface TriConsumer<A, B, C> {", "        void accept(A first, B second, C third);", "    }", "}"]
    with open(os.path.join(OUT, "Functions.java"), "w") as f:
        f.write("\n".join(lines) + "\n")


for arity in range(2, 10):
    tuple_class(arity)
tuples_class()
functions_class()
