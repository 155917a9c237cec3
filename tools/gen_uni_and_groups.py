#!/usr/bin/env python3
"""Generates io.mutiny.groups.UniAndGroup2..9, UniAndGroup and UniZip from one template (run from the repo root)."""
import os

OUT = "mutiny-core/src/main/java/io/mutiny/groups"


def t(n):
    return ["T%d" % i for i in range(1, n + 1)]


def uni_params(types, first=1):
    return ", ".join("Uni<? extends %s> uni%d" % (ty, i) for i, ty in enumerate(types, first))


def group(n):
    tp = t(n)
    gen = ", ".join(tp)
    fn = "BiFunction<T1, T2, %s>" if n == 2 else "Functions.Function%d<%s, %%s>" % (n, gen)
    fn_o = fn % "O" if n == 2 else fn % "O"
    fn_uni = fn % "Uni<O>"
    casts = ", ".join("(%s) items.get(%d)" % (ty, i) for i, ty in enumerate(tp))
    imports = ["io.mutiny.Uni", "io.mutiny.helpers.ParameterValidation", "io.mutiny.tuples.Tuple%d" % n]
    imports += ["java.util.function.BiFunction"] if n == 2 else ["io.mutiny.tuples.Functions"]
    lines = ["package io.mutiny.groups;", ""] + ["import %s;" % i for i in sorted(imports)] + [""]
    lines += ["/**",
              " * Combines the items of %d {@link Uni}s into one item, with the behaviour described in" % n,
              " * {@link UniAndGroupIterable}: items are passed to the combinator in source order, the first failure wins",
              " * unless {@link #collectFailures()} is used, and cancellation reaches every running source.",
              " */",
              "public class UniAndGroup%d<%s> extends UniAndGroupIterable<T1> {" % (n, gen), "",
              "    /**",
              "     * Combines the items of the given {@code Uni}s, in this order.", "     *",
              "     * @throws IllegalArgumentException if one of them is {@code null}", "     */",
              "    public UniAndGroup%d(%s) {" % (n, uni_params(tp)),
              "        super(ParameterValidation.nonNull(uni1, \"uni1\"), others(%s));" % ", ".join("uni%d" % i for i in range(2, n + 1)),
              "    }", ""]
    lines += ["    /** Collects failures instead of failing fast; see {@link UniAndGroupIterable#collectFailures()}. */",
              "    @Override", "    public UniAndGroup%d<%s> collectFailures() {" % (n, gen),
              "        super.collectFailures();", "        return this;", "    }", "",
              "    /** Limits the number of sources subscribed at a time; see {@link UniAndGroupIterable#usingConcurrencyOf(int)}. */",
              "    @Override", "    public UniAndGroup%d<%s> usingConcurrencyOf(int level) {" % (n, gen),
              "        super.usingConcurrencyOf(level);", "        return this;", "    }", "",
              "    /** Emits the items as a {@link Tuple%d}, in source order. */" % n,
              "    public Uni<Tuple%d<%s>> asTuple() {" % (n, gen),
              "        return combinedWith(Tuple%d::of);" % n, "    }", "",
              "    /**",
              "     * Emits the result of {@code combinator} applied to the items, in source order; an exception it throws",
              "     * becomes the failure of the resulting {@code Uni}.", "     *",
              "     * @throws IllegalArgumentException if {@code combinator} is {@code null}", "     */",
              "    @SuppressWarnings(\"unchecked\")",
              "    public <O> Uni<O> combinedWith(%s combinator) {" % fn_o,
              "        ParameterValidation.nonNull(combinator, \"combinator\");",
              "        return combine(items -> combinator.apply(%s));" % casts, "    }", "",
              "    /** Same as {@link #combinedWith}. */",
              "    public <O> Uni<O> with(%s combinator) {" % fn_o,
              "        return combinedWith(combinator);", "    }", "",
              "    /**",
              "     * Like {@link #combinedWith}, but {@code combinator} returns the {@code Uni} whose outcome becomes the",
              "     * outcome of the resulting {@code Uni}; a {@code null} {@code Uni} fails with a {@link NullPointerException}.",
              "     */",
              "    @SuppressWarnings(\"unchecked\")",
              "    public <O> Uni<O> withUni(%s combinator) {" % fn_uni,
              "        ParameterValidation.nonNull(combinator, \"combinator\");",
              "        return flatten(combine(items -> combinator.apply(%s)));" % casts, "    }", "}"]
    with open(os.path.join(OUT, "UniAndGroup%d.java" % n), "w") as f:
        f.write("\n".join(lines) + "\n")


