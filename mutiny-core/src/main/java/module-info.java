/**
 * Mutiny's core: {@link io.mutiny.Uni} and {@link io.mutiny.Multi}. Only the API packages are exported; the
 * operator implementations ({@code io.mutiny.operators.multi}, {@code io.mutiny.operators.uni}) stay internal.
 */
module io.mutiny.core {
    requires transitive org.reactivestreams;
    requires org.jctools.core;

    exports io.mutiny;
    exports io.mutiny.converters;
    exports io.mutiny.converters.multi;
    exports io.mutiny.converters.uni;
    exports io.mutiny.groups;
    exports io.mutiny.helpers;
    exports io.mutiny.helpers.spies;
    exports io.mutiny.helpers.test;
    exports io.mutiny.infrastructure;
    exports io.mutiny.operators;
    exports io.mutiny.operators.multi.processors;
    exports io.mutiny.operators.multi.split;
    exports io.mutiny.subscription;
    exports io.mutiny.tuples;
    exports io.mutiny.unchecked;

    uses io.mutiny.infrastructure.UniInterceptor;
    uses io.mutiny.infrastructure.MultiInterceptor;
    uses io.mutiny.infrastructure.CallbackDecorator;
    uses io.mutiny.infrastructure.ExecutorConfiguration;
}