def factory_methods(with_upstream):
    """The unis(..) overloads of UniZip (all sources given) and UniAndGroup (the first source is the upstream)."""
    lines = []
    for n in range(2, 10):
        tp = t(n)
        gen = ", ".join(tp)
        if with_upstream:
            given = tp[1:]
            name = "uni" if n == 2 else "unis"
            decl = "<%s>" % ", ".join(given)
            args = ["upstream"] + ["uni%d" % i for i in range(2, n + 1)]
            params = uni_params(given, 2)
        else:
            name = "unis"
            decl = "<%s>" % gen
            args = ["uni%d" % i for i in range(1, n + 1)]
            params = uni_params(tp)
        lines += ["    /**",
                  "     * Combines the items of %s; see {@link UniAndGroup%d}." % (
                      "the upstream and the given {@code Uni}s" if with_upstream else "the given {@code Uni}s", n),
                  "     *", "     * @throws IllegalArgumentException if one of them is {@code null}", "     */",
                  "    public %s UniAndGroup%d<%s> %s(%s) {" % (decl, n, gen, name, params),
                  "        return new UniAndGroup%d<>(%s);" % (n, ", ".join(args)), "    }", ""]
    return lines


def uni_and_group():
    lines = ["package io.mutiny.groups;", "", "import io.mutiny.Uni;", "import io.mutiny.helpers.ParameterValidation;",
             "import java.util.Arrays;", "",
             "/**", " * Combines the item of an upstream {@link Uni} with the items of other {@code Uni}s; see",
             " * {@link UniAndGroupIterable} for the behaviour of the combination.", " *",
             " * @param <T1> the type of the upstream item", " */",
             "public class UniAndGroup<T1> {", "", "    private final Uni<T1> upstream;", "",
             "    /**", "     * Starts a combination whose first source is {@code upstream}.", "     *",
             "     * @throws IllegalArgumentException if {@code upstream} is {@code null}", "     */",
             "    public UniAndGroup(Uni<T1> upstream) {",
             "        this.upstream = ParameterValidation.nonNull(upstream, \"upstream\");", "    }", ""]
    lines += factory_methods(True)
    lines += ["    /**", "     * Combines the upstream item with the items of {@code unis}, in this order.", "     *",
              "     * @throws IllegalArgumentException if {@code unis} is {@code null} or contains {@code null}", "     */",
              "    public UniAndGroupIterable<T1> unis(Uni<?>... unis) {",
              "        ParameterValidation.nonNull(unis, \"unis\");",
              "        return new UniAndGroupIterable<>(upstream, Arrays.asList(unis));", "    }", "",
              "    /**", "     * Combines the upstream item with the items of {@code unis}, in this order.", "     *",
              "     * @throws IllegalArgumentException if {@code unis} is {@code null} or contains {@code null}", "     */",
              "    public UniAndGroupIterable<T1> unis(Iterable<? extends Uni<?>> unis) {",
              "        return new UniAndGroupIterable<>(upstream, unis);", "    }", "}"]
    with open(os.path.join(OUT, "UniAndGroup.java"), "w") as f:
        f.write("\n".join(lines) + "\n")


def uni_zip():
    lines = ["package io.mutiny.groups;", "", "import io.mutiny.Uni;", "import io.mutiny.helpers.ParameterValidation;",
             "import java.util.Arrays;", "",
             "/**", " * Entry point of {@code Uni.combine().all()}: combines the items of several {@link Uni}s once all of them",
             " * emitted; see {@link UniAndGroupIterable} for the behaviour of the combination.", " */",
             "public class UniZip {", "",
             "    UniZip() {", "        // created by UniCombine", "    }", ""]
    lines += factory_methods(False)
    lines += ["    /**", "     * Combines the items of {@code unis}, in this order.", "     *",
              "     * @throws IllegalArgumentException if {@code unis} is {@code null} or contains {@code null}", "     */",
              "    public <O> UniAndGroupIterable<O> unis(Uni<?>... unis) {",
              "        ParameterValidation.nonNull(unis, \"unis\");",
              "        return new UniAndGroupIterable<>(Arrays.asList(unis));", "    }", "",
              "    /**", "     * Combines the items of {@code unis}, in iteration order.", "     *",
              "     * @throws IllegalArgumentException if {@code unis} is {@code null} or contains {@code null}", "     */",
              "    public <O> UniAndGroupIterable<O> unis(Iterable<? extends Uni<?>> unis) {",
              "        return new UniAndGroupIterable<>(unis);", "    }", "}"]
    with open(os.path.join(OUT, "UniZip.java"), "w") as f:
        f.write("\n".join(lines) + "\n")


for arity in range(2, 10):
    group(arity)
uni_and_group()
uni_zip()
